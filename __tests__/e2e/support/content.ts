import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import type { Page } from "playwright-core";
import { frontmatterEngine } from "../../../src/content/frontmatter";

export interface SampleAuthor {
  /** The file's name without .md: what a post's `author` holds. */
  slug: string;
  name: string;
  role: string;
  bio: string;
}

/** The authors in content/authors (content/authors/<slug>.md), read with the site's YAML reader, by slug. */
export function sampleAuthors(dir = "content/authors"): Map<string, SampleAuthor> {
  const authors = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const { data } = matter(readFileSync(join(dir, name), "utf8"), { engines: { yaml: frontmatterEngine } } as never);
      return { slug: name.replace(/\.md$/, ""), name: String(data.title), role: String(data.role), bio: String(data.bio) };
    });
  return new Map(authors.map((author) => [author.slug, author]));
}

export interface SamplePost {
  slug: string;
  title: string;
  category: string;
  /** The author's slug, as the post names them. */
  author: string;
  /** The author's name, from their file. */
  authorName: string;
  date: string;
  /** The cover's file name in the post's folder ("" when the post has none) and its alt text. */
  cover: string;
  coverAlt: string;
}

/** The blog posts in content/blog (content/blog/<slug>/index.md, frontmatter read directly), newest first: the build must show exactly these. */
export function samplePosts(dir = "content/blog"): SamplePost[] {
  const authors = sampleAuthors(join(dir, "../authors"));
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, "index.md")))
    .map(({ name }) => {
      const source = readFileSync(join(dir, name, "index.md"), "utf8");
      const field = (key: string) => {
        const match = new RegExp(`^${key}:\\s*"?(.*?)"?\\s*$`, "m").exec(source);
        return match ? match[1] : "";
      };
      return {
        slug: name,
        title: field("title"),
        category: field("category"),
        author: field("author"),
        authorName: authors.get(field("author"))?.name ?? "",
        date: field("date"),
        cover: field("cover"),
        coverAlt: field("coverAlt"),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** Title and message of the toast whose title is `title`, once it shows. */
export async function readToast(page: Page, title: string) {
  const toast = page.getByTestId("toast").filter({ hasText: title });
  await toast.waitFor();
  return {
    title: (await toast.locator('[data-part="title"]').textContent())?.trim(),
    description: (await toast.locator('[data-part="description"]').textContent())?.trim(),
  };
}
