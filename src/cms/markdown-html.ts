import remark from "remark";
import remarkFootnotes from "remark-footnotes";
import remarkGfm from "remark-gfm";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import { markExternalLinks } from "../../plugins/markdown-links/external-links";

// The same parser, extensions, options and link marking (plugins/markdown-links) as
// gatsby-transformer-remark uses at build time, so the preview shows a post's body exactly as
// the published page does.
// The casts: the plugins' type declarations name the hoisted unified 11, while remark 13 runs
// them on its own unified 9 (as gatsby-transformer-remark does); only the types disagree.
const parser = remark()
  .use(remarkGfm as never)
  .use(remarkFootnotes as never, { inlineNotes: true });

/** A Markdown body as the HTML the build would publish for it on `siteUrl` (the editor runs on the site itself). */
export function markdownToHtml(markdown: string, siteUrl = window.location.origin): string {
  const hast = toHast(markExternalLinks(parser.parse(markdown), siteUrl), { allowDangerousHtml: true });
  return hast ? toHtml(hast, { allowDangerousHtml: true }) : "";
}
