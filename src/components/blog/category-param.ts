import { blogListPath } from "../../content/pagination";
import { ALL_CATEGORIES } from "./CategoryFilter";

/** The category named by `?category=` (matched case-insensitively), or All when absent or unknown. */
export function categoryFromSearch(search: string, categories: readonly string[]): string {
  const wanted = new URLSearchParams(search).get("category")?.trim().toLowerCase();
  return categories.find((category) => category.toLowerCase() === wanted) ?? ALL_CATEGORIES;
}

/** The URL of list page `pageNumber` filtered by `category`, e.g. `/blog/2/?category=AI%20Trends`. */
export function blogListUrl(category: string, pageNumber = 1): string {
  const path = blogListPath(pageNumber);
  return category === ALL_CATEGORIES ? path : `${path}?category=${encodeURIComponent(category)}`;
}
