// Each published post's related posts (src/content/related.ts) from words the build already has: title, excerpt
// and the headings the content rules kept (content-pipeline/body-facts.ts); no body is parsed here.
import type { GatsbyNode } from "gatsby";
import { relatedPosts } from "../src/content/related";
import { bodyFactsOf } from "./body-facts";

type CreatePagesArgs = Parameters<NonNullable<GatsbyNode["createPages"]>>[0];

/** A published post as createPages lists it, newest first. */
export interface PostRef {
  id: string;
  frontmatter: { title: string; category: string | null; excerpt: string | null };
}

/** For each post (newest first), the ids of its related posts, best first. */
export async function relatedPostIds({ getNode, getCache, reporter }: CreatePagesArgs, posts: readonly PostRef[]): Promise<Map<string, string[]>> {
  const started = performance.now();
  const relatable = posts.map(async ({ id, frontmatter: { title, category, excerpt } }) => {
    const { headings } = await bodyFactsOf(getCache, getNode(id)!);
    return { id, title, category: category ?? "", excerpt: excerpt ?? "", headings };
  });
  const related = relatedPosts(await Promise.all(relatable));
  reporter.info(`Related posts: ${posts.length} posts ranked in ${Math.round(performance.now() - started)} ms`);
  return related;
}
