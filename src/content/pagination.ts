import { BLOG_CATEGORIES } from "./schema";

export const POSTS_PER_PAGE = 12;

/** `/blog/` for the first list page, `/blog/2/` and so on after it. */
export function blogListPath(pageNumber: number): string {
  return pageNumber <= 1 ? "/blog/" : `/blog/${pageNumber}/`;
}

export interface PostRef {
  id: string;
  category: string;
}

/** What one statically built blog list page shows, with or without a category filter. */
export interface BlogListPage {
  pageNumber: number;
  path: string;
  /** Pages of the unfiltered list. */
  numPages: number;
  /** The posts of this page, newest first. */
  postIds: string[];
  /** For each category, its posts on this page number of that category's own list. */
  categoryPostIds: Record<string, string[]>;
  /** For each category, how many list pages it fills (at least 1). */
  categoryPages: Record<string, number>;
  /** For each category, how many posts it has in all. */
  categoryCounts: Record<string, number>;
  /** Every post the page needs (its query fetches these). */
  ids: string[];
}

const pagesFor = (count: number, perPage: number) => Math.max(1, Math.ceil(count / perPage));

/**
 * Splits posts (already sorted newest first) into list pages of `perPage`. Page N also carries
 * page N of every category, so `/blog/N/?category=X` works without loading other pages: each page
 * holds at most perPage × (categories + 1) posts however many the blog has.
 */
export function paginatePosts(
  posts: PostRef[],
  perPage: number = POSTS_PER_PAGE,
  categories: readonly string[] = BLOG_CATEGORIES,
): BlogListPage[] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`perPage must be a whole number of 1 or more; got ${perPage}`);
  const byCategory: Record<string, string[]> = Object.fromEntries(categories.map((category) => [category, []]));
  for (const post of posts) byCategory[post.category]?.push(post.id);

  const numPages = pagesFor(posts.length, perPage);
  const categoryPages = Object.fromEntries(categories.map((c) => [c, pagesFor(byCategory[c].length, perPage)]));
  const categoryCounts = Object.fromEntries(categories.map((c) => [c, byCategory[c].length]));

  return Array.from({ length: numPages }, (_, index) => {
    const window = (ids: string[]) => ids.slice(index * perPage, (index + 1) * perPage);
    const postIds = window(posts.map((post) => post.id));
    const categoryPostIds = Object.fromEntries(categories.map((c) => [c, window(byCategory[c])]));
    const ids = [...new Set([...postIds, ...Object.values(categoryPostIds).flat()])];
    return {
      pageNumber: index + 1,
      path: blogListPath(index + 1),
      numPages,
      postIds,
      categoryPostIds,
      categoryPages,
      categoryCounts,
      ids,
    };
  });
}
