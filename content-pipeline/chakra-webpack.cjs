// @ts-check
// Chakra UI's webpack settings that every compilation of the site's code shares: the site's
// (plugins/chakra), the writers' editor's (plugins/decap-admin) and Jest's (jest.config.js).
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

module.exports = { CHAKRA_THEME, themeFolder, directBarrelImportRules };
