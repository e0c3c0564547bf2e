// @ts-check
// Webpack loader for @chakra-ui/react's anatomy.js (Chakra 3.38).
//
// That one module defines the parts of some forty components, each as a top-level
// `const xAnatomy = createAnatomy("x").parts(...)` or `arkXAnatomy.extendWith(...)`. Webpack and the
// minifier keep every call they cannot prove free of side effects, so a page that needs one anatomy
// (the toast's, the native select's) shipped all of them, with the Ark and Zag anatomies they extend,
// from accordion to date picker and color picker. Marking each initializer `/* @__PURE__ */`, as
// bundler-friendly libraries do, lets webpack drop the unused ones and the imports only they use.
//
// If a Chakra upgrade changes the shape of these declarations, the build stops here rather than
// silently shipping them all again.
const DECLARATION = /^const ([\w$]+) = (?=[\w$.]+\()/gm;
const ANY_DECLARATION = /^(?:export\s+)?(?:const|let|var)\s+[\w$]+\s*=/gm;
const PLAIN_ALIAS = /^const ([\w$]+) = [\w$]+;$/gm;

/**
 * The anatomy module with each call initializer annotated pure; throws if the module's shape changed.
 * @param {string} source
 * @param {string} [file]
 * @returns {string}
 */
function annotate(source, file = "anatomy.js") {
  const declarations = source.match(ANY_DECLARATION) ?? [];
  const calls = source.match(DECLARATION) ?? [];
  const aliases = source.match(PLAIN_ALIAS) ?? [];
  if (calls.length < 20 || calls.length + aliases.length !== declarations.length || source.includes("@__PURE__")) {
    throw new Error(
      `chakra-pure-anatomy-loader: ${file} no longer has the declarations this loader annotates ` +
        `(${calls.length} calls, ${aliases.length} aliases, ${declarations.length} declarations). ` +
        "Check the Chakra UI upgrade and update build/chakra/pure-anatomy-loader.cjs.",
    );
  }
  return source.replace(DECLARATION, "const $1 = /* @__PURE__ */ ");
}

/**
 * @this {import("webpack").LoaderContext<unknown>}
 * @param {string} source
 * @returns {string}
 */
module.exports = function chakraPureAnatomyLoader(source) {
  return annotate(source, this.resourcePath);
};

module.exports.annotate = annotate;
