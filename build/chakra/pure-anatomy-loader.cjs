// @ts-check
// Webpack loader for @chakra-ui/react's anatomy.js (Chakra 3.38): each top-level `const xAnatomy =
// createAnatomy(...)` / `arkXAnatomy.extendWith(...)` gets `/* @__PURE__ */`, so webpack drops the
// anatomies a page does not use (with the Ark and Zag ones they extend) instead of shipping all forty.
// A Chakra that changed the shape of these declarations stops the build.
const DECLARATION = /^const ([\w$]+) = (?=[\w$.]+\()/gm;
const ANY_DECLARATION = /^(?:export\s+)?(?:const|let|var)\s+[\w$]+\s*=/gm;
const PLAIN_ALIAS = /^const ([\w$]+) = [\w$]+;$/gm;

/** The anatomy module with each call initializer annotated pure; throws if its shape changed. @param {string} source @param {string} [file] @returns {string} */
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

/** @this {import("webpack").LoaderContext<unknown>} @param {string} source @returns {string} */
module.exports = function chakraPureAnatomyLoader(source) {
  return annotate(source, this.resourcePath);
};

module.exports.annotate = annotate;
