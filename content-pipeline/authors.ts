// Node only: the authors gatsby-config.ts makes a feed for, read from content/authors/ before Gatsby
// has any node (gatsby-plugin-feed takes its feeds as options).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { frontmatterEngine } from "../src/content/frontmatter";
import { SLUG_PATTERN, fileStem } from "../src/content/paths";

export interface AuthorName {
  /** The file's name without .md: what a post's `author` holds, and the address of their list. */
  slug: string;
  /** Their `title`; the slug when the file gives none (the content rules report that file). */
  name: string;
}

/** Every author file in `dir` named as a slug, with the name it gives, by slug; the same YAML reader as the build's. */
export function readAuthorNames(dir: string): AuthorName[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md") && SLUG_PATTERN.test(fileStem(entry.name)))
    .map((entry) => {
      const slug = fileStem(entry.name);
      const { data } = matter(readFileSync(path.join(dir, entry.name), "utf8"), { engines: { yaml: frontmatterEngine } } as never);
      const title: unknown = data.title;
      return { slug, name: typeof title === "string" && title.trim() !== "" ? title : slug };
    })
    .sort((a, b) => a.slug.localeCompare(b.slug));
}
