import type { Collection } from "./schema";

/** Top-level routes of the site a legal page's slug may not take. */
export const RESERVED_ROOT_SLUGS = [
  "404",
  "about",
  "admin",
  "blog",
  "careers",
  "community",
  "contact",
  "dashboard",
  "docs",
  "documentation",
  "features",
  "forgot-password",
  "help",
  "help-center",
  "login",
  "pricing",
  "signup",
  "status",
] as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "My First Post!.md" -> "my-first-post". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\.md$/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The file's name inside its collection folder, without folders or extension. */
export function fileStem(relativePath: string): string {
  const name = relativePath.split("/").pop() ?? relativePath;
  return name.replace(/\.md$/i, "");
}

/**
 * The URL of a Markdown file. Blog posts and legal pages take their slug (the file name unless
 * frontmatter sets one); help and docs pages mirror their place in the folder.
 */
export function contentPath(collection: Collection, relativePath: string, slug?: string): string {
  switch (collection) {
    case "blog":
      return `/blog/${slug ?? slugify(fileStem(relativePath))}/`;
    case "legal":
      return `/${slug ?? slugify(fileStem(relativePath))}/`;
    case "help":
    case "docs": {
      const segments = relativePath.replace(/\.md$/i, "").split("/").map(slugify);
      return `/${collection}/${segments.join("/")}/`;
    }
  }
}
