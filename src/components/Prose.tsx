/** @jsxImportSource @emotion/react */
import * as React from "react";
import { staticCss } from "../theme/static-css";
import { prefetchPathname } from "gatsby";
import { prefetchMarkdownLinks } from "../lib/prefetch-markdown-links";

/** Typography for HTML rendered from Markdown (posts, legal, help and docs pages); its headings' links: src/theme/content-css.ts. */
const proseCss = staticCss({
  fontSize: { base: "md", md: "lg" },
  lineHeight: "1.8",
  color: "fg",
  "& > * + *": { mt: "5" },
  "& h2": { fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", color: "fg.heading", lineHeight: "1.3", mt: "10", mb: "2" },
  "& h3": { fontSize: { base: "lg", md: "xl" }, fontWeight: "semibold", color: "fg.heading", lineHeight: "1.4", mt: "8", mb: "1" },
  "& h4": { fontSize: { base: "md", md: "lg" }, fontWeight: "semibold", color: "fg.heading", lineHeight: "1.5", mt: "6", mb: "1" },
  "& ul": { listStyleType: "disc", pl: "6" },
  "& ol": { listStyleType: "decimal", pl: "6" },
  "& li + li": { mt: "2" },
  "& li::marker": { color: "brand.fg" },
  "& a": { color: "brand.fg", textDecoration: "underline", textUnderlineOffset: "3px", fontWeight: "medium" },
  "& a:hover": { textDecorationThickness: "2px" },
  "& a:focus-visible": { outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "2px", borderRadius: "xs" },
  "& strong": { fontWeight: "semibold", color: "fg.heading" },
  "& em": { fontStyle: "italic" },
  "& blockquote": { borderLeftWidth: "4px", borderColor: "brand.muted", pl: "5", color: "fg.muted", fontStyle: "italic" },
  "& code": { fontFamily: "mono", fontSize: "0.9em", bg: "bg.muted", px: "1", py: "0.5", borderRadius: "sm" },
  "& pre": { bg: "bg.inverted", color: "fg.inverted", p: "4", borderRadius: "md", overflowX: "auto" },
  "& pre code": { bg: "transparent", p: "0", color: "inherit" },
  "& table": { width: "full", borderCollapse: "collapse", fontSize: "md", display: "block", overflowX: "auto" },
  "& th, & td": { borderBottomWidth: "1px", borderColor: "border", px: "3", py: "2", textAlign: "left" },
  "& th": { fontWeight: "semibold", color: "fg.heading", bg: "bg.band" },
  "& hr": { borderColor: "border", my: "10" },
  "& img": { maxW: "full", height: "auto", borderRadius: "md" },
});

export interface ProseProps {
  html: string;
  "data-testid"?: string;
}

/** Links in the rendered Markdown prefetch their pages like Gatsby's Link (gatsby-plugin-catch-links makes them client-side). */
function usePrefetchedLinks(ref: React.RefObject<HTMLElement>, html: string) {
  React.useEffect(() => {
    if (!ref.current) return undefined;
    return prefetchMarkdownLinks(ref.current, prefetchPathname, window.location);
  }, [ref, html]);
}

export function Prose({ html, ...rest }: ProseProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  usePrefetchedLinks(ref, html);
  return <div ref={ref} css={proseCss()} {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}
