// @ts-check
// Links in Markdown bodies to other websites: rel="noopener noreferrer", nothing else. They open in
// the same tab, like every other link (the writers' guide, content/README.md, says so); the rel
// keeps the other site from learning which page sent the visitor. Shared by the build
// (plugins/markdown-links) and the editor's preview (src/cms/markdown-html.ts): CommonJS, so the build
// plugin, which Node loads as it is, can require it.
const visit = require("unist-util-visit");
const { leavesSite } = require("./leaves-site");

const EXTERNAL_REL = ["noopener", "noreferrer"];

/**
 * Whether `url` leads to another website than `siteUrl` (http/https only: mailto:, tel: and paths are not).
 * @param {string} url
 * @param {string} siteUrl
 * @returns {boolean}
 */
function isExternal(url, siteUrl) {
  if (!leavesSite(url)) return false;
  try {
    const target = new URL(url, siteUrl);
    return /^https?:$/.test(target.protocol) && target.origin !== new URL(siteUrl).origin;
  } catch {
    return false;
  }
}

/**
 * Adds the rel attribute to every external link of a Markdown tree (mdast); returns the tree.
 * @template {object} Tree
 * @param {Tree} tree
 * @param {string} siteUrl
 * @returns {Tree}
 */
function markExternalLinks(tree, siteUrl) {
  visit(/** @type {import("unist").Node} */ (tree), "link", (/** @type {import("mdast").Link} */ node) => {
    if (isExternal(node.url, siteUrl)) node.data = { ...node.data, hProperties: { .../** @type {object | undefined} */ (node.data?.hProperties), rel: EXTERNAL_REL } };
  });
  return tree;
}

module.exports = { EXTERNAL_REL, isExternal, markExternalLinks };
