/**
 * The words the content model is made of: the collections and the values a choice field offers.
 * Plain data, so pages can list the categories without loading the validation schema (./schema.ts)
 * and the library behind it.
 */
export const BLOG_CATEGORIES = ["AI Trends", "Strategy", "Case Study", "Tutorial", "Analytics"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const PAGE_KINDS = ["page", "article"] as const;

export const DOC_BADGES = ["Beginner", "Developer", "Advanced", "Integration", "Security"] as const;
export type DocBadge = (typeof DOC_BADGES)[number];

/** The folders of content/, one collection each. An author's file (`authors`) publishes the list of their posts, /blog/author/<slug>/. */
export const COLLECTIONS = ["blog", "legal", "help", "docs", "authors"] as const;
export type Collection = (typeof COLLECTIONS)[number];

export function isCollection(name: string): name is Collection {
  return (COLLECTIONS as readonly string[]).includes(name);
}

/** The links an author's file may give (each to another website), as their page and the editor label them; `hosts`: where it must lead. */
export const AUTHOR_LINKS = [
  { name: "website", label: "Website" },
  { name: "linkedin", label: "LinkedIn", hosts: ["linkedin.com"] },
  { name: "github", label: "GitHub", hosts: ["github.com"] },
] as const;
