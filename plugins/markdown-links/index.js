// A gatsby-transformer-remark sub-plugin (its `plugins` in gatsby-config.ts), in the transformer's walk
// of every Markdown body it turns into HTML: marks links to other websites (src/content/external-links.js,
// shared with the editor) and keeps the body's site-path links for the link check (plugins/content-links).
// Why: one walk serves both, instead of parsing every body again (docs/performance.md#what-each-build-measure-saves).
// Checked against gatsby-transformer-remark 6.16.0 (sub-plugins get `markdownAST`, `markdownNode`, `getCache`).
// Guard: __tests__/unit/markdown-links-plugin.test.ts, __tests__/build/dead-links.build.test.ts.
const { markExternalLinks } = require("../../src/content/external-links");
const { rememberSiteLinks } = require("../../content-pipeline/site-links");

module.exports = async (args, { siteUrl }) => {
  markExternalLinks(args.markdownAST, siteUrl);
  await rememberSiteLinks(args);
};
