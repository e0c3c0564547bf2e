import type { Element, Root } from "hast";
import visit from "unist-util-visit";
import { inertHtml } from "../content/active-content";
import { isDecorativeAlt } from "../content/media";
import { markExternalLinks } from "../content/external-links";

/**
 * A Markdown body as the HTML the build would publish for it on `siteUrl` (the editor runs on the
 * site itself): same parser and link marking (plugins/markdown-links) as the build. `imageUrl`
 * maps an image's file name (`./chart.png`) to where the editor can show it; decorative images
 * get an empty alt, as built. What the build refuses as active content (a script, a frame, a form,
 * an event handler, a javascript: link: src/content/active-content.ts) is left out, so the preview,
 * on the origin that holds the editor's sign-in, never runs it.
 */
export function markdownToHtml(markdown: string, imageUrl?: (src: string) => string, siteUrl = window.location.origin): string {
  return inertHtml(markdown, {
    markdown: (tree) => markExternalLinks(tree as Parameters<typeof markExternalLinks>[0], siteUrl),
    html: (tree: Root) =>
      visit(tree, "element", (element: Element) => {
        if (element.tagName !== "img" || !element.properties) return;
        const { src, alt } = element.properties;
        if (typeof alt === "string" && isDecorativeAlt(alt)) element.properties.alt = "";
        if (imageUrl && typeof src === "string") element.properties.src = imageUrl(src);
      }),
  });
}
