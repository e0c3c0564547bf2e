/** @jsxImportSource @emotion/react */
import * as React from "react";
import { CurrentPageLink } from "./CurrentPageLink";
import { LogoMark } from "../Logo";
import { authNav, primaryNav } from "../../data/navigation";
import { useSiteMetadata } from "../../lib/useSiteMetadata";
import { createToggle, useToggleOpen, type Toggle } from "../../lib/toggle-state";
import { containerStyles, hstackStyles, recipeStyles, staticCss } from "../../theme/static-css";
import { NAVBAR_HEIGHT } from "../../theme/navbar-height";
import { SearchButton } from "../search/SearchButton";
import { ColorModeToggle } from "./ColorModeToggle";
import { navbarIconButtonCss } from "./navbar-styles";
const MOBILE_MENU_ID = "mobile-menu";

/**
 * Plain elements with static styles (resolved once, not on each render): the navbar is on every
 * page, and Chakra components (one per link) would be a large part of every page's server
 * rendering at build time and of its hydration in the browser.
 */
const navbarCss = staticCss({
  position: "fixed",
  top: "0",
  insetX: "0",
  zIndex: "sticky",
  bg: "bg.canvas/95",
  borderBottomWidth: "1px",
  borderColor: "border",
  // What scrolls under the bar is blurred by a layer of the bar's height behind its content, not by
  // the header: the open small-screen menu is part of the header, and blurring the backdrop of its
  // opaque panel changed nothing on screen but made painting it the slowest part of opening it.
  "&::before": {
    content: '""',
    position: "absolute",
    top: "0",
    insetX: "0",
    h: NAVBAR_HEIGHT,
    zIndex: -1,
    backdropFilter: "saturate(180%) blur(8px)",
    pointerEvents: "none",
  },
  // The links, and the colour-mode toggle of the small-screen menu.
  "& li > :is(a, button)": {
    display: "inline-flex",
    alignItems: "center",
    gap: "3",
    fontWeight: "medium",
    color: "fg.muted",
    px: "3",
    py: "2",
    rounded: "md",
    textDecoration: "none",
    focusVisibleRing: "outside",
    _hover: { color: "brand.fg", bg: "brand.subtle", textDecoration: "none" },
    // The current page's link; the toggle when pressed (dark mode on).
    "&:is([aria-current=page], [aria-pressed=true])": { color: "brand.fg", bg: "brand.subtle", fontWeight: "semibold" },
  },
  [`& #${MOBILE_MENU_ID} li > :is(a, button)`]: { display: "flex", w: "full", py: "3" },
});

const barCss = staticCss((system) => ({ ...containerStyles(system, "7xl"), h: NAVBAR_HEIGHT }));
const mainNavCss = staticCss({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "4", h: "full" });
const homeLinkCss = staticCss({
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  fontWeight: "bold",
  fontSize: "xl",
  color: "fg.heading",
  textDecoration: "none",
});
// The bar's links and actions from lg: below that they do not fit beside the logo and the search
// button, and the menu holds them.
const barLinksCss = staticCss({ ...hstackStyles("1"), listStyleType: "none", hideBelow: "lg" });
// The sign-in and sign-up links take the brand palette from their row: its 18 colour variables are
// then written once per row, not once per link, in every page's HTML.
const barActionsCss = staticCss({ ...hstackStyles("2"), hideBelow: "lg", colorPalette: "brand" });
// The search button, the colour-mode toggle and the sign-in links (lg up) and the menu toggle (below lg), in one row.
const actionsCss = staticCss({ display: "flex", alignItems: "center", gap: "1" });
const menuToggleCss = staticCss({ hideFrom: "lg" });
/** Chakra's Button (its recipe), for the sign-in and sign-up links. */
const buttonLinkStyles = (variant: "solid" | "ghost" | "outline") => staticCss((system) => recipeStyles(system, "button", { variant }));
const loginCss = buttonLinkStyles("ghost");
const signupCss = buttonLinkStyles("solid");
const menuLoginCss = buttonLinkStyles("outline");

const menuPanelCss = staticCss({
  borderTopWidth: "1px",
  borderColor: "border",
  bg: "bg.canvas",
  boxShadow: "md",
  maxH: `calc(100dvh - ${NAVBAR_HEIGHT})`,
  overflowY: "auto",
  hideFrom: "lg",
});
const menuContainerCss = staticCss((system) => ({ ...recipeStyles(system, "container"), py: "3" }));
const menuLinksCss = staticCss({ display: "flex", flexDirection: "column", gap: "1", listStyleType: "none" });
const menuActionsCss = staticCss({
  display: "flex",
  flexDirection: "row",
  gap: "3",
  pt: "3",
  mt: "2",
  borderTopWidth: "1px",
  borderColor: "border",
  colorPalette: "brand",
  "& > a": { flex: "1" },
});

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

function MenuToggle({ menu }: { menu: Toggle }) {
  const open = useToggleOpen(menu);
  const ref = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        menu.close();
        ref.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, menu]);

  return (
    <button
      ref={ref}
      type="button"
      css={[navbarIconButtonCss(), menuToggleCss()]}
      aria-expanded={open}
      aria-controls={MOBILE_MENU_ID}
      aria-label={open ? "Close menu" : "Open menu"}
      onClick={menu.toggle}
    >
      <MenuIcon open={open} />
    </button>
  );
}

/** The menu's wrapper: a plain element, so opening it does not re-render the styled links inside. */
function MobileMenuPanel({ menu, children }: { menu: Toggle; children: React.ReactNode }) {
  const open = useToggleOpen(menu);
  // Any link chosen in the menu closes it (the page changes under it).
  const closeOnLink = (event: React.MouseEvent) => {
    if ((event.target as Element).closest("a")) menu.close();
  };
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegates the links' own clicks
    <div id={MOBILE_MENU_ID} hidden={!open} onClick={closeOnLink}>
      {children}
    </div>
  );
}

/** Log in and Sign up: ghost and solid in the bar, outline and solid in the small-screen menu. */
function AuthLinks({ loginStyle }: { loginStyle: typeof loginCss }) {
  return (
    <>
      <CurrentPageLink to={authNav.login.to} css={loginStyle()}>
        {authNav.login.label}
      </CurrentPageLink>
      <CurrentPageLink to={authNav.signup.to} css={signupCss()}>
        {authNav.signup.label}
      </CurrentPageLink>
    </>
  );
}

export function Navbar() {
  const { title } = useSiteMetadata();
  // Outside the Navbar's own state: opening the menu re-renders the toggle button and the menu's
  // plain wrapper only, not the whole bar, whose Chakra links made a full render most of a tap's time
  // (the menu's figure: docs/performance.md#lighthouse-and-interactions).
  const [menu] = React.useState(createToggle);

  return (
    <header css={navbarCss()}>
      <div css={barCss()}>
        <nav aria-label="Main" css={mainNavCss()}>
          <CurrentPageLink to="/" aria-label={`${title} home`} onClick={menu.close} css={homeLinkCss()}>
            <LogoMark />
            <span>{title}</span>
          </CurrentPageLink>

          <ul css={barLinksCss()}>
            {primaryNav.map((item) => (
              <li key={item.to}>
                <CurrentPageLink to={item.to}>{item.label}</CurrentPageLink>
              </li>
            ))}
          </ul>

          <div css={actionsCss()}>
            <SearchButton />
            <div css={barActionsCss()}>
              <ColorModeToggle />
              <AuthLinks loginStyle={loginCss} />
            </div>
            <MenuToggle menu={menu} />
          </div>
        </nav>
      </div>

      <MobileMenuPanel menu={menu}>
        <div css={menuPanelCss()}>
          <div css={menuContainerCss()}>
            <ul aria-label="Main menu" css={menuLinksCss()}>
              {primaryNav.map((item) => (
                <li key={item.to}>
                  <CurrentPageLink to={item.to}>{item.label}</CurrentPageLink>
                </li>
              ))}
              <li>
                <ColorModeToggle inMenu />
              </li>
            </ul>
            <div css={menuActionsCss()}>
              <AuthLinks loginStyle={menuLoginCss} />
            </div>
          </div>
        </div>
      </MobileMenuPanel>
    </header>
  );
}
