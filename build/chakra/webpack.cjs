// @ts-check
// Chakra UI's webpack settings, in one place for every compilation of the site's code: the site's
// (plugins/chakra), the writers' editor's (plugins/decap-admin) and Jest's (jest.config.js).
// Why each pays, and the guards: docs/overrides.md#survivors.
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

// Loaders are named from the site's root, where every compilation runs: Gatsby bundles a plugin's
// gatsby-node with what it requires into .cache/compiled/, where __dirname is not this folder.

/** Runs @chakra-ui/react's styled-system/system.js through lazy-global-loader.cjs (the site's pages only). */
const lazyGlobalRule = {
  test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
  use: [path.resolve("build", "chakra", "lazy-global-loader.cjs")],
};

/** Runs @chakra-ui/react's anatomy.js through pure-anatomy-loader.cjs, so unused anatomies are dropped. */
const pureAnatomyRule = {
  test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/,
  use: [path.resolve("build", "chakra", "pure-anatomy-loader.cjs")],
};

module.exports = { CHAKRA_THEME, themeFolder, directBarrelImportRules, lazyGlobalRule, pureAnatomyRule };
