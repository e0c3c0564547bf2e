import type { Element, Root } from "hast";
import visit from "unist-util-visit";
import { inertHtml } from "../content/active-content";
import { isDecorativeAlt } from "../content/media";
import { markExternalLinks } from "../content/external-links";
import { anchorHeadings, type AnchoredHeading } from "../content/heading-anchors";
import { highlightCodeBlocks } from "../content/code-blocks";

/**
 * A Markdown body as the HTML the build would publish for it on `siteUrl` (the editor runs on the
 * site itself): same parser, link marking (plugins/markdown-links), heading ids and links
 * (plugins/heading-anchors) and highlighted code blocks (plugins/code-highlight) as the build.
 * `imageUrl` maps an image's file name (`./chart.png`) to where the editor can show it; decorative
 * images get an empty alt, as built. What the build refuses as active content (a script, a frame, a
 * form, an event handler, a javascript: link: src/content/active-content.ts) is left out, so the
 * preview, on the origin that holds the editor's sign-in, never runs it. With it, the headings that have an id (what the page's table of contents lists).
 */
export function markdownPage(
  markdown: string,
  imageUrl?: (src: string) => string,
  siteUrl = window.location.origin,
): { html: string; headings: AnchoredHeading[] } {
  let headings: AnchoredHeading[] = [];
  const html = inertHtml(markdown, {
    markdown: (tree) => {
      markExternalLinks(tree as Parameters<typeof markExternalLinks>[0], siteUrl);
      headings = anchorHeadings(tree as object);
      highlightCodeBlocks(tree as object);
    },
    html: (tree: Root) =>
      visit(tree, "element", (element: Element) => {
        if (element.tagName !== "img" || !element.properties) return;
        const { src, alt } = element.properties;
        if (typeof alt === "string" && isDecorativeAlt(alt)) element.properties.alt = "";
        if (imageUrl && typeof src === "string") element.properties.src = imageUrl(src);
      }),
  });
  return { html, headings };
}
