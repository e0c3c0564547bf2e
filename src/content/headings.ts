import { ANCHORED_DEPTHS, CUSTOM_ID_MARK, CUSTOM_ID_PATTERN, RESERVED_IDS, textOf } from "./heading-anchors";
import visit from "unist-util-visit";
import type { MarkdownNode } from "./markdown";

/**
 * What is wrong with the `{#custom-id}` marks of a body's headings (content/README.md, "Headings"),
 * each worded to follow the file's name. The build gives every heading an id on its own
 * (src/content/heading-anchors.js); a writer writes one only to keep an old link working, so a mark
 * that would not do what it says is an error, not a guess.
 */
export function headingIdProblems(tree: MarkdownNode): string[] {
  const problems: string[] = [];
  const used = new Set<string>();
  const headings: MarkdownNode[] = [];
  visit(tree as never, "heading", (node: MarkdownNode) => {
    headings.push(node);
  });
  for (const node of headings) {
    const text = textOf(node).trim();
    const mark = CUSTOM_ID_MARK.exec(text);
    if (!mark) continue;
    const id = mark[1];
    const heading = `heading "${text}"`;
    const depth = (node as MarkdownNode & { depth?: number }).depth ?? 0;
    if (!ANCHORED_DEPTHS.includes(depth)) {
      problems.push(`${heading}: only ##, ### and #### headings take an id; remove {#${id}} or change the heading's level`);
    } else if (!CUSTOM_ID_PATTERN.test(id)) {
      problems.push(`${heading}: id "${id}" may hold only lowercase letters, digits and single hyphens, like {#pricing-tiers}`);
    } else if (RESERVED_IDS.includes(id)) {
      problems.push(`${heading}: id "${id}" is already used by every page of the site; choose another`);
    } else if (used.has(id)) {
      problems.push(`${heading}: id "${id}" is already the id of an earlier heading of this file; ids must be unique on the page`);
    } else if (text.slice(0, mark.index).trim() === "") {
      problems.push(`${heading}: the heading has no text before {#${id}}`);
    }
    used.add(id);
  }
  return problems;
}

/** The text of each heading of a Markdown tree, as a reader sees it: no markup, no link address, no `{#custom-id}`. */
export function headingTexts(tree: MarkdownNode): string[] {
  const texts: string[] = [];
  visit(tree as never, "heading", (node: MarkdownNode) => {
    texts.push(textOf(node).replace(CUSTOM_ID_MARK, "").trim());
  });
  return texts;
}
