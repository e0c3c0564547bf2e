// A gatsby-transformer-remark sub-plugin: each `##`–`####` heading of a Markdown body gets a unique id
// and a link to itself (src/content/heading-anchors.js, shared with the editor's preview and the content
// rules), ids from gatsby-remark-autolink-headers' transform alone, without its gatsby-ssr.js (inline
// <style> and scroll script) or gatsby-browser.js (a second scroll handler): src/lib/scroll.ts and
// `scroll-padding-top` already bring a `#fragment` below the navbar. Listed last, so the link check
// (plugins/markdown-links) never collects the self-links.
// Why: no script or style of its own on any page (docs/overrides.md#survivors).
// Checked against gatsby-remark-autolink-headers 6.16.0 and gatsby-transformer-remark 6.16.0.
// Guard: __tests__/unit/heading-anchors.test.ts, __tests__/build/readers.build.test.ts.
const { anchorHeadings } = require("../../src/content/heading-anchors");

module.exports = ({ markdownAST }) => {
  anchorHeadings(markdownAST);
  return markdownAST;
};
