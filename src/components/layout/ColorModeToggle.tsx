/** @jsxImportSource @emotion/react */
import { chooseColorMode, useColorMode } from "../../lib/color-mode";
import { staticCss } from "../../theme/static-css";
import { navbarIconButtonCss } from "./navbar-styles";

/*
 * The reader's switch between light and dark: a toggle button ("Dark mode", pressed in dark mode).
 * What it shows follows the `dark` class on <html> through CSS, so the server HTML paints the right
 * icon before any script runs; `aria-pressed` arrives with hydration (the server cannot know the mode).
 */

const barCss = staticCss({ hideBelow: "md" });
// The sun shows in dark mode, the moon in light mode.
const iconsCss = staticCss({
  "& .sun": { display: "none" },
  _dark: { "& .sun": { display: "block" }, "& .moon": { display: "none" } },
});
const rowCss = staticCss({
  display: "flex",
  alignItems: "center",
  gap: "3",
  w: "full",
  px: "3",
  py: "3",
  rounded: "md",
  fontWeight: "medium",
  color: "fg.muted",
  cursor: "pointer",
  focusVisibleRing: "outside",
  _hover: { color: "brand.fg", bg: "brand.subtle" },
});
// A switch's track and knob, drawn from the same class: on in dark mode.
const trackCss = staticCss({
  ms: "auto",
  position: "relative",
  w: "10",
  h: "6",
  rounded: "full",
  bg: "border.emphasized",
  transition: "background 0.15s",
  "&::after": {
    content: '""',
    position: "absolute",
    top: "1",
    left: "1",
    boxSize: "4",
    rounded: "full",
    bg: "white",
    transition: "transform 0.15s",
  },
  _dark: { bg: "brand.solid", "&::after": { transform: "translateX(1rem)" } },
});

function ModeIcons() {
  return (
    <>
      <svg className="moon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" fill="none" />
      </svg>
      <svg className="sun" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4" stroke="currentColor" strokeWidth="2" fill="none" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </>
  );
}

/** The navbar's toggle: an icon button in the bar from md up, a labelled row with a switch in the small-screen menu. */
export function ColorModeToggle({ inMenu = false }: { inMenu?: boolean }) {
  const mode = useColorMode();
  const toggle = () => chooseColorMode((mode ?? "light") === "dark" ? "light" : "dark");
  return (
    <button
      type="button"
      css={inMenu ? [rowCss(), iconsCss()] : [navbarIconButtonCss(), barCss(), iconsCss()]}
      aria-label={inMenu ? undefined : "Dark mode"}
      aria-pressed={mode === null ? undefined : mode === "dark"}
      onClick={toggle}
    >
      <ModeIcons />
      {inMenu && (
        <>
          Dark mode
          <span css={trackCss()} aria-hidden="true" />
        </>
      )}
    </button>
  );
}
