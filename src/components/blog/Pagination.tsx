/** @jsxImportSource @emotion/react */
import { Link } from "gatsby";
import { hstackStyles, recipeStyles, staticCss } from "../../theme/static-css";

/** Page numbers to show around the current one: 1 … 4 5 [6] 7 8 … 20 (null marks a gap). */
export function pageWindow(current: number, total: number, radius = 2): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let page = 1; page <= total; page += 1) {
    const near = Math.abs(page - current) <= radius;
    if (page === 1 || page === total || near) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

export interface PaginationProps {
  current: number;
  total: number;
  /** The URL of a page number. */
  href: (page: number) => string;
}

// Plain elements with static styles: the build renders the page links on every blog list page.
const navCss = staticCss({ mt: "12" });
const listCss = staticCss({ ...hstackStyles("2"), flexWrap: "wrap", justifyContent: "center", listStyleType: "none" });
const gapCss = staticCss({ color: "fg.muted", px: "1" });

/** Chakra's Link recipe, shaped as a square page button. */
const pageLinkStyles = {
  minW: "10",
  h: "10",
  px: "3",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  rounded: "md",
  borderWidth: "1px",
  borderColor: "border",
  textDecoration: "none",
  fontWeight: "medium",
  _hover: { bg: "brand.subtle", textDecoration: "none" },
} as const;
const stepLinkCss = staticCss((system) => ({ ...recipeStyles(system, "link"), ...pageLinkStyles }));
const pageLinkCss = staticCss((system) => ({ ...recipeStyles(system, "link"), ...pageLinkStyles, color: "fg" }));
const currentPageLinkCss = staticCss((system) => ({
  ...recipeStyles(system, "link"),
  ...pageLinkStyles,
  bg: "brand.solid",
  color: "brand.contrast",
  borderColor: "brand.solid",
  _hover: {},
}));

export function Pagination({ current, total, href }: PaginationProps) {
  if (total <= 1) return null;
  return (
    <nav aria-label="Blog pages" css={navCss()}>
      <ul css={listCss()}>
        {current > 1 && (
          <li>
            <Link to={href(current - 1)} rel="prev" css={stepLinkCss()}>
              ← Newer
            </Link>
          </li>
        )}
        {pageWindow(current, total).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" css={gapCss()}>
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                aria-current={page === current ? "page" : undefined}
                aria-label={`Page ${page}`}
                css={page === current ? currentPageLinkCss() : pageLinkCss()}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < total && (
          <li>
            <Link to={href(current + 1)} rel="next" css={stepLinkCss()}>
              Older →
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
