import TerserPlugin from "terser-webpack-plugin";

/** Gatsby's own minimizer with SWC minifying: Gatsby's Terser options without `ie8`, `parse`, `output`, which SWC refuses. */
export function swcMinimizer(minifyJs: (options: object) => unknown): unknown {
  return minifyJs({ minify: TerserPlugin.swcMinify, terserOptions: { ie8: undefined, parse: undefined, output: undefined, ecma: 5 } });
}
