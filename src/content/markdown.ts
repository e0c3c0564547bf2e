import remark from "remark";
import remarkFootnotes from "remark-footnotes";
import remarkGfm from "remark-gfm";

// The same parser, extensions and options as gatsby-transformer-remark uses at build time, so the
// content rules, the link check (plugins/content-links) and the editor's preview read a body exactly as
// the published page does.
// The casts: the plugins' type declarations name the hoisted unified 11, while remark 13 runs
// them on its own unified 9 (as gatsby-transformer-remark does); only the types disagree.
export const markdownParser = remark()
  .use(remarkGfm as never)
  .use(remarkFootnotes as never, { inlineNotes: true });

/** The slice of a Markdown syntax tree node (mdast) the content rules read. */
export interface MarkdownNode {
  type: string;
  url?: string;
  alt?: string | null;
  identifier?: string;
  value?: string;
  children?: MarkdownNode[];
}

/** The Markdown syntax tree of a body. */
export function parseMarkdown(markdown: string): MarkdownNode {
  return markdownParser.parse(markdown) as unknown as MarkdownNode;
}
