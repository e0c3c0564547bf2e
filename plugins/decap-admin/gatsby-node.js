// Builds the writers' CMS at /admin/ with gatsby-plugin-decap-cms's own separate webpack
// compilation, but without that plugin's gatsby-browser.js: Gatsby would put its
// Netlify Identity hook into the app bundle of every public page. Identity emails link
// to /admin/ instead (see README), so public pages ship no CMS code at all.
const path = require("node:path");
const decap = require("gatsby-plugin-decap-cms/gatsby-node");

// The same alias as the site's gatsby-node.ts, which runs after this plugin and so is not yet
// in the config this compilation copies.
const chakraTheme = path.resolve("node_modules/@chakra-ui/react/dist/esm/theme");

function withSiteAliases(config) {
  config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, "@chakra-theme": chakraTheme } };
}

exports.onPreInit = decap.onPreInit;
exports.onCreateDevServer = decap.onCreateDevServer;
exports.onCreateWebpackConfig = (args, options) =>
  decap.onCreateWebpackConfig(args, { ...options, customizeWebpackConfig: withSiteAliases });
