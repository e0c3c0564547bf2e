import { coverFrom, type PostSummary } from "./post";
import type { Release } from "../../content/publishing";

/** A post as the PostSummary fragment (src/content/fragments.ts) selects it. */
export interface PostSummaryNode extends PostFrontmatterNode {
  id: string;
  readTime: number;
  fields: { path: string };
}
interface PostFrontmatterNode {
  frontmatter: Parameters<typeof coverFrom>[0] & {
    title: string;
    excerpt?: string | null;
    /** The author's file (src/content/schema.ts: a post's `author` names it): their name. */
    authorEntry?: { frontmatter: { title: string } } | null;
    category?: string | null;
    date?: string | null;
    isoDate?: string | null;
  };
}

/** The plain data of a queried PostSummary (a card, the post's header), with its release where the build shows unreleased posts. */
export function postSummaryFrom(node: PostSummaryNode, release?: Release): PostSummary {
  return {
    id: node.id,
    title: node.frontmatter.title,
    path: node.fields.path,
    excerpt: node.frontmatter.excerpt ?? "",
    author: node.frontmatter.authorEntry?.frontmatter.title ?? "",
    category: node.frontmatter.category ?? "",
    date: node.frontmatter.date ?? "",
    isoDate: node.frontmatter.isoDate ?? "",
    readTime: node.readTime,
    cover: coverFrom(node.frontmatter),
    release,
  };
}
