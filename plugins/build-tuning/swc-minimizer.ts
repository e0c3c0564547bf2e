import TerserPlugin from "terser-webpack-plugin";

/**
 * Gatsby's own JavaScript minimizer, with SWC doing the minifying. Gatsby's options are Terser's:
 * SWC reads `compress` and `mangle` and refuses `ie8`, `parse` and `output` (Terser-only; `format`
 * is SWC's name for `output`, which terser-webpack-plugin fills in).
 */
export function swcMinimizer(minifyJs: (options: object) => unknown): unknown {
  return minifyJs({ minify: TerserPlugin.swcMinify, terserOptions: { ie8: undefined, parse: undefined, output: undefined, ecma: 5 } });
}
