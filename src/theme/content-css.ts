import createCache from "@emotion/cache";
import { serializeStyles } from "@emotion/serialize";
import type { SystemContext, SystemStyleObject } from "@chakra-ui/react";

/** The id of the <style> in every page's <head> that carries the reading aids' stylesheet. */
export const CONTENT_CSS_ELEMENT_ID = "content-css";

/** A heading's link, specific enough to win over Prose's rules for every link of a body. */
const headingLink = ".heading-anchor > a.heading-link";

const focusRing = { outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "2px" } as const;

/*
 * Markup the server renders and React never restyles, by class name: the heading links of Markdown
 * bodies (.heading-anchor, .heading-link: src/content/heading-anchors.js). Its rules are written into
 * every page's <head> at build time (gatsby-ssr.tsx), like Chakra's global stylesheet, and none of
 * them is in the pages' JavaScript. On every page, not only those with a post or an article: a page
 * reached by a client-side navigation keeps the <head> of the first page loaded.
 */
const styles: Record<string, SystemStyleObject> = {
  // A heading and its link: the wrapper takes the heading's margins, the link follows the heading's
  // first line, shown on hover and focus (always where nothing hovers).
  ".heading-anchor": { display: "flex", alignItems: "baseline", gap: "1" },
  // Over Prose's margins for h2-h4 (same specificity, but Emotion's rules come later in the page).
  "div.heading-anchor > :is(h2, h3, h4)": { margin: "0" },
  '.heading-anchor[data-depth="2"]': { marginTop: "10", marginBottom: "2" },
  '.heading-anchor[data-depth="3"]': { marginTop: "8", marginBottom: "1" },
  '.heading-anchor[data-depth="4"]': { marginTop: "6", marginBottom: "1" },
  [headingLink]: {
    flexShrink: "0",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    minWidth: "6",
    minHeight: "6",
    color: "fg.muted",
    textDecoration: "none",
    borderRadius: "sm",
    opacity: "0",
    transition: "opacity 0.15s",
    // Where nothing hovers (phones), always shown.
    "@media (hover: none)": { opacity: "1" },
  },
  [`.heading-anchor:hover > a.heading-link, ${headingLink}:focus-visible`]: { opacity: "1" },
  [`${headingLink}:hover`]: { color: "brand.fg" },
  [`${headingLink}:focus-visible`]: focusRing,
};

type EmotionStyles = Parameters<typeof serializeStyles>[0][number];

/**
 * The stylesheet as CSS text: each rule resolved through the site's system (tokens, breakpoints),
 * then serialised by Emotion. On the server Emotion returns the text; in a browser (the editor's
 * preview) it writes it into a container instead, here a detached one that is then read.
 */
export function contentCssText(system: SystemContext): string {
  const container = typeof document === "undefined" ? undefined : document.createElement("div");
  // No vendor prefixes (Emotion's default plugin): every browser the site supports reads these rules as written.
  const cache = createCache({ key: "content", stylisPlugins: [], speedy: false, ...(container && { container }) });
  const rules = Object.fromEntries(Object.entries(styles).map(([selector, style]) => [selector, system.css(style)]));
  const serialized = serializeStyles([rules as EmotionStyles], cache.registered);
  return cache.insert("", serialized, cache.sheet, false) ?? container?.textContent ?? "";
}
