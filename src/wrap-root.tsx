import * as React from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { system } from "./theme/system";
import { GLOBAL_CSS_ELEMENT_ID, withoutGlobalCss } from "./theme/global-css";
import { ToasterHost } from "./components/ui/ToasterHost";

const systemForPagesWithGlobalCss = withoutGlobalCss(system);

/**
 * Built pages carry Chakra's global stylesheet in their <head> (gatsby-ssr.tsx), so the provider
 * skips it on the server and in the browser. A document without it (none in production) gets
 * the full system, which renders the stylesheet itself.
 */
function providerSystem() {
  if (typeof document === "undefined") return systemForPagesWithGlobalCss;
  return document.getElementById(GLOBAL_CSS_ELEMENT_ID) ? systemForPagesWithGlobalCss : system;
}

const pageSystem = providerSystem();

/** Shared by gatsby-browser and gatsby-ssr so server and client trees match. */
export function RootWrapper({ children }: { children: React.ReactNode }) {
  return <ChakraProvider value={pageSystem}>{children}</ChakraProvider>;
}

/** The toaster lives with the page (not the root), or Gatsby's Head tree renders a second one. */
export function PageWrapper({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <ToasterHost />
    </>
  );
}
