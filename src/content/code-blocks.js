// @ts-check
// Fenced code blocks of a Markdown body, highlighted at build time: each becomes
// <div class="code-block" data-language="ts"><div class="code-language">TypeScript</div><pre class="language-ts" tabindex="0"><code class="language-ts">…</code></pre></div>,
// its tokens as <span class="token keyword">…</span> (Prism's grammars and class names), coloured by the
// site's stylesheet (src/theme/content-css.ts, semantic colour tokens), so no page ships highlighting
// code. Shared by the build (plugins/code-highlight, a gatsby-transformer-remark sub-plugin) and the
// editor's preview (src/cms/markdown-html.ts), so both show the same: CommonJS, so the build plugin,
// which Node loads as it is, can require it. The block is hast in the Markdown tree (`data.hName`,
// `hChildren`), as heading links are (./heading-anchors.js): no raw HTML reaches the page.

// In a browser (the editor), Prism would highlight the document's own code elements once it loads
// unless told it is driven by hand; it reads that from the global object when it is first evaluated.
const scope = /** @type {{ Prism?: { manual?: boolean } }} */ (globalThis);
scope.Prism = { ...scope.Prism, manual: true };
/** @type {typeof import("prismjs")} */
const Prism = require("prismjs");
require("prismjs/components/prism-bash");
require("prismjs/components/prism-diff");
require("prismjs/components/prism-http");
require("prismjs/components/prism-json");
require("prismjs/components/prism-markdown");
require("prismjs/components/prism-python");
require("prismjs/components/prism-sql");
require("prismjs/components/prism-typescript");
require("prismjs/components/prism-yaml");
const visit = require("unist-util-visit");

/**
 * The languages highlighted, by the names a fence may give them (content/README.md lists them), with
 * the label each block shows. A fence with another language keeps its name as the label, in plain text.
 * @type {Readonly<Record<string, string>>}
 */
const LANGUAGES = {
  bash: "Shell",
  sh: "Shell",
  shell: "Shell",
  css: "CSS",
  diff: "Diff",
  html: "HTML",
  xml: "XML",
  http: "HTTP",
  javascript: "JavaScript",
  js: "JavaScript",
  json: "JSON",
  markdown: "Markdown",
  md: "Markdown",
  python: "Python",
  py: "Python",
  sql: "SQL",
  typescript: "TypeScript",
  ts: "TypeScript",
  yaml: "YAML",
  yml: "YAML",
};

/** The wrapper's class (src/theme/content-css.ts styles it) and its label's. */
const CODE_BLOCK_CLASS = "code-block";
const LANGUAGE_CLASS = "code-language";

/**
 * @typedef {import("hast").Element} Element
 * @typedef {import("hast").Text} Text
 * @typedef {import("prismjs").Token} Token
 */

/**
 * @param {string} value
 * @returns {Text}
 */
const text = (value) => ({ type: "text", value });

/**
 * Prism's tokens as hast: a span per token with Prism's classes (`token` and its type, then its aliases).
 * @param {string | Token | Array<string | Token>} content
 * @returns {Array<Element | Text>}
 */
function tokensToHast(content) {
  if (typeof content === "string") return [text(content)];
  if (Array.isArray(content)) return content.flatMap(tokensToHast);
  const aliases = content.alias === undefined ? [] : [content.alias].flat();
  return [{ type: "element", tagName: "span", properties: { className: ["token", content.type, ...aliases] }, children: tokensToHast(content.content) }];
}

/**
 * A fenced block's hast: the wrapper, its language's label (none without a language) and the block,
 * its tokens highlighted when the language is one of LANGUAGES. The block can take the keyboard's
 * focus, so a line wider than the screen scrolls with the arrow keys too.
 * @param {string | null | undefined} language As the fence names it (` ```ts `).
 * @param {string} code
 * @returns {Element}
 */
function codeBlock(language, code) {
  const name = language ? language.toLowerCase() : undefined;
  const grammar = name && Object.prototype.hasOwnProperty.call(LANGUAGES, name) ? Prism.languages[name] : undefined;
  const languageClass = name ? [`language-${name}`] : [];
  const body = grammar ? tokensToHast(Prism.tokenize(code, grammar)) : [text(code)];
  /** @type {Element[]} */
  const label = language
    ? [{ type: "element", tagName: "div", properties: { className: [LANGUAGE_CLASS], dataPagefindIgnore: "all" }, children: [text((name && LANGUAGES[name]) || language)] }]
    : [];
  return {
    type: "element",
    tagName: "div",
    properties: { className: [CODE_BLOCK_CLASS], ...(name && { dataLanguage: name }) },
    children: [
      ...label,
      {
        type: "element",
        tagName: "pre",
        properties: { className: languageClass, tabIndex: 0 },
        children: [{ type: "element", tagName: "code", properties: { className: languageClass }, children: body }],
      },
    ],
  };
}

/**
 * Turns each fenced code block of an mdast tree into its highlighted block (the build's and the preview's one call).
 * @template {object} Tree
 * @param {Tree} tree
 * @returns {Tree}
 */
function highlightCodeBlocks(tree) {
  visit(/** @type {import("unist").Node} */ (tree), "code", (/** @type {import("mdast").Code} */ node, index, parent) => {
    if (!parent || index === null) return;
    const block = codeBlock(node.lang, node.value);
    parent.children[index] = /** @type {import("mdast").Content} */ (
      /** @type {unknown} */ ({ type: "codeBlock", value: node.value, position: node.position, data: { hName: block.tagName, hProperties: block.properties, hChildren: block.children } })
    );
  });
  return tree;
}

module.exports = { CODE_BLOCK_CLASS, LANGUAGES, LANGUAGE_CLASS, highlightCodeBlocks };
