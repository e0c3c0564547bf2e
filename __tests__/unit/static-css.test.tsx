/** @jsxImportSource @emotion/react */
import { render } from "@testing-library/react";
import { Button } from "@chakra-ui/react";
import { recipeStyles, staticCss } from "../../src/theme/static-css";
import { renderWithProviders } from "../support/render";

/** The CSS Emotion inserted for an element's class, with the class name taken out. */
function rulesFor(element: Element): string {
  const className = [...element.classList].find((name) => name.startsWith("css-"))!;
  return [...document.querySelectorAll("style[data-emotion]")]
    .flatMap((style) => [...(style as HTMLStyleElement).sheet!.cssRules].map((rule) => rule.cssText))
    .filter((rule) => rule.includes(`.${className}`))
    .join("\n")
    .replaceAll(className, "X");
}

describe("staticCss", () => {
  it("resolves tokens, conditions and breakpoints through the theme", () => {
    const { styles } = staticCss({ color: "fg.muted", p: "4", fontSize: { base: "md", md: "lg" }, _hover: { color: "brand.fg" } })();
    expect(styles).toContain("color:var(--chakra-colors-fg-muted);");
    expect(styles).toContain("padding:var(--chakra-spacing-4);");
    expect(styles).toMatch(/@media screen and \(min-width: 48rem\)\{font-size:var\(--chakra-font-sizes-lg\);\}/);
    expect(styles).toMatch(/&:is\(:hover, \[data-hover\]\)[^{]*\{color:var\(--chakra-colors-brand-fg\);\}/);
  });

  it("resolves and serialises once, on first use, and hands out the same styles after", () => {
    const source = jest.fn(() => ({ color: "brand.fg" }));
    const styles = staticCss(source);
    expect(source).not.toHaveBeenCalled();
    const first = styles();
    expect(styles()).toBe(first);
    expect(source).toHaveBeenCalledTimes(1);
    expect(first.name).toMatch(/^\w+$/);
  });

  it("gives a plain element the CSS rules Chakra gives its own component (recipe, variant, palette)", () => {
    const buttonCss = staticCss((system) => ({ ...recipeStyles(system, "button", { variant: "ghost" }), colorPalette: "brand" }));
    renderWithProviders(
      <>
        <Button variant="ghost" colorPalette="brand" data-testid="chakra-button">
          Login
        </Button>
        <button type="button" css={buttonCss()} data-testid="static-button">
          Login
        </button>
      </>,
    );
    const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`)!;
    expect(rulesFor(byTestId("static-button"))).toContain("@layer recipes");
    expect(rulesFor(byTestId("static-button"))).toBe(rulesFor(byTestId("chakra-button")));
  });

  it("renders its rules with the element outside Chakra's provider too (the CMS preview's own Emotion cache)", () => {
    const badgeCss = staticCss({ bg: "brand.subtle" });
    const { container } = render(<span css={badgeCss()}>AI Trends</span>);
    expect(rulesFor(container.firstElementChild!)).toContain("background: var(--chakra-colors-brand-subtle);");
  });
});
