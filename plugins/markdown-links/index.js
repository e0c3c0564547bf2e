// A gatsby-transformer-remark sub-plugin: marks a Markdown body's links to other websites
// rel="noopener noreferrer" (src/content/external-links.js, shared with the editor's preview).
// Guard: __tests__/unit/markdown-links-plugin.test.ts.
const { markExternalLinks } = require("../../src/content/external-links");

module.exports = (args, { siteUrl }) => {
  markExternalLinks(args.markdownAST, siteUrl);
};
