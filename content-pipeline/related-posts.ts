/**
 * Each published post's related posts (src/content/related.ts), from words the build already has:
 * the title and excerpt of its front matter, and its headings as gatsby-transformer-remark reads
 * them (the same tree the page is made from). createPages runs on every build, so the headings are
 * kept in the site's cache by each body's content digest: a build asks the transformer only for the
 * posts written or changed since the last one, and parses no body the page queries would not parse
 * anyway (the transformer keeps the tree it made for the post's own page).
 */
import type { GatsbyNode, Node } from "gatsby";
import { relatedPosts, type RelatablePost } from "../src/content/related";

type CreatePagesArgs = Parameters<NonNullable<GatsbyNode["createPages"]>>[0];

/** A published post as createPages lists it, newest first. */
export interface PostRef {
  id: string;
  frontmatter: { title: string; category: string | null };
}

/** The cache entry: each body's headings, by the content digest of its Markdown node. */
const HEADINGS_KEY = "related-posts-headings";

/** Posts whose headings one query asks for: a clean build asks for all, and each holds its body's tree until answered. */
const QUERY_BATCH = 100;

type HeadingsByDigest = Record<string, string[]>;

/** The headings of the posts `ids`, from the transformer (which caches each body's tree for its page's query). */
async function transformerHeadings(graphql: CreatePagesArgs["graphql"], ids: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (let start = 0; start < ids.length; start += QUERY_BATCH) {
    const result = await graphql<{ markdownRemarksById: Array<{ id: string; headings: Array<{ value: string | null } | null> | null }> }>(
      `
        query RelatedPostHeadings($ids: [String!]!) {
          markdownRemarksById(ids: $ids) {
            id
            headings { value }
          }
        }
      `,
      { ids: ids.slice(start, start + QUERY_BATCH) },
    );
    if (result.errors || !result.data) throw new Error(`Could not read the posts' headings: ${String(result.errors ?? "no data")}`);
    for (const node of result.data.markdownRemarksById) {
      found.set(node.id, (node.headings ?? []).flatMap((heading) => (heading?.value ? [heading.value] : [])));
    }
  }
  return found;
}

/** For each post (newest first), the ids of its related posts, best first. */
export async function relatedPostIds({ graphql, getNode, cache, reporter }: CreatePagesArgs, posts: readonly PostRef[]): Promise<Map<string, string[]>> {
  const started = performance.now();
  const cached = ((await cache.get(HEADINGS_KEY)) as HeadingsByDigest | undefined) ?? {};
  const nodes = posts.map((post) => getNode(post.id) as Node & { frontmatter?: { excerpt?: unknown } });
  const missing = posts.filter((_post, index) => cached[nodes[index].internal.contentDigest] === undefined).map((post) => post.id);
  const fetched = missing.length > 0 ? await transformerHeadings(graphql, missing) : new Map<string, string[]>();

  // This build's entries only: a changed body's old digest is dropped.
  const headings: HeadingsByDigest = {};
  const relatable: RelatablePost[] = posts.map((post, index) => {
    const digest = nodes[index].internal.contentDigest;
    headings[digest] = cached[digest] ?? fetched.get(post.id) ?? [];
    const excerpt = nodes[index].frontmatter?.excerpt;
    return {
      id: post.id,
      category: post.frontmatter.category ?? "",
      title: post.frontmatter.title,
      excerpt: typeof excerpt === "string" ? excerpt : "",
      headings: headings[digest],
    };
  });
  if (missing.length > 0 || Object.keys(cached).length !== Object.keys(headings).length) await cache.set(HEADINGS_KEY, headings);
  const ranking = performance.now();
  const related = relatedPosts(relatable);
  const done = performance.now();
  reporter.info(
    `Related posts: ${posts.length} posts, headings read for ${missing.length} (the others' from the cache) in ${Math.round(ranking - started)} ms, ranked in ${Math.round(done - ranking)} ms`,
  );
  return related;
}
