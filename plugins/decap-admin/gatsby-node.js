// Builds the writers' CMS at /admin/ with gatsby-plugin-decap-cms's own separate webpack
// compilation, but without that plugin's gatsby-browser.js: Gatsby would put its
// Netlify Identity hook into the app bundle of every public page. Identity emails link
// to /admin/ instead (see README), so public pages ship no CMS code at all.
//
// Options: `cms`, the result of readCmsSettings (src/cms/settings.ts) that gatsby-config.ts
// computes from the build's environment; plus gatsby-plugin-decap-cms's own options.
const path = require("node:path");
const webpack = require("gatsby/webpack");
const decap = require("gatsby-plugin-decap-cms/gatsby-node");
const { applySwcMinifier } = require("../../scripts/webpack/swc-minifier.cjs");

// The same alias as the site's gatsby-node.ts, which runs after this plugin and so is not yet
// in the config this compilation copies.
const chakraTheme = path.resolve("node_modules/@chakra-ui/react/dist/esm/theme");

const customizeAdminConfig = (settings) => (config, { stage }) => {
  config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, "@chakra-theme": chakraTheme } };
  // The backend, branch and sign-in the editor uses (src/cms/cms.ts reads CMS_SETTINGS).
  config.plugins.push(new webpack.DefinePlugin({ CMS_SETTINGS: JSON.stringify(settings) }));
  if (stage !== "build-javascript") return;
  // The plugin copies the site's webpack config, cache included: without its own cache the admin
  // compile, which runs beside the site's, would write into the site's cache directory at the same time.
  if (config.cache && config.cache.type === "filesystem") {
    config.cache = {
      ...config.cache,
      name: "build-admin",
      cacheLocation: path.resolve(".cache", "webpack", "stage-build-admin"),
    };
  }
  // Production admin without source maps: the plugin would write ~1.4 MB of maps for our
  // previews and copy ~21 MB more for its prebuilt scripts, and producing them is most of the
  // admin compile's time. Nobody debugs the editor from the live site.
  config.devtool = false;
  applySwcMinifier(config);
  for (const plugin of config.plugins) {
    if (plugin?.constructor?.name === "CopyPlugin" && Array.isArray(plugin.patterns)) {
      // The copied scripts (Decap's 4.4 MB bundle, React, Identity) ship minified; marked as
      // such, Terser no longer spends most of the admin compile minifying them again.
      plugin.patterns = plugin.patterns
        .filter((pattern) => !String(pattern.from).endsWith(".map"))
        .map((pattern) => ({ ...pattern, info: { ...pattern.info, minimized: true } }));
    }
  }
};

let adminBuild = Promise.resolve();

// Before anything is compiled: a bad CMS_* variable stops the build in seconds, not minutes.
exports.onPreInit = (args, { cms }) => {
  decap.onPreInit(args);
  if (!cms.ok) {
    args.reporter.panic(cms.message);
  }
  for (const warning of cms.warnings) args.reporter.warn(warning);
};
exports.onCreateDevServer = decap.onCreateDevServer;
exports.onCreateWebpackConfig = (args, { cms, ...options }) => {
  const compile = decap.onCreateWebpackConfig(args, {
    ...options,
    enableIdentityWidget: cms.identityWidget,
    customizeWebpackConfig: customizeAdminConfig(cms.settings),
  });
  if (args.stage !== "build-javascript") return compile;
  // The admin is its own webpack compilation and nothing on the public pages depends on it,
  // so it runs beside the site's compile (which keeps only one core busy) instead of before it.
  // onPostBuild waits for it, so a failing admin still fails the build.
  const started = Date.now();
  adminBuild = compile.then(() => args.reporter.info(`Decap CMS admin compiled in ${((Date.now() - started) / 1000).toFixed(1)} s`));
  adminBuild.catch(() => {}); // reported by onPostBuild; avoids an unhandled rejection meanwhile
  return undefined;
};
exports.onPostBuild = async ({ reporter }) => {
  try {
    await adminBuild;
  } catch (error) {
    reporter.panicOnBuild("The Decap CMS admin (/admin/) failed to compile", error);
  }
};
