import type { GatsbySSR } from "gatsby";
import { withConstantPagePathScript } from "./page-path-script";

// Same inline script text on every page, so the policy lists one hash for it. Listed last in
// gatsby-config, so this runs after every other plugin's onPreRenderHTML.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents, pathname }) => {
  replacePostBodyComponents(withConstantPagePathScript(getPostBodyComponents(), pathname));
};
