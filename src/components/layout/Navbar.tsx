import * as React from "react";
import { Box, Container, Flex, HStack, Stack, chakra } from "@chakra-ui/react";
import { Link as GatsbyLink } from "gatsby";
import { AppLink } from "../AppLink";
import { ButtonLink } from "../ButtonLink";
import { LogoMark } from "../Logo";
import { authNav, primaryNav } from "../../data/navigation";
import { useSiteMetadata } from "../../lib/useSiteMetadata";

export const NAVBAR_HEIGHT = "4rem";
const MOBILE_MENU_ID = "mobile-menu";

const navLinkStyles = {
  fontWeight: "medium",
  color: "fg.muted",
  px: "3",
  py: "2",
  rounded: "md",
  textDecoration: "none",
  _hover: { color: "brand.fg", bg: "brand.subtle", textDecoration: "none" },
  _currentPage: { color: "brand.fg", bg: "brand.subtle", fontWeight: "semibold" },
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

export function Navbar() {
  const { title } = useSiteMetadata();
  const [menuOpen, setMenuOpen] = React.useState(false);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const closeMenu = React.useCallback(() => setMenuOpen(false), []);

  React.useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

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
            <GatsbyLink to="/" aria-label={`${title} home`} onClick={closeMenu}>
              <LogoMark />
              <span>{title}</span>
            </GatsbyLink>
          </chakra.a>

          <HStack as="ul" listStyleType="none" gap="1" hideBelow="md">
            {primaryNav.map((item) => (
              <li key={item.to}>
                <AppLink to={item.to} {...navLinkStyles}>
                  {item.label}
                </AppLink>
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

          <chakra.button
            ref={toggleRef}
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
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
          </chakra.button>
        </Flex>
      </Container>

      <Box
        id={MOBILE_MENU_ID}
        hideFrom="md"
        hidden={!menuOpen}
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
                <AppLink to={item.to} display="block" {...navLinkStyles} py="3" onClick={closeMenu}>
                  {item.label}
                </AppLink>
              </li>
            ))}
          </Stack>
          <Stack direction="row" gap="3" pt="3" mt="2" borderTopWidth="1px" borderColor="border">
            <ButtonLink to={authNav.login.to} variant="outline" colorPalette="brand" flex="1" onClick={closeMenu}>
              {authNav.login.label}
            </ButtonLink>
            <ButtonLink to={authNav.signup.to} colorPalette="brand" flex="1" onClick={closeMenu}>
              {authNav.signup.label}
            </ButtonLink>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
