import { BLOG_CATEGORIES } from "./vocabulary";
import { slugify } from "./paths";

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

export interface PostRef {
  id: string;
  category: string;
}

/** What one statically built list page shows: a page of the whole blog, or of one category. */
export interface BlogListPage {
  path: string;
  /** The category this list is limited to; null for the whole blog (`/blog/`). */
  category: string | null;
  pageNumber: number;
  /** Pages of this list. */
  numPages: number;
  /** The posts of this page, newest first (the page's query fetches these). */
  postIds: string[];
  /** For each category, how many posts it has in all (0 for one with none: it has no page). */
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
  ).map((page) => ({ ...page, category: null, categoryCounts }));
  const perCategory = categories
    .filter((category) => categoryCounts[category] > 0)
    .flatMap((category) =>
      paginate(byCategory.get(category)!, perPage, (pageNumber) => categoryListPath(category, pageNumber)).map((page) => ({ ...page, category, categoryCounts })),
    );
  return [...whole, ...perCategory];
}
