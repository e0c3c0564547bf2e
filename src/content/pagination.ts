import { BLOG_CATEGORIES } from "./vocabulary";
import { authorPagePath, slugify } from "./paths";

export const POSTS_PER_PAGE = 12;

/** `/blog/` for the first list page, `/blog/2/` and so on after it. */
export function blogListPath(pageNumber: number): string {
  return pageNumber <= 1 ? "/blog/" : `/blog/${pageNumber}/`;
}

/** The last part of a category's address: "Case Study" -> "case-study". */
export const categorySlug = (category: string): string => slugify(category);

/** `/blog/category/case-study/` for a category's first list page, `/blog/category/case-study/2/` and so on. */
export function categoryListPath(category: string, pageNumber = 1): string {
  const base = `/blog/category/${categorySlug(category)}/`;
  return pageNumber <= 1 ? base : `${base}${pageNumber}/`;
}

/** A category's feed: `/blog/category/case-study/rss.xml`. */
export const categoryFeedPath = (category: string): string => `${categoryListPath(category)}rss.xml`;

/** `/blog/author/meera-iyer/` for an author's first list page (their slug: src/content/paths.ts), `/blog/author/meera-iyer/2/` and so on. */
export function authorListPath(slug: string, pageNumber = 1): string {
  const base = authorPagePath(slug);
  return pageNumber <= 1 ? base : `${base}${pageNumber}/`;
}

/** An author's feed: `/blog/author/meera-iyer/rss.xml`. */
export const authorFeedPath = (slug: string): string => `${authorListPath(slug)}rss.xml`;

export interface PostRef {
  id: string;
  category: string;
}

/** What one statically built list page shows: a page of the whole blog, of one category or of one author's posts. */
export interface BlogListPage {
  path: string;
  /** The category this list is limited to; null for the whole blog (`/blog/`) and an author's list. */
  category: string | null;
  /** The author (their slug) whose posts this list shows; null for the whole blog and a category. */
  author: string | null;
  pageNumber: number;
  /** Pages of this list. */
  numPages: number;
  /** Posts in this list, across all its pages. */
  total: number;
  /** The posts of this page, newest first (the page's query fetches these). */
  postIds: string[];
  /** For each category, how many posts it has in all (0 for one with none: it has no page); empty on an author's list, which has no category links. */
  categoryCounts: Record<string, number>;
}

const pagesFor = (count: number, perPage: number) => Math.max(1, Math.ceil(count / perPage));

function checkPerPage(perPage: number) {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`perPage must be a whole number of 1 or more; got ${perPage}`);
}

/** Each category's posts, in the order given (newest first). */
function postsByCategory(posts: readonly PostRef[], categories: readonly string[]): Map<string, string[]> {
  const byCategory = new Map(categories.map((category) => [category, [] as string[]]));
  for (const post of posts) byCategory.get(post.category)?.push(post.id);
  return byCategory;
}

/** Splits one list's posts into pages of `perPage`; a list with no post still has its first page. */
function paginate(ids: readonly string[], perPage: number, pathOf: (pageNumber: number) => string) {
  const numPages = pagesFor(ids.length, perPage);
  return Array.from({ length: numPages }, (_, index) => ({
    path: pathOf(index + 1),
    pageNumber: index + 1,
    numPages,
    postIds: ids.slice(index * perPage, (index + 1) * perPage),
  }));
}

/**
 * Every list page of the blog, from its posts (already sorted newest first): `/blog/`, `/blog/2/`, ...,
 * then for each category with at least one post `/blog/category/<slug>/`, `/blog/category/<slug>/2/`, ...
 * (a category with none has no page). Each page carries the counts of every category (its links).
 */
export function paginatePosts(
  posts: readonly PostRef[],
  perPage: number = POSTS_PER_PAGE,
  categories: readonly string[] = BLOG_CATEGORIES,
): BlogListPage[] {
  checkPerPage(perPage);
  const byCategory = postsByCategory(posts, categories);
  const categoryCounts = Object.fromEntries(categories.map((category) => [category, byCategory.get(category)!.length]));
  const whole = paginate(
    posts.map((post) => post.id),
    perPage,
    blogListPath,
  ).map((page) => ({ ...page, category: null, author: null, total: posts.length, categoryCounts }));
  const perCategory = categories
    .filter((category) => categoryCounts[category] > 0)
    .flatMap((category) =>
      paginate(byCategory.get(category)!, perPage, (pageNumber) => categoryListPath(category, pageNumber)).map((page) => ({
        ...page,
        category,
        author: null,
        total: categoryCounts[category],
        categoryCounts,
      })),
    );
  return [...whole, ...perCategory];
}

/**
 * Each author's list of posts, from the posts (already sorted newest first), in the order authors
 * first appear: `/blog/author/<slug>/`, `/blog/author/<slug>/2/`, ... An author with no post has no page.
 */
export function paginateAuthors(posts: ReadonlyArray<{ id: string; author: string }>, perPage: number = POSTS_PER_PAGE): BlogListPage[] {
  checkPerPage(perPage);
  const byAuthor = new Map<string, string[]>();
  for (const post of posts) {
    const ids = byAuthor.get(post.author) ?? [];
    if (ids.length === 0) byAuthor.set(post.author, ids);
    ids.push(post.id);
  }
  return [...byAuthor].flatMap(([author, ids]) =>
    paginate(ids, perPage, (pageNumber) => authorListPath(author, pageNumber)).map((page) => ({ ...page, category: null, author, total: ids.length, categoryCounts: {} })),
  );
}
