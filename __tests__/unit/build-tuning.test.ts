/** @jest-environment node */
import TerserPlugin from "terser-webpack-plugin";
import { DefinePlugin } from "webpack";
import { swcMinimizer } from "../../plugins/build-tuning/swc-minimizer";
import { keepBrowserVariablesInRenderer } from "../../plugins/build-tuning/renderer-environment";

// Gatsby's own webpack utilities, as its production config uses them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils");

type Minimizer = { options: { exclude: unknown; parallel: unknown; minimizer: { implementation: unknown; options: Record<string, unknown> } } };

describe("build-tuning: SWC through Gatsby's minifyJs", () => {
  const utils = createWebpackUtils("build-javascript", { directory: process.cwd(), browserslist: [">0.25%"] });
  const gatsbys = utils.plugins.minifyJs() as Minimizer;
  const ours = swcMinimizer(utils.plugins.minifyJs) as Minimizer;

  it("is Gatsby's minimizer with terser-webpack-plugin's own swcMinify, and Gatsby's options that SWC reads", () => {
    expect(ours).toBeInstanceOf(TerserPlugin);
    expect(ours.options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(ours.options.exclude).toEqual(gatsbys.options.exclude);
    expect(ours.options.parallel).toBe(gatsbys.options.parallel);
    const options = JSON.parse(JSON.stringify(ours.options.minimizer.options));
    expect(options).toEqual({ mangle: gatsbys.options.minimizer.options.mangle, compress: gatsbys.options.minimizer.options.compress, ecma: 5 });
  });

  it("minifies a webpack chunk with the installed @swc/core and those options", async () => {
    const source =
      "self.checkout = (function () { function total(prices) { var sum = prices.reduce(function (a, b) { return a + b; }, 0); return sum; } return { total: total }; })();";
    const result = await TerserPlugin.swcMinify({ "chunk.js": source }, undefined, ours.options.minimizer.options, false);
    const code = result.code ?? "";
    expect(code.length).toBeLessThan(source.length);
    expect(code).not.toContain("prices");
    const scope: { checkout?: { total(prices: number[]): number } } = {};
    new Function("self", code)(scope);
    expect(scope.checkout?.total([1, 2, 3])).toBe(6);
  });

  it("refuses Gatsby's Terser-only options, which is why they are left out", async () => {
    await expect(TerserPlugin.swcMinify({ "chunk.js": "var a = 1;" }, undefined, gatsbys.options.minimizer.options, false)).rejects.toMatchObject({
      message: expect.stringMatching(/unknown field `ie8`/),
    });
  });
});

describe("build-tuning: the HTML renderer's environment", () => {
  const define = (names: Record<string, string>) =>
    new DefinePlugin({ "process.env": "({})", ...Object.fromEntries(Object.entries(names).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)])) });

  it("keeps GATSBY_* and Gatsby's own, drops the rest of the build's environment", () => {
    const plugin = define({ GATSBY_A: "a", NODE_ENV: "production", HOME: "/root", npm_lifecycle_event: "build" });
    const config = { plugins: [plugin] };
    expect(keepBrowserVariablesInRenderer(config, { GATSBY_A: "a", HOME: "/root", npm_lifecycle_event: "build" }, {})).toBe(true);
    expect(Object.keys(plugin.definitions).sort()).toEqual(["process.env", "process.env.GATSBY_A", "process.env.NODE_ENV"]);
  });

  it("keeps a .env file's variable with the file's value, as the browser bundle has it, even when the shell sets it too", () => {
    // Gatsby's renderer takes the shell's value (process.env wins); its browser bundle takes the file's.
    const plugin = define({ API_ORIGIN: "from-the-shell", ONLY_IN_FILE: "file", SHELL_ONLY: "x" });
    const environment = { API_ORIGIN: "from-the-shell", SHELL_ONLY: "x" };
    keepBrowserVariablesInRenderer({ plugins: [plugin] }, environment, { API_ORIGIN: "from-the-file", ONLY_IN_FILE: "file" });
    expect(plugin.definitions).toEqual({
      "process.env": "({})",
      "process.env.API_ORIGIN": JSON.stringify("from-the-file"),
      "process.env.ONLY_IN_FILE": JSON.stringify("file"),
    });
  });

  it("reports a config without the DefinePlugin of process.env (an upgrade changed it)", () => {
    expect(keepBrowserVariablesInRenderer({ plugins: [new DefinePlugin({ A: "1" })] }, {}, {})).toBe(false);
    expect(keepBrowserVariablesInRenderer({}, {}, {})).toBe(false);
  });
});
