import type { Element, Root } from "hast";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import raw from "hast-util-raw";
import visit from "unist-util-visit";
import { markdownParser } from "../content/markdown";
import { isDecorativeAlt } from "../content/media";
import { sanitize, type Schema } from "hast-util-sanitize";
import { BODY_HTML_SCHEMA, withClasses } from "../content/allowlist";
import { markExternalLinks } from "../content/external-links";
import { anchorHeadings, type AnchoredHeading } from "../content/heading-anchors";
import { highlightCodeBlocks } from "../content/code-blocks";

/**
 * The editor's preview: the body's allowlist, plus what the build itself adds to a body (images from
 * Markdown, each heading's link to itself with its icon, rel on links to other websites, highlighted
 * code blocks), and the editor's own image addresses (blob: for a file just uploaded).
 */
const PREVIEW_HTML_SCHEMA: Schema = {
  ...BODY_HTML_SCHEMA,
  tagNames: [...(BODY_HTML_SCHEMA.tagNames ?? []), "img", "svg", "path"],
  strip: (BODY_HTML_SCHEMA.strip ?? []).filter((tag) => tag !== "svg"),
  attributes: {
    ...BODY_HTML_SCHEMA.attributes,
    a: [...withClasses(BODY_HTML_SCHEMA.attributes?.a, "heading-link"), "rel", "dataPagefindIgnore"],
    div: [...withClasses(BODY_HTML_SCHEMA.attributes?.div, "heading-anchor", "code-block", "code-language"), "dataDepth", "dataLanguage", "dataPagefindIgnore"],
    // Highlighted code blocks (src/content/code-blocks.js): Prism's token classes, lowercase words.
    pre: [["className", /^language-[\w-]+$/]],
    span: [["className", /^[a-z][a-z-]*$/]],
    svg: ["ariaHidden", "focusable", "viewBox", "width", "height"],
    path: ["d", "fill", "stroke", "strokeWidth", "strokeLineCap"],
  },
  protocols: { ...BODY_HTML_SCHEMA.protocols, src: [...(BODY_HTML_SCHEMA.protocols?.src ?? []), "blob"] },
};

/** The tree as the editor's preview shows it: everything the allowlist drops left out. */
const sanitizeForPreview = (tree: Root): Root => sanitize(tree as never, PREVIEW_HTML_SCHEMA) as unknown as Root;

/**
 * A Markdown body as the HTML the build would publish for it on `siteUrl` (the editor runs on the
 * site itself): same parser, link marking (plugins/markdown-links), heading ids and links
 * (plugins/heading-anchors) and highlighted code blocks (plugins/code-highlight) as the build, parsed
 * in one piece as the page is (src/content/body.ts). `imageUrl` maps an image's file name
 * (`./chart.png`) to where the editor can show it; decorative images get an empty alt, as built.
 * What the site's allowlist refuses (src/content/allowlist.ts) is left out, so the preview, on the
 * origin that holds the editor's sign-in, never runs it. With it, the headings that have an id
 * (what the page's table of contents lists).
 */
export function markdownPage(
  markdown: string,
  imageUrl?: (src: string) => string,
  siteUrl = window.location.origin,
): { html: string; headings: AnchoredHeading[] } {
  const tree = markdownParser.parse(markdown);
  markExternalLinks(tree as Parameters<typeof markExternalLinks>[0], siteUrl);
  const headings = anchorHeadings(tree as object);
  highlightCodeBlocks(tree as object);
  const rendered = toHtml(toHast(tree as never, { allowDangerousHtml: true }) as never, { allowDangerousHtml: true });
  const page = raw({ type: "root", children: [{ type: "raw", value: rendered }] } as never) as unknown as Root;
  visit(page as never, "element", (element: Element) => {
    if (element.tagName !== "img" || !element.properties) return;
    const { src, alt } = element.properties;
    if (typeof alt === "string" && isDecorativeAlt(alt)) element.properties.alt = "";
    if (imageUrl && typeof src === "string") element.properties.src = imageUrl(src);
  });
  return { html: toHtml(sanitizeForPreview(page) as never), headings };
}
