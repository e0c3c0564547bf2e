/** @jsxImportSource @emotion/react */
import type * as React from "react";
import { Navbar, NAVBAR_HEIGHT } from "./Navbar";
import { Footer } from "./Footer";
import { recipeStyles, staticCss } from "../../theme/static-css";

export const MAIN_CONTENT_ID = "main-content";

export interface LayoutProps {
  children: React.ReactNode;
  /** The 404 page shows a different year (SPEC §2). */
  copyrightYear?: number;
}

// Plain elements with static styles: the layout wraps every page the build renders.
const pageCss = staticCss({ minH: "100dvh", display: "flex", flexDirection: "column" });
/** Chakra's SkipNavLink (its recipe), above the fixed navbar when it shows. */
const skipLinkCss = staticCss((system) => ({ ...recipeStyles(system, "skipNavLink"), zIndex: "skipNav" }));
const mainCss = staticCss({ outline: "none", flex: "1", pt: NAVBAR_HEIGHT });

export function Layout({ children, copyrightYear }: LayoutProps) {
  return (
    <div css={pageCss()}>
      <a href={`#${MAIN_CONTENT_ID}`} css={skipLinkCss()}>
        Skip to content
      </a>
      <Navbar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} css={mainCss()}>
        {children}
      </main>
      <Footer copyrightYear={copyrightYear} />
    </div>
  );
}
