import * as React from "react";
import { Box, Container, Flex, HStack, Stack, chakra } from "@chakra-ui/react";
import { Link as GatsbyLink } from "gatsby";
import { ButtonLink } from "../ButtonLink";
import { LogoMark } from "../Logo";
import { authNav, primaryNav } from "../../data/navigation";
import { useSiteMetadata } from "../../lib/useSiteMetadata";
import { createToggle, useToggleOpen, type Toggle } from "../../lib/toggle-state";

export const NAVBAR_HEIGHT = "4rem";
const MOBILE_MENU_ID = "mobile-menu";

/**
 * The bar's links are plain elements styled from its root: the navbar is on every page, and one
 * Chakra component per link was a large part of every page's server rendering at build time and of
 * its hydration in the browser.
 */
const navbarStyles = {
  "& li > a": {
    display: "inline-flex",
    alignItems: "center",
    fontWeight: "medium",
    color: "fg.muted",
    px: "3",
    py: "2",
    rounded: "md",
    textDecoration: "none",
    focusVisibleRing: "outside",
    _hover: { color: "brand.fg", bg: "brand.subtle", textDecoration: "none" },
    _currentPage: { color: "brand.fg", bg: "brand.subtle", fontWeight: "semibold" },
  },
  [`& #${MOBILE_MENU_ID} li > a`]: { display: "block", py: "3" },
} as const;

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
    <chakra.button
      ref={ref}
      type="button"
      hideFrom="md"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="11"
      rounded="md"
      color="fg.heading"
      cursor="pointer"
      _hover={{ bg: "brand.subtle" }}
      focusVisibleRing="outside"
      aria-expanded={open}
      aria-controls={MOBILE_MENU_ID}
      aria-label={open ? "Close menu" : "Open menu"}
      onClick={menu.toggle}
    >
      <MenuIcon open={open} />
    </chakra.button>
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

export function Navbar() {
  const { title } = useSiteMetadata();
  // Outside the Navbar's own state: opening the menu re-renders the toggle button and the menu's
  // plain wrapper only, not the Navbar's Chakra-styled links (a full render took most of a 110 ms tap).
  const [menu] = React.useState(createToggle);

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="white/95"
      borderBottomWidth="1px"
      borderColor="border"
      backdropFilter="saturate(180%) blur(8px)"
      css={navbarStyles}
    >
      <Container maxW="7xl" h={NAVBAR_HEIGHT}>
        <Flex as="nav" aria-label="Main" h="full" align="center" justify="space-between" gap="4">
          <chakra.a
            asChild
            display="inline-flex"
            alignItems="center"
            gap="2"
            fontWeight="bold"
            fontSize="xl"
            color="fg.heading"
            textDecoration="none"
          >
            <GatsbyLink to="/" aria-label={`${title} home`} onClick={menu.close}>
              <LogoMark />
              <span>{title}</span>
            </GatsbyLink>
          </chakra.a>

          <HStack as="ul" listStyleType="none" gap="1" hideBelow="md">
            {primaryNav.map((item) => (
              <li key={item.to}>
                <GatsbyLink to={item.to}>{item.label}</GatsbyLink>
              </li>
            ))}
          </HStack>

          <HStack gap="2" hideBelow="md">
            <ButtonLink to={authNav.login.to} variant="ghost" colorPalette="brand">
              {authNav.login.label}
            </ButtonLink>
            <ButtonLink to={authNav.signup.to} colorPalette="brand">
              {authNav.signup.label}
            </ButtonLink>
          </HStack>

          <MenuToggle menu={menu} />
        </Flex>
      </Container>

      <MobileMenuPanel menu={menu}>
        <Box
          hideFrom="md"
          borderTopWidth="1px"
          borderColor="border"
          bg="white"
          boxShadow="md"
          maxH={`calc(100dvh - ${NAVBAR_HEIGHT})`}
          overflowY="auto"
        >
          <Container py="3">
            <Stack as="ul" listStyleType="none" gap="1" aria-label="Main menu">
              {primaryNav.map((item) => (
                <li key={item.to}>
                  <GatsbyLink to={item.to}>{item.label}</GatsbyLink>
                </li>
              ))}
            </Stack>
            <Stack direction="row" gap="3" pt="3" mt="2" borderTopWidth="1px" borderColor="border">
              <ButtonLink to={authNav.login.to} variant="outline" colorPalette="brand" flex="1">
                {authNav.login.label}
              </ButtonLink>
              <ButtonLink to={authNav.signup.to} colorPalette="brand" flex="1">
                {authNav.signup.label}
              </ButtonLink>
            </Stack>
          </Container>
        </Box>
      </MobileMenuPanel>
    </Box>
  );
}
