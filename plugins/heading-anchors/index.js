// A gatsby-transformer-remark sub-plugin: each `##`–`####` heading gets a unique id and a link to itself
// (src/content/heading-anchors.js, shared with the editor's preview), ids from gatsby-remark-autolink-headers'
// transform without its inline style and scroll scripts (src/lib/scroll.ts does that). Listed last, so
// plugins/markdown-links never sees the self-links.
// Why: no script or style of its own on any page (docs/overrides.md#official-routes-not-overrides).
// Checked against gatsby-remark-autolink-headers 6.16.0 and gatsby-transformer-remark 6.16.0.
// Guard: __tests__/unit/heading-anchors.test.ts, __tests__/build/readers.build.test.ts.
const { anchorHeadings } = require("../../src/content/heading-anchors");

module.exports = ({ markdownAST }) => {
  anchorHeadings(markdownAST);
  return markdownAST;
};
