import * as React from "react";
import { PAGE_PATH_ATTRIBUTE, PAGE_PATH_SCRIPT } from "../../src/lib/inline-scripts";

export { PAGE_PATH_SCRIPT };

/**
 * Gatsby writes each page's path into an inline script (`window.pagePath="/about/"`), so every
 * page would have a script of its own and the Content-Security-Policy one hash per page. This
 * script has the same text on every page and reads the path from its own attribute instead
 * (see ./policy.ts).
 */
const GATSBY_SCRIPT_LOADER_ID = "gatsby-script-loader";

/** The exact text Gatsby 5 writes for a page without inlined page data. */
const gatsbyPagePathText = (pathname: string) => `/*<![CDATA[*/window.pagePath=${JSON.stringify(pathname)};/*]]>*/`;

interface InlineScriptProps {
  id?: string;
  dangerouslySetInnerHTML?: { __html?: unknown };
}

/**
 * The post-body components with Gatsby's page path script replaced by the constant one. Any other
 * text (a Gatsby upgrade, inlined page data) is left alone; the policy's size check then says so.
 */
export function withConstantPagePathScript(components: React.ReactNode[], pathname: string): React.ReactNode[] {
  return components.map((component) => {
    if (!React.isValidElement<InlineScriptProps>(component) || component.type !== "script") return component;
    const { id, dangerouslySetInnerHTML } = component.props;
    if (id !== GATSBY_SCRIPT_LOADER_ID || dangerouslySetInnerHTML?.__html !== gatsbyPagePathText(pathname)) return component;
    const props = { id: GATSBY_SCRIPT_LOADER_ID, [PAGE_PATH_ATTRIBUTE]: pathname, dangerouslySetInnerHTML: { __html: PAGE_PATH_SCRIPT } };
    return <script key={component.key ?? GATSBY_SCRIPT_LOADER_ID} {...props} />;
  });
}
