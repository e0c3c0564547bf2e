// @ts-check
// The options compile.js receives (as JSON): all that decides the editor's bundle besides the files it
// reads, so also part of its fingerprint (fingerprint.js).
const OPTIONS = ["modulePath", "publicPath", "htmlTitle", "htmlFavicon", "manualInit"];

/**
 * @param {Record<string, unknown> & { cms: Extract<import("../../src/cms/settings").CmsSettingsResult, { ok: true }> }} pluginOptions
 * @param {{ root: string; pathPrefix: string; trailingSlash: string }} site @returns {Record<string, unknown>}
 */
function compileOptions(pluginOptions, { root, pathPrefix, trailingSlash }) {
  const options = Object.fromEntries(OPTIONS.filter((name) => pluginOptions[name] !== undefined).map((name) => [name, pluginOptions[name]]));
  const { cms } = pluginOptions;
  return {
    ...options,
    // Only git-gateway signs in through Netlify Identity, whose widget /admin/ then loads.
    enableIdentityWidget: cms.identityWidget,
    // The backend, branch and sign-in the editor uses (src/cms/cms.ts reads CMS_SETTINGS).
    define: { CMS_SETTINGS: cms.settings, SITE_TIME_ZONE: pluginOptions.timeZone ?? "UTC" },
    root,
    pathPrefix,
    trailingSlash,
  };
}

module.exports = { compileOptions };
