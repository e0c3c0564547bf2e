/** @jsxImportSource @emotion/react */
import { chooseDarkMode, useDarkMode } from "../../lib/color-mode";
import { navbarIconButtonCss } from "./navbar-styles";

/**
 * The reader's switch between light and dark: a toggle button named "Dark mode", pressed in dark
 * mode. An icon button in the bar (lg up); a row with its name in the small-screen menu, styled there
 * like the menu's links. The server cannot know the mode, so `aria-pressed` arrives with hydration;
 * the page itself is in the right mode from its first paint.
 */
export function ColorModeToggle({ inMenu = false }: { inMenu?: boolean }) {
  const dark = useDarkMode();
  return (
    <button type="button" css={inMenu ? undefined : navbarIconButtonCss()} aria-label="Dark mode" aria-pressed={dark} onClick={() => chooseDarkMode(!dark)}>
      {/* A circle half filled: light and dark. */}
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" fill="none" />
        <path d="M12 3a9 9 0 0 0 0 18z" fill="currentColor" />
      </svg>
      {inMenu && "Dark mode"}
    </button>
  );
}
