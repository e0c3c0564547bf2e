import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { anchorHeadings } from "../../src/content/heading-anchors";
import { parseMarkdown } from "../../src/content/markdown";
import type { RelatablePost } from "../../src/content/related";

/** A blog post as src/content/related.ts reads it, with what orders it (its date) and whether it is live. */
export interface PostSource extends RelatablePost {
  slug: string;
  /** The front matter's date as written (YYYY-MM-DD, or with a time). */
  date: string;
  draft: boolean;
}

/**
 * The posts of a blog folder (`<slug>/index.md`), id = slug: front matter by its parser, headings as
 * the build gives them ids (`##` to `####`, the depths posts use; the build reads every depth), newest
 * first as the build orders them (date, then path).
 */
export function postSources(dir: string): PostSource[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, "index.md")))
    .map(({ name }) => {
      const { data, content } = matter(readFileSync(join(dir, name, "index.md"), "utf8"));
      const date = data.date instanceof Date ? data.date.toISOString().replace(/T00:00:00\.000Z$/, "") : String(data.date);
      return {
        id: name,
        slug: name,
        date,
        draft: data.draft === true,
        category: String(data.category ?? ""),
        title: String(data.title ?? ""),
        excerpt: String(data.excerpt ?? ""),
        headings: anchorHeadings(parseMarkdown(content)).map((heading) => heading.value),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
