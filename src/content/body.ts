/**
 * A Markdown body read once for every rule that judges it: the Markdown tree (images, headings,
 * words) and the HTML tree it renders to (the allowlist), read with the parsers the published page
 * goes through: the transformer's Markdown parser (./markdown.ts), then, where the writer wrote raw
 * HTML, an HTML parser (parse5) as a browser parses the page.
 */
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import raw from "hast-util-raw";
import fromParse5 from "hast-util-from-parse5";
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import visit from "unist-util-visit";
import vfile from "vfile";
import type { Root } from "hast";
import { parseMarkdown, type MarkdownNode } from "./markdown";

/** A body as every body rule reads it. */
export interface ParsedBody {
  /** The Markdown tree (mdast), as gatsby-transformer-remark parses it. */
  markdown: MarkdownNode;
  /** Whether the writer wrote raw HTML anywhere in the body. */
  hasHtml: boolean;
  /** The HTML tree, each element at its line of the body; raw HTML parsed where it stands. */
  html: Root;
  /**
   * Only for a body with raw HTML: the rendered body parsed in one piece, as the page gets it
   * (wellFormed, below), so markup that forms only across blocks (an attribute opened in one,
   * closed in another) is seen too; its elements know their block's line (`blockLine`), not their own.
   */
  wholeHtml: Root | null;
  /** The line of the body a position of the rendered HTML (as in `wholeHtml`) came from. */
  blockLine: (offset: number) => number;
  /** The source ranges (offsets in the body) of raw HTML: an element starting in one was written as HTML. */
  htmlRanges: ReadonlyArray<readonly [number, number]>;
  /**
   * Where the body's HTML ends inside a tag or a comment it never closes, so the parser drops
   * everything from there (the line of the raw HTML that opens it), or null.
   */
  endsOpen: { line: number; inComment: boolean } | null;
}

/** The element a body's HTML lands in on the page: its parse starts as inside a <div>. */
const PAGE_CONTEXT = parseFragment("<div></div>").childNodes[0] as DefaultTreeAdapterMap["element"];

/** Parses a body's rendered HTML as the page holds it, telling whether it ends inside a tag or a comment. */
function parseHtml(html: string, withPositions: boolean): { tree: Root; endsOpen: "tag" | "comment" | null } {
  let endsOpen: "tag" | "comment" | null = null;
  const fragment = parseFragment(PAGE_CONTEXT, html, {
    sourceCodeLocationInfo: withPositions,
    onParseError: (error) => {
      // An element whose content is only text (a <textarea>) left open is the allowlist's to refuse.
      if (error.code === "eof-in-comment") endsOpen = "comment";
      else if (error.code === "eof-in-tag" || error.code === "eof-before-tag-name") endsOpen ??= "tag";
    },
  });
  const tree = fromParse5(fragment as never, withPositions ? vfile(html) : undefined) as unknown as Root;
  return { tree, endsOpen };
}

/** A body's rendered HTML with whatever it leaves open closed, as a browser closes it at the end of its element. */
export function wellFormed(html: string): string {
  return toHtml(parseHtml(html, false).tree as never);
}

/** Parses a body once: its Markdown tree (or the tree the transformer made of it), and the HTML tree it renders to. */
export function parseBody(body: string, markdown: MarkdownNode = parseMarkdown(body)): ParsedBody {
  const htmlNodes: Array<{ value: string; line: number; range: [number, number] }> = [];
  type HtmlNode = { value: string; position?: { start: { offset?: number; line: number }; end: { offset?: number } } };
  visit(markdown as never, "html", ((node: HtmlNode) => {
    if (node.position) htmlNodes.push({ value: node.value, line: node.position.start.line, range: [node.position.start.offset ?? 0, node.position.end.offset ?? 0] });
  }) as never);
  const htmlRanges = htmlNodes.map((node) => node.range);
  const hasHtml = htmlNodes.length > 0;
  const rendered = toHast(markdown as never, { allowDangerousHtml: true }) as unknown as Root;
  if (!hasHtml) return { markdown, hasHtml, html: rendered, wholeHtml: null, blockLine: () => 1, htmlRanges, endsOpen: null };
  const blocks: Array<{ end: number; line: number }> = [];
  let end = 0;
  for (const child of rendered.children) {
    end += toHtml(child as never, { allowDangerousHtml: true }).length;
    blocks.push({ end, line: child.position?.start.line ?? blocks.at(-1)?.line ?? 1 });
  }
  const whole = parseHtml(toHtml(rendered as never, { allowDangerousHtml: true }), true);
  // The raw HTML that leaves the tag or comment open: the last that does so on its own, else the last.
  const opener = whole.endsOpen ? ([...htmlNodes].reverse().find((node) => parseHtml(node.value, false).endsOpen !== null) ?? htmlNodes.at(-1)!) : null;
  return {
    markdown,
    hasHtml,
    html: raw(rendered as never, vfile(body)) as unknown as Root,
    wholeHtml: whole.tree,
    blockLine: (offset) => (blocks.find((block) => offset < block.end) ?? blocks.at(-1))?.line ?? 1,
    htmlRanges,
    endsOpen: opener ? { line: opener.line, inComment: whole.endsOpen === "comment" } : null,
  };
}

/** Whether an element of `ParsedBody.html` was written as raw HTML (rather than made from Markdown syntax). */
export function writtenAsHtml(body: ParsedBody, element: { position?: { start: { offset?: number } } }): boolean {
  const offset = element.position?.start.offset;
  return offset !== undefined && body.htmlRanges.some(([start, end]) => offset >= start && offset < end);
}
