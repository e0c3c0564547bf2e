import { render } from "@testing-library/react";
import { PAGE_PATH_SCRIPT, withConstantPagePathScript } from "../../plugins/content-security-policy/page-path-script";

const gatsbyScript = (pathname: string) => (
  <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pathname)};/*]]>*/` }} />
);

describe("the page path script", () => {
  it("has the same text on every page and takes the path from its attribute", () => {
    const markup = (pathname: string) => render(<>{withConstantPagePathScript([gatsbyScript(pathname)], pathname)}</>).container.innerHTML;
    expect(markup("/about/")).toBe(`<script id="gatsby-script-loader" data-page-path="/about/">${PAGE_PATH_SCRIPT}</script>`);
    expect(markup('/a"b/')).toBe(`<script id="gatsby-script-loader" data-page-path="/a&quot;b/">${PAGE_PATH_SCRIPT}</script>`);
  });

  it("sets window.pagePath as Gatsby's own script did", () => {
    document.body.innerHTML = "";
    const script = document.createElement("script");
    script.setAttribute("data-page-path", "/blog/post/");
    document.body.append(script);
    Object.defineProperty(document, "currentScript", { configurable: true, get: () => script });
    new Function(PAGE_PATH_SCRIPT)();
    expect((window as unknown as { pagePath: string }).pagePath).toBe("/blog/post/");
  });

  it("leaves other components and unexpected script text alone", () => {
    const other = <script key="other" id="other" dangerouslySetInnerHTML={{ __html: "x()" }} />;
    const inlined = <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: "window.pageData={}" }} />;
    const components = [other, inlined, "text", null];
    expect(withConstantPagePathScript(components, "/")).toEqual(components);
    expect(withConstantPagePathScript([gatsbyScript("/a/")], "/b/")[0]).toEqual(gatsbyScript("/a/"));
  });
});
