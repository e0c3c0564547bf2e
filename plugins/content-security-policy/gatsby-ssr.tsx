import type { GatsbySSR } from "gatsby";
import { withConstantPagePathScript } from "./page-path-script";

// Same inline script text on every page, so the Content-Security-Policy lists one hash for it.
// Listed last in gatsby-config's plugins, so this runs after every other plugin's onPreRenderHTML,
// as it did from the site's own gatsby-ssr.tsx (the site's runs after all plugins'; it has none).
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents, pathname }) => {
  replacePostBodyComponents(withConstantPagePathScript(getPostBodyComponents(), pathname));
};
