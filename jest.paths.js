/**
 * Module paths every Jest config resolves the way webpack and TypeScript do: `@chakra-theme/*` is
 * one module of Chakra's default theme, defined in plugins/chakra/webpack.cjs (Jest takes the
 * CommonJS build). Any test that imports src/ may reach one (the theme's system, the toaster's recipe).
 */
const { CHAKRA_THEME, themeFolder } = require("./plugins/chakra/webpack.cjs");

module.exports = {
  [`^${CHAKRA_THEME}/(.*)$`]: `${themeFolder("<rootDir>", "cjs")}/$1.cjs`,
};
