/**
 * Each published post's related posts (src/content/related.ts), from words the build has at hand:
 * the title and excerpt of its front matter and the headings of its body. createPages runs before
 * any page query, so on a clean build no body has been parsed yet, and the transformer's full parse
 * there would only move the page queries' parsing into this step. The headings come from a
 * CommonMark parser's block rules instead (markdown-it: a `#` line inside a code block is no
 * heading), each heading's text from its inline rules, and are kept in the site's cache by each
 * body's content digest, so a rebuild reads only the bodies that changed.
 */
import type { GatsbyNode, Node } from "gatsby";
import MarkdownIt from "markdown-it";
import { CUSTOM_ID_MARK } from "../src/content/heading-anchors";
import { relatedPosts, type RelatablePost } from "../src/content/related";

type CreatePagesArgs = Parameters<NonNullable<GatsbyNode["createPages"]>>[0];

/** A published post as createPages lists it, newest first. */
export interface PostRef {
  id: string;
  frontmatter: { title: string; category: string | null };
}

interface PostNode extends Node {
  rawMarkdownBody?: string;
  frontmatter?: { excerpt?: unknown };
}

/** The cache entry: each body's headings, by the content digest of its Markdown node. */
const HEADINGS_KEY = "related-posts-headings";

type HeadingsByDigest = Record<string, string[]>;

/** The block structure only: a heading's text stays as written, to be read by `inline`. */
const blocks = new MarkdownIt("commonmark").disable("inline");
const inline = new MarkdownIt("commonmark");

/** The text of each heading of a Markdown body, as a reader sees it (no markup, no `{#custom-id}`). */
export function headingTexts(body: string): string[] {
  const tokens = blocks.parse(body, {});
  return tokens.flatMap((token, at) => {
    if (token.type !== "heading_open") return [];
    const [line] = inline.parseInline(tokens[at + 1].content, {});
    const text = (line?.children ?? []).flatMap((part) => (part.type === "text" || part.type === "code_inline" ? [part.content] : [])).join("");
    return [text.replace(CUSTOM_ID_MARK, "").trim()];
  });
}

/** For each post (newest first), the ids of its related posts, best first. */
export async function relatedPostIds({ getNode, cache, reporter }: CreatePagesArgs, posts: readonly PostRef[]): Promise<Map<string, string[]>> {
  const started = performance.now();
  const cached = ((await cache.get(HEADINGS_KEY)) as HeadingsByDigest | undefined) ?? {};
  // This build's entries only: a changed body's old digest is dropped.
  const headings: HeadingsByDigest = {};
  let parsed = 0;
  const relatable: RelatablePost[] = posts.map((post) => {
    const node = getNode(post.id) as PostNode;
    const digest = node.internal.contentDigest;
    if (cached[digest] === undefined) parsed += 1;
    headings[digest] = cached[digest] ?? headingTexts(node.rawMarkdownBody ?? "");
    const excerpt = node.frontmatter?.excerpt;
    return {
      id: post.id,
      category: post.frontmatter.category ?? "",
      title: post.frontmatter.title,
      excerpt: typeof excerpt === "string" ? excerpt : "",
      headings: headings[digest],
    };
  });
  if (parsed > 0 || Object.keys(cached).length !== Object.keys(headings).length) await cache.set(HEADINGS_KEY, headings);
  const ranking = performance.now();
  const related = relatedPosts(relatable);
  const done = performance.now();
  reporter.info(
    `Related posts: ${posts.length} posts, the headings of ${parsed} read from their bodies and of ${posts.length - parsed} from the cache in ${Math.round(ranking - started)} ms, ranked in ${Math.round(done - ranking)} ms`,
  );
  return related;
}
