// Runs real webpack compilers with a persistent cache, the way `gatsby build` runs its two, in a
// process of its own (webpack follows node's require.cache, which Jest replaces):
//
//   node build-dependency-walk.cjs <dir> <cached|plain> <compilers>
//
// <dir> holds entry.js and build-config.cjs (the cache's build dependency, which requires
// webpack). Each compiler builds entry.js and stores its cache in <dir>/cache/<name>, then closes.
// Prints JSON: the reads that reached the file system (per method), each walk of the build
// dependencies (files and resolutions found) and how many modules each compiler built.
const fs = require("node:fs");
const path = require("node:path");
const webpack = require("webpack");
const FileSystemInfo = require("webpack/lib/FileSystemInfo");
const { CachedBuildDependencyReads } = require("../../plugins/build-tuning/cached-build-dependency-reads.cjs");

const [dir, mode, compilers] = process.argv.slice(2);

const reads = {};
const countedFs = Object.create(fs);
for (const method of ["stat", "lstat", "readlink", "realpath", "readdir", "readFile"]) {
  reads[method] = 0;
  countedFs[method] = (...args) => {
    reads[method] += 1;
    return fs[method](...args);
  };
}

const walks = [];
const walk = FileSystemInfo.prototype.resolveBuildDependencies;
FileSystemInfo.prototype.resolveBuildDependencies = function (context, deps, callback) {
  walk.call(this, context, deps, (error, result) => {
    if (result) walks.push({ files: [...result.files].sort(), resolutions: [...result.resolveResults.keys()].sort() });
    callback(error, result);
  });
};

const countReads = { apply: (compiler) => (compiler.intermediateFileSystem = countedFs) };

function compile(name) {
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: path.join(dir, "entry.js"),
    output: { path: path.join(dir, "out", name) },
    cache: {
      type: "filesystem",
      name,
      cacheLocation: path.join(dir, "cache", name),
      buildDependencies: { config: [path.join(dir, "build-config.cjs")] },
    },
    plugins: [countReads, ...(mode === "cached" ? [new CachedBuildDependencyReads()] : [])],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error) return reject(error);
      const built = stats.toJson({ all: false, modules: true }).modules.filter((module) => module.built).length;
      compiler.close((closeError) => (closeError ? reject(closeError) : resolve(built)));
    });
  });
}

(async () => {
  require(path.join(dir, "build-config.cjs"));
  const built = [];
  for (let i = 0; i < Number(compilers); i += 1) built.push(await compile(`stage-${i}`));
  process.stdout.write(JSON.stringify({ reads, walks, built }));
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
