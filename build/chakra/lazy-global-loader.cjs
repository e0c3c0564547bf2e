// @ts-check
// Webpack loader for @chakra-ui/react's styled-system/system.js (Chakra 3.38): `system._global` (the
// whole global stylesheet, which createSystem() builds at once, inside every page's longest task) becomes
// a getter computed on first use. The browser never uses it: each page's <head> has the stylesheet from
// the build (gatsby-ssr.tsx). Why: docs/overrides.md. A Chakra that changed these lines stops the build.
const EAGER = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";
const LAZY = "let _globalCache;\n  const getGlobal = () => (_globalCache ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);";
const FIELD = "    _global,\n";
const GETTER = "    get _global() {\n      return getGlobal();\n    },\n";

/** @this {import("webpack").LoaderContext<unknown>} @param {string} source @returns {string} */
module.exports = function chakraLazyGlobalLoader(source) {
  if (!source.includes(EAGER) || !source.includes(FIELD)) {
    throw new Error(
      `chakra-lazy-global-loader: ${this.resourcePath} no longer has the lines this loader rewrites. ` +
        "Check the Chakra UI upgrade and update build/chakra/lazy-global-loader.cjs.",
    );
  }
  return source.replace(EAGER, LAZY).replace(FIELD, GETTER);
};

module.exports.EAGER = EAGER;
module.exports.FIELD = FIELD;
