/** @jsxImportSource @emotion/react */
import * as React from "react";
import { recipeStyles, staticCss } from "../../theme/static-css";

// Plain elements with static styles: the box closes every blog list page the build renders.
const boxCss = staticCss({
  bg: "brand.subtle",
  borderWidth: "1px",
  borderColor: "brand.muted",
  rounded: "2xl",
  p: { base: "6", md: "10" },
  mt: "16",
});
const contentCss = staticCss({ display: "flex", flexDirection: "column", gap: "3", textAlign: "center", maxW: "xl", mx: "auto" });
const headingCss = staticCss((system) => ({ ...recipeStyles(system, "heading"), fontSize: { base: "xl", md: "2xl" }, color: "fg.heading" }));
const leadCss = staticCss({ color: "fg.muted" });
const formRowCss = staticCss({ display: "flex", flexDirection: { base: "column", sm: "row" }, gap: "3", mt: "2" });
const labelCss = staticCss({ srOnly: true });
const inputCss = staticCss((system) => ({ ...recipeStyles(system, "input", { size: "lg" }), bg: "bg.canvas" }));
const buttonCss = staticCss((system) => ({ ...recipeStyles(system, "button", { size: "lg" }), colorPalette: "brand", flexShrink: 0 }));

/** The blog's newsletter sign-up: no validation and no action, so nothing is sent anywhere. */
export function NewsletterBox() {
  const inputId = React.useId();
  return (
    <section aria-labelledby="newsletter-heading" css={boxCss()}>
      <div css={contentCss()}>
        <h2 id="newsletter-heading" css={headingCss()}>
          Get new posts in your inbox
        </h2>
        <p css={leadCss()}>One email every other week with our latest playbooks, case studies and research. No spam.</p>
        <div css={formRowCss()}>
          <label htmlFor={inputId} css={labelCss()}>
            Email address
          </label>
          <input id={inputId} type="email" name="email" autoComplete="email" placeholder="you@company.com" css={inputCss()} />
          <button type="button" css={buttonCss()}>
            Subscribe
          </button>
        </div>
      </div>
    </section>
  );
}
