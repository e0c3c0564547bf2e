/** @jsxImportSource @emotion/react */
import type * as React from "react";
import { Slice } from "gatsby";
import { NAVBAR_HEIGHT } from "../../theme/navbar-height";
import { linkedCurrentPath, useCurrentPath } from "../../lib/current-path";
import { footerLinkTargets, navbarLinkTargets } from "../../data/navigation";
import { recipeStyles, staticCss } from "../../theme/static-css";
import { indexedRegion, type SearchSection } from "../search/indexed-region";

export const MAIN_CONTENT_ID = "main-content";

export interface LayoutProps {
  children: React.ReactNode;
  /** The 404 page's footer shows 2024, every other page's 2025. */
  copyrightYear?: number;
  /** The page's section in the site search; pages without one are not indexed (src/components/search/indexed-region.ts). */
  search?: { section: SearchSection };
}

// Plain elements with static styles: the layout wraps every page the build renders. The navbar and
// the footer are Gatsby slices (src/slices/layout-slices.ts), rendered once for all pages.
const pageCss = staticCss({ minH: "100dvh", display: "flex", flexDirection: "column" });
/** Chakra's SkipNavLink (its recipe), above the fixed navbar when it shows. */
const skipLinkCss = staticCss((system) => ({ ...recipeStyles(system, "skipNavLink"), zIndex: "skipNav" }));
const mainCss = staticCss({ outline: "none", flex: "1", pt: NAVBAR_HEIGHT });

export function Layout({ children, copyrightYear, search }: LayoutProps) {
  const currentPath = useCurrentPath();
  return (
    <div css={pageCss()}>
      <a href={`#${MAIN_CONTENT_ID}`} css={skipLinkCss()}>
        Skip to content
      </a>
      {/* Props written out, not spread: Gatsby reads which slices a page uses from the alias at build time. */}
      <Slice alias="navbar" currentPath={linkedCurrentPath(currentPath, navbarLinkTargets)} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} css={mainCss()} {...(search && indexedRegion(search.section))}>
        {children}
      </main>
      <Slice alias="footer" currentPath={linkedCurrentPath(currentPath, footerLinkTargets)} copyrightYear={copyrightYear} />
    </div>
  );
}
