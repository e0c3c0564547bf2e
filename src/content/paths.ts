import type { Collection } from "./vocabulary";

/** The folder the editor uploads files to (static/images/, served inert by static/_headers). */
export const UPLOADS_FOLDER = "images";

/**
 * Top-level names the build and the host keep their own files under, whatever the content says: the
 * editor (plugins/decap-admin) and its uploads, Gatsby's page data, hashed files, slices and Partytown,
 * the site search's index (plugins/search-index), the not-found page and Netlify's functions. A legal
 * page's slug or a post's old address there would be shadowed by those files, or shadow them. The files
 * and folders of static/ are copied to the top level too: the build passes their names (SiteFacts in addresses.ts).
 */
export const HOST_ROOT_NAMES = ["admin", UPLOADS_FOLDER, "page-data", "static", "pagefind", "_gatsby", "~partytown", "404", ".netlify"] as const;

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

/** The file every blog post is: `content/blog/<folder>/index.md`, its images beside it (a page bundle). */
export const POST_FILE_NAME = "index.md";

/** The folder of a post bundle ("lead-scoring/index.md" -> "lead-scoring"), or null for any other layout. */
export function bundleFolder(relativePath: string): string | null {
  const match = /^([^/]+)\/index\.md$/.exec(relativePath);
  return match ? match[1] : null;
}

/** The address of an author's list of posts: `/blog/author/<slug>/`, the slug being the author file's name. */
export const authorPagePath = (slug: string): string => `/blog/author/${slug}/`;

/** The name a blog post, legal page or author is known by before any slug: a post's folder, a legal page's or an author's file. */
export function entryName(collection: Collection, relativePath: string): string {
  return (collection === "blog" ? bundleFolder(relativePath) : null) ?? fileStem(relativePath);
}

/**
 * The URL of a Markdown file. Blog posts and legal pages take their slug (the post's folder or the
 * legal page's file name unless frontmatter sets one); an author's list of posts takes the author
 * file's name; help and docs pages mirror their place in the folder.
 */
export function contentPath(collection: Collection, relativePath: string, slug?: string): string {
  switch (collection) {
    case "blog":
      return `/blog/${slug ?? slugify(entryName(collection, relativePath))}/`;
    case "legal":
      return `/${slug ?? slugify(entryName(collection, relativePath))}/`;
    case "authors":
      return authorPagePath(slug ?? slugify(entryName(collection, relativePath)));
    case "help":
    case "docs": {
      const segments = relativePath.replace(/\.md$/i, "").split("/").map(slugify);
      return `/${collection}/${segments.join("/")}/`;
    }
  }
}
