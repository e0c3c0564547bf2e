import { readFileSync } from "node:fs";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader: (this: { resourcePath: string }, source: string) => string = require("../../build/chakra/lazy-global-loader.cjs");

const systemFile = require.resolve("@chakra-ui/react").replace(/dist[\\/]cjs[\\/]index\.cjs$/, "dist/esm/styled-system/system.js");
const run = (source: string) => loader.call({ resourcePath: systemFile }, source);

describe("chakra-lazy-global-loader", () => {
  const original = readFileSync(systemFile, "utf8");

  it("rewrites the installed Chakra's eager global stylesheet into a getter", () => {
    const rewritten = run(original);
    expect(rewritten).not.toContain("const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];");
    expect(rewritten).toContain("get _global()");
    expect(rewritten).toContain("_globalCache ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]");
  });

  it("stops the build when Chakra's source no longer matches", () => {
    expect(() => run(original.replace("const _global =", "const globalStyles ="))).toThrow(/no longer has the lines/);
  });

});
