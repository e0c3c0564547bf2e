import * as React from "react";
import { Box, SkipNavLink } from "@chakra-ui/react";
import { Navbar, NAVBAR_HEIGHT } from "./Navbar";
import { Footer } from "./Footer";

export const MAIN_CONTENT_ID = "main-content";

export interface LayoutProps {
  children: React.ReactNode;
  /** The 404 page shows a different year (SPEC §2). */
  copyrightYear?: number;
}

export function Layout({ children, copyrightYear }: LayoutProps) {
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <SkipNavLink id={MAIN_CONTENT_ID} zIndex="skipNav">
        Skip to content
      </SkipNavLink>
      <Navbar />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" flex="1" pt={NAVBAR_HEIGHT}>
        {children}
      </Box>
      <Footer copyrightYear={copyrightYear} />
    </Box>
  );
}
