/** @jest-environment node */
import TerserPlugin from "terser-webpack-plugin";
import { applySwcMinifier, withSwcMinifier } from "../../scripts/webpack/swc-minifier.cjs";

class CssMinimizerStandIn {}

/** What Gatsby's plugins.minifyJs() builds for production. */
const gatsbyTerser = () => new TerserPlugin({ exclude: /\.min\.js/, parallel: 1, terserOptions: { compress: { ecma: 5 } } });

type Minimizer = { options: { exclude: unknown; parallel: unknown; minimizer: { implementation: unknown } } };

describe("swc-minifier", () => {
  it("replaces Gatsby's Terser minimizer with SWC and keeps its file options and the CSS minimizer", () => {
    const css = new CssMinimizerStandIn();
    const [js, kept] = withSwcMinifier([gatsbyTerser(), css]) as [Minimizer, unknown];
    expect(js).toBeInstanceOf(TerserPlugin);
    expect(js.options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(js.options.exclude).toEqual(/\.min\.js/);
    expect(js.options.parallel).toBe(1);
    expect(kept).toBe(css);
  });

  it("reports a config without a Terser minimizer, so the build can refuse to go on silently", () => {
    const config = { optimization: { minimizer: [new CssMinimizerStandIn()] } };
    expect(applySwcMinifier(config)).toBe(false);
    expect(applySwcMinifier({})).toBe(false);
    const gatsbyConfig = { optimization: { minimizer: [gatsbyTerser()] } };
    expect(applySwcMinifier(gatsbyConfig)).toBe(true);
    expect((gatsbyConfig.optimization.minimizer[0] as unknown as Minimizer).options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
  });

  it("minifies with the installed @swc/core and the options it is given", async () => {
    // The shape of a webpack chunk: a script, with locals inside a function scope.
    const source =
      "self.checkout = (function () { function total(prices) { var sum = prices.reduce(function (a, b) { return a + b; }, 0); return sum; } return { total: total }; })();";
    const result = await TerserPlugin.swcMinify({ "chunk.js": source }, undefined, { ecma: 5, compress: {}, mangle: true }, false);
    const code = result.code ?? "";
    expect(code.length).toBeGreaterThan(0);
    expect(code.length).toBeLessThan(source.length);
    expect(code).not.toContain("prices");
    const scope: { checkout?: { total(prices: number[]): number } } = {};
    new Function("self", code)(scope);
    expect(scope.checkout?.total([1, 2, 3])).toBe(6);
  });
});
