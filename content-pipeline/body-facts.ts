// What the content rules learn from each Markdown body (src/content/rules.ts, BodyFacts), read from the tree gatsby-transformer-remark
// parses for the page (plugins/content-rules), so each body is parsed once, and kept by the node's digest for the next build.
import type { GatsbyCache, Node } from "gatsby";
import { factsOfBody, type BodyFacts } from "../src/content/rules";
import { parseBody } from "../src/content/body";
import type { MarkdownNode as MarkdownTree } from "../src/content/markdown";
import { readTimeFor } from "../src/content/read-time";

export type GetCache = (id: string) => GatsbyCache;
type BodyNode = Node & { rawMarkdownBody?: string; frontmatter?: { readTime?: unknown } };
type TreeArgs = { markdownAST: MarkdownTree & { position?: { end: { offset?: number } } }; markdownNode: BodyNode; getCache: GetCache };

const CACHE = "content-body-facts";
/** How many bodies this process has read so far. */
export let bodiesReadThisRun = 0;

async function readBody(getCache: GetCache, node: BodyNode, tree?: MarkdownTree): Promise<BodyFacts> {
  bodiesReadThisRun += 1;
  const facts = factsOfBody(parseBody(node.rawMarkdownBody ?? "", tree));
  await getCache(CACHE).set(node.internal.contentDigest, facts);
  return facts;
}

// plugins/content-rules calls this global: the transformer loads sub-plugins without Gatsby's TypeScript compilation.
/** From now on, this process's rules read each body's tree the transformer parses (not a part of it parsed for a plugin, as a caption). */
export function readTransformerTrees(): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for("scalewise.content-rules")] = async ({ markdownAST, markdownNode, getCache }: TreeArgs) => {
    if (markdownAST.position?.end.offset === (markdownNode.rawMarkdownBody ?? "").length) await readBody(getCache, markdownNode, markdownAST);
  };
}

/** A body's facts: as the rules read the transformer's tree (this run or an earlier one), else parsed now. */
export async function bodyFactsOf(getCache: GetCache, node: Node): Promise<BodyFacts> {
  return ((await getCache(CACHE).get(node.internal.contentDigest)) as BodyFacts | undefined) ?? readBody(getCache, node);
}

/** A post's read time (src/content/read-time.ts). */
export const readTimeOf = async (getCache: GetCache, node: BodyNode) => readTimeFor(node.frontmatter?.readTime, (await bodyFactsOf(getCache, node)).words);
