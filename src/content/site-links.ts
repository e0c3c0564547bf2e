import visit from "unist-util-visit";
import type { MarkdownNode } from "./markdown";
import { leavesSite } from "./leaves-site";

/** A link to a site path as written in a Markdown body, with its line in the body (1-based): what the link check reads (plugins/content-links). */
export interface BodyLink {
  url: string;
  line: number;
}

/** Whether `url` is a path on this site as a Markdown link writes it: `/x/`, `#x`, `../x/`, `x/`. */
export const isSitePath = (url: unknown): url is string => typeof url === "string" && url !== "" && !leavesSite(url);

/** Every link and link definition of a Markdown tree that leads to a path of this site, in order. */
export function siteLinks(tree: MarkdownNode): BodyLink[] {
  const links: BodyLink[] = [];
  visit(tree as never, ["link", "definition"], ((node: MarkdownNode & { position?: { start: { line: number } } }) => {
    if (isSitePath(node.url)) links.push({ url: node.url, line: node.position?.start.line ?? 1 });
  }) as never);
  return links;
}
