// @ts-check
// Chakra UI's webpack settings, shared by the site's compilations (gatsby-node.ts beside this file),
// the writers' editor's compilation (plugins/decap-admin/webpack.config.js) and Jest (jest.config.js).
const path = require("node:path");
const { directBarrelImportRules } = require("./direct-barrel-imports-loader.cjs");

/**
 * `@chakra-theme/<module>`: one module of Chakra's default theme (a recipe, the tokens), so the
 * site's system bundles only the recipes it uses (src/theme/). Chakra publishes no subpath for
 * them, hence the alias. `format` picks the ESM build (webpack) or the CommonJS one (Jest).
 * tsconfig.json maps the same name to the types (__tests__/unit/chakra-plugin.test.ts checks it).
 */
const CHAKRA_THEME = "@chakra-theme";
/** @type {(root: string, format?: "esm" | "cjs") => string} */
const themeFolder = (root, format = "esm") => path.join(root, "node_modules/@chakra-ui/react/dist", format, "theme");

/**
 * Runs @chakra-ui/react's styled-system/system.js through lazy-global-loader.cjs (its path from the
 * site's root: Gatsby bundles gatsby-node into .cache/compiled/, where __dirname is not this folder).
 */
const lazyGlobalRule = {
  test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
  use: [path.resolve("plugins", "chakra", "lazy-global-loader.cjs")],
};

/** Runs @chakra-ui/react's anatomy.js through pure-anatomy-loader.cjs, so unused anatomies are dropped. */
const pureAnatomyRule = {
  test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/,
  use: [path.resolve("plugins", "chakra", "pure-anatomy-loader.cjs")],
};

module.exports = { CHAKRA_THEME, themeFolder, lazyGlobalRule, pureAnatomyRule, directBarrelImportRules };
