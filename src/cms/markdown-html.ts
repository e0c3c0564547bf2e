import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import { markdownParser } from "../content/markdown";
import { isDecorativeAlt } from "../content/media";
import { markExternalLinks } from "../content/external-links";
import { anchorHeadings, type AnchoredHeading } from "../content/heading-anchors";

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function* elements(node: HastNode): Generator<HastNode> {
  if (node.type === "element") yield node;
  for (const child of node.children ?? []) yield* elements(child);
}

/**
 * A Markdown body as the HTML the build would publish for it on `siteUrl` (the editor runs on the
 * site itself): same parser, link marking (plugins/markdown-links) and heading ids and links
 * (plugins/heading-anchors) as the build. `imageUrl` maps an image's file name (`./chart.png`) to
 * where the editor can show it; decorative images get an empty alt, as built.
 */
export function markdownToHtml(markdown: string, imageUrl?: (src: string) => string, siteUrl = window.location.origin): string {
  return markdownPage(markdown, imageUrl, siteUrl).html;
}

/** markdownToHtml, with the headings that have an id (what the page's table of contents lists). */
export function markdownPage(
  markdown: string,
  imageUrl?: (src: string) => string,
  siteUrl = window.location.origin,
): { html: string; headings: AnchoredHeading[] } {
  const tree = markExternalLinks(markdownParser.parse(markdown), siteUrl);
  const headings = anchorHeadings(tree);
  const hast = toHast(tree, { allowDangerousHtml: true }) as HastNode | null;
  if (!hast) return { html: "", headings };
  for (const element of elements(hast)) {
    if (element.tagName !== "img" || !element.properties) continue;
    const { src, alt } = element.properties;
    if (typeof alt === "string" && isDecorativeAlt(alt)) element.properties.alt = "";
    if (imageUrl && typeof src === "string") element.properties.src = imageUrl(src);
  }
  return { html: toHtml(hast as never, { allowDangerousHtml: true }), headings };
}
