import * as React from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { system } from "./theme/system";
import { ToasterHost } from "./components/ui/ToasterHost";

/** Shared by gatsby-browser and gatsby-ssr so server and client trees match. */
export function RootWrapper({ children }: { children: React.ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
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
