// @ts-check
// Webpack loader for @chakra-ui/react's styled-system/system.js (Chakra 3.38).
//
// createSystem() builds the whole global stylesheet (preflight, global CSS and one CSS variable
// per token) as soon as the system is created: a large share of its cost (docs/overrides.md), run
// while the browser evaluates the app bundle, i.e. inside the longest task of every page load. The site writes
// that stylesheet into each page's <head> at build time (gatsby-ssr.tsx), so the browser never
// needs it; this loader turns `system._global` into a getter that computes it on first use only
// (the server render, `gatsby develop` and the CMS preview still use it).
//
// If a Chakra upgrade changes these lines, the build stops here rather than silently losing
// the optimisation.
const EAGER = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";
const LAZY = "let _globalCache;\n  const getGlobal = () => (_globalCache ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);";
const FIELD = "    _global,\n";
const GETTER = "    get _global() {\n      return getGlobal();\n    },\n";

/**
 * @this {import("webpack").LoaderContext<unknown>}
 * @param {string} source
 * @returns {string}
 */
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
