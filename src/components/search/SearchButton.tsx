/** @jsxImportSource @emotion/react */
import { openSearch } from "./search-gate";
import { staticCss } from "../../theme/static-css";
import { navbarIconButtonCss } from "../layout/navbar-styles";

// One plain button with static styles, like the rest of the navbar (a slice on every page): the
// square icon button of small screens, with its "Search" label from md up. The dialog loads when
// it is pressed (search-gate.ts).
const labelCss = staticCss({ hideBelow: "md", fontWeight: "medium", color: "fg.muted" });
const buttonCss = staticCss({ gap: "2", md: { w: "auto", px: "3" } });

/** The navbar's Search button (the shortcuts, / and Ctrl+K or ⌘K, are SearchHost's). */
export function SearchButton() {
  return (
    <button type="button" css={[navbarIconButtonCss(), buttonCss()]} aria-label="Search the site" aria-haspopup="dialog" onClick={openSearch}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
        <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span css={labelCss()}>Search</span>
    </button>
  );
}
