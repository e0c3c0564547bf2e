// @ts-check
// Cached file-system reads for webpack's build-dependency checks, in `gatsby build`: both production
// compilers walk the require graph of Gatsby's webpack config and every plugin's gatsby-node through
// node's uncached fs. This gives them one shared, read-only cached view for the life of the build;
// reads under the compiler's own cache folder and all writes go straight to fs. Nothing those walks
// read changes during a build (docs/performance.md, "Webpack's build dependencies").
const nodeFs = require("node:fs");
const path = require("node:path");

// enhanced-resolve as webpack itself loads it (a dependency of webpack, not of this site).
const { CachedInputFileSystem } = require(require.resolve("enhanced-resolve", { paths: [path.dirname(require.resolve("webpack"))] }));

/**
 * @template T
 * @typedef {(error: Error | null, value: T) => void} Callback
 */
/**
 * The intermediate file system's reads, as cachedReads gives them.
 * @typedef {object} CachedReads
 * @property {(file: string, callback: Callback<import("node:fs").Stats>) => void} stat
 * @property {(file: string, callback: Callback<import("node:fs").Stats>) => void} lstat
 * @property {(file: string, callback: Callback<string>) => void} readlink
 * @property {(file: string, callback: Callback<string>) => void} realpath
 * @property {(file: string, callback: Callback<string[]>) => void} readdir
 * @property {(file: string, callback: Callback<unknown>) => void} readJson
 * @property {(file: string, data: string, callback: (error: Error | null) => void) => void} writeFile
 */
/**
 * The parts of a webpack compiler the plugin reads and replaces.
 * @typedef {object} CompilerWithCache
 * @property {{ cache?: false | { type?: string, cacheLocation?: string } }} options
 * @property {object} [intermediateFileSystem]
 */

/** The reads webpack's FileSystemInfo and its build-dependency resolvers make. */
const CACHED_READS = ["stat", "lstat", "readlink", "realpath", "readdir"];

/**
 * One cache per underlying file system (an enhanced-resolve CachedInputFileSystem, whose reads
 * cachedReads picks by name), shared by the compilers of a build.
 * @type {WeakMap<object, any>}
 */
const sharedCaches = new WeakMap();

/**
 * fs with realpath as one realpath(3) call: node's fs.realpath, which graceful-fs keeps, lstats
 * every segment of every path a walk resolves, for the same answer on Linux and macOS.
 * @param {object} fs
 * @returns {object}
 */
function withNativeRealpath(fs) {
  const native = nodeFs.realpath.native;
  if (typeof native !== "function") return fs;
  const backend = Object.create(fs);
  // `options` is optional, as in fs.realpath: a call without it passes the callback second.
  /** @type {(file: string, options: any, callback?: any) => void} */
  backend.realpath = (file, options, callback) => native(file, options, callback);
  return backend;
}

/** @param {object} fs */
function sharedCache(fs) {
  let cached = sharedCaches.get(fs);
  if (!cached) {
    cached = new CachedInputFileSystem(withNativeRealpath(fs), Infinity);
    sharedCaches.set(fs, cached);
  }
  return cached;
}

/**
 * @param {string} folder
 * @param {unknown} file
 */
function isInside(folder, file) {
  if (typeof file !== "string") return false;
  const relative = path.relative(folder, file);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

/**
 * The intermediate file system with its reads cached, except under `cacheLocation`.
 * @param {object} fs
 * @param {string} cacheLocation
 * @returns {CachedReads}
 */
function cachedReads(fs, cacheLocation) {
  const cached = sharedCache(fs);
  const view = Object.create(fs);
  for (const method of CACHED_READS) {
    /** @type {(file: unknown, ...rest: unknown[]) => void} */
    view[method] = (file, ...rest) => (isInside(cacheLocation, file) ? fs : cached)[method](file, ...rest);
  }
  // fs has no readJson; webpack reads no JSON from its cache folder, so this one is always cached.
  view.readJson = cached.readJson;
  return view;
}

class CachedBuildDependencyReads {
  /** @param {CompilerWithCache} compiler */
  apply(compiler) {
    const cache = compiler.options.cache;
    if (!cache || cache.type !== "filesystem" || !cache.cacheLocation || !compiler.intermediateFileSystem) return;
    compiler.intermediateFileSystem = cachedReads(compiler.intermediateFileSystem, cache.cacheLocation);
  }
}

module.exports = { CachedBuildDependencyReads, cachedReads };
