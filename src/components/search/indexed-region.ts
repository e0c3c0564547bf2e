/**
 * What the site search indexes (docs/search.md). Pagefind (plugins/search-index) reads the built
 * HTML: once any page marks a region with `data-pagefind-body`, pages without one are left out.
 * The layout marks its <main> on the pages that pass a `search` section; the 404 page, the
 * dashboard, the sign-in, sign-up and reset forms, the contact form's thank-you page and the blog's
 * numbered list pages pass none. Drafts are never built in production, so never indexed.
 */

/** The section filter's values, in the order the search dialog lists them. */
export const SEARCH_SECTIONS = ["Blog", "Help", "Docs", "Product", "Company", "Legal"] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** The Pagefind filter that holds a page's section. */
export const SECTION_FILTER = "section";
/**
 * The help center box's own filter: the Markdown help and docs pages, by the label its results show
 * (src/data/support.ts searchSectionLabel). The hub pages (/help-center/, /documentation/) have none.
 */
export const HELP_KIND_FILTER = "kind";

/** The attributes of an indexed page's main content: indexed, with its section as a filter. */
export function indexedRegion(section: SearchSection): Record<string, string> {
  return { "data-pagefind-body": "", "data-pagefind-filter": `${SECTION_FILTER}:${section}` };
}

/**
 * A help or docs page's `kind` filter, on an element inside its indexed region (Pagefind reads one
 * `key:value` per attribute: "section:Help, kind:…" would be one section value).
 */
export const helpKindFilter = (label: string) => ({ "data-pagefind-filter": `${HELP_KIND_FILTER}:${label}` });

/** Left out of the index inside an indexed region (e.g. a list of posts indexed on their own pages). */
export const NOT_INDEXED = { "data-pagefind-ignore": "all" } as const;
