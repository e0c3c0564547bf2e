// Production bundles are minified with SWC instead of Terser. In a clean build Terser spent
// ~24 s of CPU minifying the site's and the admin's JavaScript, on the critical path of the
// "Building production JavaScript" stage; SWC does the same work in a fraction of that time.
// Same plugin (terser-webpack-plugin), same files and comment extraction; only the minifier changes.
const TerserPlugin = require("terser-webpack-plugin");

/** The webpack minimizer list with every Terser minimizer replaced by an SWC one. */
function withSwcMinifier(minimizers) {
  return minimizers.map((minimizer) => {
    if (!(minimizer instanceof TerserPlugin)) return minimizer;
    return new TerserPlugin({
      exclude: minimizer.options.exclude,
      parallel: minimizer.options.parallel,
      extractComments: minimizer.options.extractComments,
      minify: TerserPlugin.swcMinify,
      // Gatsby asks Terser for ES5-safe output; SWC's compressor honours the same target.
      terserOptions: { ecma: 5, compress: {}, mangle: true },
    });
  });
}

/** Swaps the minifier in a webpack config in place; returns whether a Terser minimizer was found. */
function applySwcMinifier(config) {
  const minimizers = config.optimization && config.optimization.minimizer;
  if (!Array.isArray(minimizers) || !minimizers.some((minimizer) => minimizer instanceof TerserPlugin)) return false;
  config.optimization.minimizer = withSwcMinifier(minimizers);
  return true;
}

module.exports = { applySwcMinifier, withSwcMinifier };
