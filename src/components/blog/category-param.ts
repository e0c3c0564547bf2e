import { categoryListPath, POSTS_PER_PAGE } from "../../content/pagination";

/** The category named by `?category=` (matched case-insensitively), or null when absent or unknown. */
export function categoryFromSearch(search: string, categories: readonly string[]): string | null {
  const wanted = new URLSearchParams(search).get("category")?.trim().toLowerCase();
  return categories.find((category) => category.toLowerCase() === wanted) ?? null;
}

/**
 * Where an address of the old filter (`/blog/?category=Case%20Study`, `/blog/3/?category=Tutorial`)
 * lands now: that page of the category's own list (its first page when it has fewer), or null when
 * the parameter names no category with posts (the list then stays as it is).
 */
export function legacyCategoryPath(search: string, pageNumber: number, categoryCounts: Record<string, number>, perPage = POSTS_PER_PAGE): string | null {
  const withPosts = Object.keys(categoryCounts).filter((category) => categoryCounts[category] > 0);
  const category = categoryFromSearch(search, withPosts);
  if (category === null) return null;
  const pages = Math.ceil(categoryCounts[category] / perPage);
  return categoryListPath(category, pageNumber <= pages ? pageNumber : 1);
}
