// A gatsby-transformer-remark plugin (in its `plugins` in gatsby-config.ts): each `##`–`####` heading of
// a Markdown body gets a unique id and a link to itself (src/content/heading-anchors.js, shared with the
// editor's preview and the content rules). The ids come from gatsby-remark-autolink-headers' transform
// alone: listed as a sub-plugin of its own, its gatsby-ssr.js would put an inline <style> and a scroll
// script into every page and its gatsby-browser.js a second scroll handler into the app bundle; the
// site's own shouldUpdateScroll (src/lib/scroll.ts) and `scroll-padding-top` already bring a
// `#fragment` below the fixed navbar. The transformer's `headings` field then lists the ids (a page's
// table of contents). Listed last, so the link check (plugins/markdown-links) never collects the
// self-links. Checked against gatsby-remark-autolink-headers 6.16.0 and gatsby-transformer-remark 6.16.0;
// guarded by __tests__/unit/heading-anchors.test.ts and __tests__/build/readers.build.test.ts.
const { anchorHeadings } = require("../../src/content/heading-anchors");

module.exports = ({ markdownAST }) => {
  anchorHeadings(markdownAST);
  return markdownAST;
};
