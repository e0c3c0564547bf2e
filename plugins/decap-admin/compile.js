// Compiles the editor into public/<publicPath>/, in a process of its own (gatsby-node.js starts it):
//   node compile.js '<options as JSON>' [--watch]   once (skipped when nothing it uses changed), or for `gatsby develop`
// Prints one line per result; exits with 1 and webpack's errors when the compilation fails.
const path = require("node:path");
const webpack = require("gatsby/webpack");
const { adminWebpackConfig } = require("./webpack.config");
const { compilationKey, fingerprintOf, readFingerprint, staleReason, writeFingerprint } = require("./fingerprint");

const errorsOf = (stats) => stats.toString({ all: false, errors: true, errorDetails: true, moduleTrace: true });

function watch(config) {
  webpack(config).watch({}, (error, stats) => {
    if (error) console.error(`Decap CMS admin failed to compile: ${error.stack || error}`);
    else if (stats.hasErrors()) console.error(`Decap CMS admin failed to compile:\n${errorsOf(stats)}`);
    else console.log(`Decap CMS admin compiled in ${((stats.endTime - stats.startTime) / 1000).toFixed(1)} s`);
  });
}

async function compileOnce(options, config) {
  const started = Date.now();
  const fingerprintFile = path.join(options.root, ".cache", "decap-admin", "fingerprint.json");
  const key = compilationKey(options);
  const reason = staleReason(await readFingerprint(fingerprintFile), key, config.output.path);
  if (reason === null) {
    console.log(`Decap CMS admin unchanged since the last build: not compiled (checked in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return;
  }
  const compiler = webpack(config);
  const stats = await new Promise((done, fail) => compiler.run((error, result) => (error ? fail(error) : done(result))));
  await new Promise((done) => compiler.close(done));
  if (stats.hasErrors()) throw new Error(errorsOf(stats));
  const { compilation } = stats;
  await writeFingerprint(
    fingerprintFile,
    fingerprintOf({
      key,
      files: compilation.fileDependencies,
      missing: compilation.missingDependencies,
      outputDir: config.output.path,
      outputs: Object.keys(compilation.assets),
    }),
  );
  console.log(`Decap CMS admin compiled in ${((Date.now() - started) / 1000).toFixed(1)} s (${reason})`);
}

// Ends with the Gatsby process that started it; the channel alone does not keep it alive.
process.on("disconnect", () => process.exit(0));
process.channel?.unref();

const options = JSON.parse(process.argv[2]);
if (process.argv.includes("--watch")) {
  watch(adminWebpackConfig({ ...options, mode: "development" }));
} else {
  compileOnce(options, adminWebpackConfig(options)).catch((error) => {
    console.error(`Decap CMS admin failed to compile: ${error.stack || error}`);
    process.exitCode = 1;
  });
}
