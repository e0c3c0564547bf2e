// A gatsby-transformer-remark plugin (listed in its `plugins` in gatsby-config.ts): marks links to
// other websites in every Markdown body (src/content/external-links.js, shared with the editor).
const { markExternalLinks } = require("../../src/content/external-links");

module.exports = ({ markdownAST }, { siteUrl }) => markExternalLinks(markdownAST, siteUrl);
