// @ts-check
// Chakra UI's webpack settings for every compilation of the site's code: the site's (plugins/chakra), the
// editor's (plugins/decap-admin) and Jest's (jest.config.js). Why each pays: docs/overrides.md#survivors.
const path = require("node:path");
const { directBarrelImportRules } = require("./direct-barrel-imports-loader.cjs");

/**
 * `@chakra-theme/<module>`: one module of Chakra's default theme, which has no subpath export, so the
 * site's system bundles only the recipes it uses (src/theme/). `format`: ESM (webpack) or CommonJS (Jest).
 * tsconfig.json maps the same name to the types (__tests__/unit/chakra-plugin.test.ts checks it).
 */
const CHAKRA_THEME = "@chakra-theme";
/** @type {(root: string, format?: "esm" | "cjs") => string} */
const themeFolder = (root, format = "esm") => path.join(root, "node_modules/@chakra-ui/react/dist", format, "theme");

// Loaders are named from the site's root, where every compilation runs: Gatsby bundles a plugin's
// gatsby-node with what it requires into .cache/compiled/, where __dirname is not this folder.

/** Chakra's styled-system/system.js through lazy-global-loader.cjs (the site's pages only). */
const lazyGlobalRule = {
  test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
  use: [path.resolve("build", "chakra", "lazy-global-loader.cjs")],
};

/** Chakra's anatomy.js through pure-anatomy-loader.cjs. */
const pureAnatomyRule = {
  test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/,
  use: [path.resolve("build", "chakra", "pure-anatomy-loader.cjs")],
};

module.exports = { CHAKRA_THEME, themeFolder, directBarrelImportRules, lazyGlobalRule, pureAnatomyRule };
