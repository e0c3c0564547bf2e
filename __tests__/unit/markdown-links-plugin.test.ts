import remark from "remark";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import { isExternal } from "../../src/content/external-links";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const remarkPlugin = require("../../plugins/markdown-links") as (args: { markdownAST: object }, options: { siteUrl: string }) => void;

const SITE = "https://scalewise.example";

describe("which links are external", () => {
  it.each([
    ["https://other.example/page", true],
    ["http://other.example", true],
    ["//other.example/x", true],
    ["https://scalewise.example/pricing/", false],
    ["/pricing/", false],
    ["pricing/", false],
    ["#section", false],
    ["mailto:hello@scalewise.example", false],
    ["tel:+911234", false],
    ["https://", false],
  ])("%s: %s", (url, external) => {
    expect(isExternal(url, SITE)).toBe(external);
  });
});

describe("the gatsby-transformer-remark plugin", () => {
  it("gives external links rel=noopener noreferrer and nothing else, in the HTML the build publishes", () => {
    const tree = remark().parse("See [the authority](https://authority.example/list) or [pricing](/pricing/) or <https://other.example>.");
    remarkPlugin({ markdownAST: tree }, { siteUrl: SITE });
    expect(toHtml(toHast(tree as never)!)).toBe(
      '<p>See <a href="https://authority.example/list" rel="noopener noreferrer">the authority</a> or <a href="/pricing/">pricing</a> or <a href="https://other.example" rel="noopener noreferrer">https://other.example</a>.</p>',
    );
  });
});
