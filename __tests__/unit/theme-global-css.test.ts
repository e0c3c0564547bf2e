/**
 * @jest-environment node
 */
// Node environment: the stylesheet is serialised by Emotion's server build, as in `gatsby build`.
import { getSystem } from "../../src/theme/system";
import { globalCssText, withoutGlobalCss } from "../../src/theme/global-css";

describe("Chakra's global stylesheet, written into <head> at build time", () => {
  const system = getSystem();
  const css = globalCssText(system);

  it("declares the cascade layers first, then reset, base and token layers", () => {
    expect(css.startsWith("@layer reset,base,tokens,recipes;")).toBe(true);
    const reset = css.indexOf("@layer reset{");
    const base = css.indexOf("@layer base{");
    const tokens = css.indexOf("@layer tokens{");
    expect(reset).toBeGreaterThan(0);
    expect(base).toBeGreaterThan(reset);
    expect(tokens).toBeGreaterThan(base);
  });

  it("carries every token as a CSS variable, the brand palette included", () => {
    expect(css).toContain("--chakra-colors-brand-600:");
    expect(css).toContain("--chakra-spacing-4:");
    expect(css).toMatch(/scroll-padding-top:5rem/);
  });

  it("gives the provider a system without it, and nothing else changed", () => {
    const slim = withoutGlobalCss(system);
    expect(slim._global).toEqual([]);
    expect(slim._config.disableLayers).toBe(true);
    expect(system._global.length).toBeGreaterThan(0);
    expect(slim.css({ color: "brand.fg", p: "4" })).toEqual(system.css({ color: "brand.fg", p: "4" }));
    expect(slim.token("colors.brand.600")).toBe(system.token("colors.brand.600"));
  });
});
