// A gatsby-transformer-remark plugin (listed in its `plugins` in gatsby-config.ts), in the walk the
// transformer makes of every Markdown body it turns into HTML:
// - marks links to other websites (src/content/external-links.js, shared with the editor);
// - keeps the body's links to site paths for the build's link check (plugins/content-links).
const { markExternalLinks } = require("../../src/content/external-links");
const { rememberSiteLinks } = require("../content-links/collect-links");

module.exports = async (args, { siteUrl }) => {
  markExternalLinks(args.markdownAST, siteUrl);
  await rememberSiteLinks(args);
};
