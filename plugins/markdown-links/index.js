// A gatsby-transformer-remark plugin (listed in its `plugins` in gatsby-config.ts): marks links to
// other websites in every Markdown body (see external-links.js).
const { markExternalLinks } = require("./external-links");

module.exports = ({ markdownAST }, { siteUrl }) => markExternalLinks(markdownAST, siteUrl);
