import * as React from "react";
import { ChakraProvider } from "@chakra-ui/react";
import type { SystemContext } from "@chakra-ui/react";
import { getSystem } from "./theme/system";
import { GLOBAL_CSS_ELEMENT_ID, withoutGlobalCss } from "./theme/global-css";
import { ToasterHost } from "./components/ui/ToasterHost";
import { SearchHost } from "./components/search/SearchHost";
import { CurrentPathProvider } from "./lib/current-path";

/**
 * Built pages carry Chakra's global stylesheet in their <head> (gatsby-ssr.tsx), so the provider
 * skips it on the server and in the browser. A document without it (none in production) gets
 * the full system, which renders the stylesheet itself.
 */
function providerSystem(): SystemContext {
  const pageHasGlobalCss = typeof document === "undefined" || document.getElementById(GLOBAL_CSS_ELEMENT_ID) !== null;
  return pageHasGlobalCss ? withoutGlobalCss(getSystem()) : getSystem();
}

let pageSystem: SystemContext | undefined;

/** Creates the system the provider uses; the browser calls it in a task of its own before rendering. */
export function prepareSystem(): SystemContext {
  pageSystem ??= providerSystem();
  return pageSystem;
}

/** Shared by gatsby-browser and gatsby-ssr so server and client trees match. */
export function RootWrapper({ children }: { children: React.ReactNode }) {
  return <ChakraProvider value={prepareSystem()}>{children}</ChakraProvider>;
}

/**
 * The toaster and the search dialog's host live with the page (not the root), or Gatsby's Head tree renders a second one.
 * `path` is the page's location (wrapPageElement's props), for the links that mark the current page.
 */
export function PageWrapper({ children, path }: { children: React.ReactNode; path: string }) {
  return (
    <CurrentPathProvider path={path}>
      {children}
      <ToasterHost />
      <SearchHost />
    </CurrentPathProvider>
  );
}
