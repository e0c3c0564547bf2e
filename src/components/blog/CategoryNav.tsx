/** @jsxImportSource @emotion/react */
import { Link } from "gatsby";
import { blogListPath, categoryListPath } from "../../content/pagination";
import { hstackStyles, recipeStyles, staticCss } from "../../theme/static-css";

export const ALL_CATEGORIES = "All";

export interface CategoryNavProps {
  /** The categories with a list page of their own (at least one published post), in the order shown. */
  categories: readonly string[];
  /** The list being shown: a category, or ALL_CATEGORIES for the whole blog. */
  current: string;
  /** Whether the page is the first of that list (the link is then to this very page). */
  firstPage: boolean;
}

// Plain links with static styles (Chakra's small Button recipe, rounded): on every blog list page.
// The links take the brand palette from the list (its colour variables written once, not per style).
const listCss = staticCss({ ...hstackStyles("2"), flexWrap: "wrap", justifyContent: "center", colorPalette: "brand", listStyleType: "none" });
const linkStyles = (variant: "solid" | "outline") =>
  staticCss((system) => ({ ...recipeStyles(system, "button", { variant, size: "sm" }), rounded: "full", textDecoration: "none" }));
const currentCss = linkStyles("solid");
const otherCss = linkStyles("outline");

/**
 * All + one link per category, each to its own list (`/blog/`, `/blog/category/<slug>/`), navigated
 * client-side; the list shown is marked (aria-current: `page` on its first page, `true` on the others).
 */
export function CategoryNav({ categories, current, firstPage }: CategoryNavProps) {
  return (
    <nav aria-label="Blog categories">
      <ul css={listCss()}>
        {[ALL_CATEGORIES, ...categories].map((category) => {
          const isCurrent = category === current;
          return (
            <li key={category}>
              <Link
                to={category === ALL_CATEGORIES ? blogListPath(1) : categoryListPath(category)}
                css={isCurrent ? currentCss() : otherCss()}
                aria-current={isCurrent ? (firstPage ? "page" : "true") : undefined}
              >
                {category}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
