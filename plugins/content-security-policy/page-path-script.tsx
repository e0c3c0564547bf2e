import * as React from "react";
import { PAGE_PATH_ATTRIBUTE, PAGE_PATH_SCRIPT } from "../../src/lib/inline-scripts";

export { PAGE_PATH_SCRIPT };

// Gatsby writes each page's path into an inline script (`window.pagePath="/about/"`): one policy hash per
// page. This one has the same text everywhere and reads the path from its own attribute.
const GATSBY_SCRIPT_LOADER_ID = "gatsby-script-loader";

/** The exact text Gatsby 5 writes for a page without inlined page data. */
const gatsbyPagePathText = (pathname: string) => `/*<![CDATA[*/window.pagePath=${JSON.stringify(pathname)};/*]]>*/`;

type InlineScriptProps = { id?: string; dangerouslySetInnerHTML?: { __html?: unknown } };

/** Gatsby's page path script replaced by the constant one; other text (an upgrade) is left for the policy's size check. */
export function withConstantPagePathScript(components: React.ReactNode[], pathname: string): React.ReactNode[] {
  return components.map((component) => {
    if (!React.isValidElement<InlineScriptProps>(component) || component.type !== "script") return component;
    const { id, dangerouslySetInnerHTML } = component.props;
    if (id !== GATSBY_SCRIPT_LOADER_ID || dangerouslySetInnerHTML?.__html !== gatsbyPagePathText(pathname)) return component;
    const props = { id: GATSBY_SCRIPT_LOADER_ID, [PAGE_PATH_ATTRIBUTE]: pathname, dangerouslySetInnerHTML: { __html: PAGE_PATH_SCRIPT } };
    return <script key={component.key ?? GATSBY_SCRIPT_LOADER_ID} {...props} />;
  });
}
