import createCache from "@emotion/cache";
import { serializeStyles } from "@emotion/serialize";
import type { SystemContext, SystemStyleObject } from "@chakra-ui/react";
import { NAVBAR_HEIGHT } from "./navbar-height";

/** The id of the <style> in every page's <head> that carries the reading aids' stylesheet. */
export const CONTENT_CSS_ELEMENT_ID = "content-css";

/** A heading's link, specific enough to win over Prose's rules for every link of a body. */
const headingLink = ".heading-anchor > a.heading-link";

const focusRing = { outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "2px" } as const;

/*
 * Markup the server renders and React never restyles, by class name: the heading links of Markdown
 * bodies (.heading-anchor, .heading-link: src/content/heading-anchors.js), the table of contents
 * (.contents-*: src/components/TableOfContents.tsx), the breadcrumb (src/components/Breadcrumb.tsx),
 * the authors' photos and links (.author-*: src/components/blog/AuthorPhoto.tsx, AuthorByline.tsx,
 * AuthorHeader.tsx), the related posts
 * (.related-*: src/components/blog/RelatedPosts.tsx) and the highlighted code blocks
 * (.code-block, Prism's .token classes: src/content/code-blocks.js). Its rules are written into
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

  // The table of contents: on screens narrower than `xl` a <details> above the text, closed; from
  // `xl` (1280 px) a list in the margin beside the text, following the reader down the page. Both are
  // in the HTML and only one shows, so nothing moves when the page hydrates or the screen turns.
  ".contents-body": { position: "relative" },
  ".contents-collapsed": {
    display: { base: "block", xl: "none" },
    marginBottom: "8",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "lg",
    background: "bg.band",
  },
  ".contents-collapsed summary": {
    cursor: "pointer",
    paddingInline: "4",
    paddingBlock: "3",
    fontWeight: "semibold",
    color: "fg.heading",
    borderRadius: "lg",
  },
  ".contents-collapsed summary:focus-visible": { ...focusRing, outlineOffset: "-2px" },
  ".contents-collapsed .contents-list": { paddingInline: "4", paddingBottom: "4" },
  ".contents-beside": {
    display: { base: "none", xl: "block" },
    position: "absolute",
    top: "0",
    bottom: "0",
    // The text column is centred with at least (1280 - 768) / 2 px on each side at `xl`: the list takes the right one.
    left: "calc(100% + 3rem)",
    width: "13.5rem",
  },
  ".contents-beside > nav": {
    position: "sticky",
    top: `calc(${NAVBAR_HEIGHT} + 1.5rem)`,
    maxHeight: `calc(100vh - ${NAVBAR_HEIGHT} - 3rem)`,
    overflowY: "auto",
    fontSize: "sm",
  },
  ".contents-beside > nav > p": { fontWeight: "semibold", color: "fg.heading", marginBottom: "3" },
  ".contents-list": { listStyleType: "none", display: "flex", flexDirection: "column", gap: "1", fontSize: "sm", lineHeight: "1.45" },
  ".contents-list ol": {
    listStyleType: "none",
    display: "flex",
    flexDirection: "column",
    gap: "1",
    marginTop: "1",
    paddingLeft: "3",
    borderLeftWidth: "1px",
    borderColor: "border",
  },
  // At least 24 px tall, each (WCAG 2.2 target size).
  ".contents-list a": { display: "block", paddingBlock: "0.5", color: "fg.muted", textDecoration: "none", borderRadius: "xs" },
  ".contents-list a:hover": { color: "brand.fg", textDecoration: "underline", textUnderlineOffset: "3px" },
  ".contents-list a:focus-visible": focusRing,

  // The way back up, above a post or an article: a / between its steps, not read out.
  ".breadcrumb ol": { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2", listStyleType: "none", fontSize: "sm" },
  ".breadcrumb li + li::before": { content: '"/" / ""', color: "fg.subtle", marginRight: "2" },
  ".breadcrumb a": { color: "brand.fg", fontWeight: "medium", textDecoration: "none", borderRadius: "xs" },
  ".breadcrumb a:hover": { textDecoration: "underline", textUnderlineOffset: "3px" },
  ".breadcrumb a:focus-visible": focusRing,

  // An author's photo in a circle, beside a post's title (AuthorByline, with their page's link) and at
  // the top of their list of posts (AuthorHeader, with their links elsewhere): src/components/blog/.
  ".author-photo": { display: "block", flexShrink: "0", width: "10", height: "10", borderRadius: "full", overflow: "hidden", background: "bg.muted" },
  '.author-photo[data-size="lg"]': { width: "24", height: "24", marginInline: "auto", marginBottom: "4" },
  // A flex box of its own (not inline): the name is centred on the photo, level with the date beside it.
  ".author-link": { display: "flex", alignItems: "center", gap: "2", color: "fg", textDecoration: "none", borderRadius: "xs" },
  ".author-link:hover": { textDecoration: "underline", textUnderlineOffset: "3px" },
  ".author-links": { display: "flex", flexWrap: "wrap", justifyContent: "center", gap: "4", marginTop: "4", listStyleType: "none" },
  ".author-links a": { color: "brand.fg", fontWeight: "medium", textUnderlineOffset: "3px", borderRadius: "xs" },
  ":is(.author-link, .author-links a):focus-visible": focusRing,

  // Related posts under a post: three cards from md, their link's area stretched over the card.
  ".related-posts": { marginTop: "16", paddingTop: "8", borderTopWidth: "1px", borderColor: "border" },
  ".related-posts > h2": { fontSize: { base: "xl", md: "2xl" }, fontWeight: "semibold", lineHeight: "1.2", color: "fg.heading", marginBottom: "6" },
  ".related-posts > ul": { display: "grid", gridTemplateColumns: { base: "minmax(0, 1fr)", md: "repeat(3, minmax(0, 1fr))" }, gap: "4", listStyleType: "none" },
  ".related-card": {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    height: "100%",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "lg",
    overflow: "hidden",
    background: "bg.canvas",
    transition: "box-shadow 0.2s, border-color 0.2s",
  },
  ".related-card:hover": { boxShadow: "sm", borderColor: "brand.emphasized" },
  ".related-cover": { aspectRatio: "16 / 9", overflow: "hidden", background: "brand.muted" },
  ".related-card > div:last-child": { display: "flex", flexDirection: "column", alignItems: "flex-start", gap: "2", padding: "4", flex: "1" },
  ".related-card h3": { fontSize: "md", fontWeight: "semibold", lineHeight: "1.4", color: "fg.heading" },
  ".related-card h3 a": { color: "inherit", textDecoration: "none", borderRadius: "xs" },
  ".related-card h3 a:hover": { textDecoration: "underline", textUnderlineOffset: "3px" },
  ".related-card h3 a:focus-visible": focusRing,
  ".related-card h3 a::after": { content: '""', position: "absolute", inset: "0" },
  ".related-card p": { fontSize: "sm", color: "fg.muted", marginTop: "auto" },

  // A fenced code block: its language's label above the code, in one box; a line wider than the box
  // scrolls inside it, never the page. `div.code-block > pre` outranks Prose's rule for any <pre>.
  ".code-block": { borderWidth: "1px", borderColor: "border", borderRadius: "md", background: "bg.muted", overflow: "hidden" },
  ".code-language": { paddingInline: "4", paddingTop: "2", fontSize: "xs", fontWeight: "semibold", lineHeight: "1.5", color: "fg.muted" },
  "div.code-block > pre": { margin: "0", padding: "4", background: "transparent", color: "fg", fontSize: "sm", lineHeight: "1.7", overflowX: "auto", borderRadius: "md" },
  ".code-language + pre": { paddingTop: "2" },
  "div.code-block > pre:focus-visible": { ...focusRing, outlineOffset: "-2px" },
  // Prism's token classes, in the palettes' text colours: semantic tokens with a light and a dark value
  // (700 and 300 shades), each above WCAG AA's 4.5:1 on `bg.muted` in both modes; no token of their own,
  // so nothing of them in the pages' JavaScript.
  ".code-block .token:is(.comment, .prolog, .doctype, .cdata)": { color: "fg.muted", fontStyle: "italic" },
  ".code-block .token:is(.keyword, .atrule, .rule, .important)": { color: "brand.fg" },
  ".code-block .token:is(.string, .char, .attr-value, .regex, .url, .inserted)": { color: "green.fg" },
  ".code-block .token:is(.number, .boolean, .constant, .symbol, .builtin)": { color: "orange.fg" },
  ".code-block .token:is(.function, .class-name)": { color: "blue.fg" },
  ".code-block .token:is(.property, .tag, .attr-name, .selector, .variable, .key, .deleted)": { color: "red.fg" },
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
