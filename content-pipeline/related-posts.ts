// Each published post's related posts (src/content/related.ts) from words the build already has: title, excerpt
// and the headings in the node's `entry` field (src/content/rules.ts, BodyFacts); no body is parsed here.
import type { GatsbyNode, Node } from "gatsby";
import { relatedPosts, type RelatablePost } from "../src/content/related";
import { storedEntryField } from "./entries";

type CreatePagesArgs = Parameters<NonNullable<GatsbyNode["createPages"]>>[0];

/** A published post as createPages lists it, newest first. */
export interface PostRef {
  id: string;
  frontmatter: { title: string; category: string | null };
}

/** For each post (newest first), the ids of its related posts, best first. */
export function relatedPostIds({ getNode, reporter }: CreatePagesArgs, posts: readonly PostRef[]): Map<string, string[]> {
  const started = performance.now();
  const relatable: RelatablePost[] = posts.map((post) => {
    const node = getNode(post.id) as Node & { frontmatter?: { excerpt?: unknown } };
    const excerpt = node.frontmatter?.excerpt;
    return {
      id: post.id,
      category: post.frontmatter.category ?? "",
      title: post.frontmatter.title,
      excerpt: typeof excerpt === "string" ? excerpt : "",
      headings: storedEntryField(node)?.body.headings ?? [],
    };
  });
  const related = relatedPosts(relatable);
  reporter.info(`Related posts: ${posts.length} posts ranked in ${Math.round(performance.now() - started)} ms`);
  return related;
}
