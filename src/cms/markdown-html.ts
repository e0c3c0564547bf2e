import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import { markdownParser } from "../content/markdown";

/** A Markdown body as the HTML the build would publish for it. */
export function markdownToHtml(markdown: string): string {
  const hast = toHast(markdownParser.parse(markdown), { allowDangerousHtml: true });
  return hast ? toHtml(hast, { allowDangerousHtml: true }) : "";
}
