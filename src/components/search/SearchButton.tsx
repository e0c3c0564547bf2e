/** @jsxImportSource @emotion/react */
import { openSearch } from "./search-gate";
import { recipeStyles, staticCss } from "../../theme/static-css";
import { navbarIconButtonCss } from "../layout/navbar-styles";

// Plain elements with static styles, like the rest of the navbar (a slice on every page): the
// button adds a few hundred bytes to the first load; the dialog loads when it is pressed.
const barButtonCss = staticCss((system) => ({
  ...recipeStyles(system, "button", { variant: "ghost" }),
  color: "fg.muted",
  gap: "2",
  "& kbd": { fontFamily: "inherit", fontSize: "xs", borderWidth: "1px", borderColor: "border", rounded: "sm", px: "1.5", lineHeight: "1.4" },
}));
function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The navbar's Search button: `bar` on wide screens (with the `/` hint), `compact` beside the menu toggle on small ones. */
export function SearchButton({ compact = false }: { compact?: boolean }) {
  return compact ? (
    <button type="button" css={navbarIconButtonCss()} aria-label="Search the site" aria-haspopup="dialog" onClick={openSearch}>
      <SearchIcon />
    </button>
  ) : (
    <button
      type="button"
      css={barButtonCss()}
      aria-label="Search the site"
      aria-haspopup="dialog"
      aria-keyshortcuts="/ Control+K Meta+K"
      onClick={openSearch}
    >
      <SearchIcon />
      Search
      <kbd aria-hidden="true">/</kbd>
    </button>
  );
}
