// @ts-check
// Every `##`, `###` and `####` heading of a Markdown body gets an id and a link to itself
// (content/README.md, "Headings"). Shared by the build (plugins/heading-anchors, a
// gatsby-transformer-remark sub-plugin), the content rules (src/content/headings.ts) and the editor's
// preview (src/cms/markdown-html.ts), so all three give a heading the same id: CommonJS, so the build
// plugin, which Node loads as it is, can require it.
//
// The ids come from gatsby-remark-autolink-headers (github-slugger, the slugs GitHub gives headings,
// and `{#custom-id}` at the end of a heading), without its icon, its inline <style> and its scroll
// script. Then two things it does not do: an id the page itself already uses (the layout's
// `main-content`, the `#top` of every page) or that a `{#custom-id}` took earlier gets the next free
// `-1`, `-2` suffix, so every id of a page is unique; and each heading is wrapped with a link to itself,
// beside the heading rather than inside it, so the heading's accessible name stays its text.
const autolinkHeaders = require("gatsby-remark-autolink-headers");
const visit = require("unist-util-visit");

/**
 * A heading of a Markdown body with its id: what a table of contents lists.
 * @typedef {object} AnchoredHeading
 * @property {string} id
 * @property {string} value The heading's text, without any `{#custom-id}`.
 * @property {number} depth
 */

/**
 * A node of a tree, as far as its text goes.
 * @typedef {{ type?: string; value?: unknown; children?: TextNode[] }} TextNode
 */

/**
 * An mdast heading with the places autolink keeps its id.
 * @typedef {import("mdast").Heading & { data: { id?: string; htmlAttributes?: object; hProperties?: object } }} IdHeading
 */

/** The heading levels that get an id and a link (`##` to `####`). */
const ANCHORED_DEPTHS = [2, 3, 4];

/**
 * Ids a page has outside its Markdown body: `top` (a link to `#top` goes to the top of the page) and
 * the layout's (src/components/layout/Layout.tsx MAIN_CONTENT_ID, the navbar's menu, the footer) and a
 * post's related posts (src/components/blog/RelatedPosts.tsx).
 */
const RESERVED_IDS = ["top", "main-content", "mobile-menu", "site-footer", "related-posts"];

/** What a writer may write as `{#custom-id}`: lowercase words of letters and digits joined by hyphens. */
const CUSTOM_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `{#anything}` at the end of a heading's text, as the writer wrote it. */
const CUSTOM_ID_MARK = /\{#([^}]*)\}\s*$/;

/** The class names of the wrapper and the link (src/components/Prose.tsx styles them). */
const HEADING_CLASS = "heading-anchor";
const LINK_CLASS = "heading-link";

/**
 * The plain text of a Markdown node (what a reader sees of a heading).
 * @param {TextNode} node
 * @returns {string}
 */
function textOf(node) {
  if (typeof node.value === "string") return node.value;
  return (node.children ?? []).map(textOf).join("");
}

/** The link's icon: a hash sign, drawn with four strokes (hast, so no raw HTML reaches the page). */
const ICON = {
  type: "element",
  tagName: "svg",
  properties: { ariaHidden: "true", focusable: "false", viewBox: "0 0 16 16", width: 16, height: 16 },
  children: [
    {
      type: "element",
      tagName: "path",
      properties: { d: "M6.5 2 5 14M11 2 9.5 14M2.5 5.5h11M2 10.5h11", fill: "none", stroke: "currentColor", strokeWidth: 1.6, strokeLinecap: "round" },
      children: [],
    },
  ],
};

/**
 * Sets a heading's id where every reader of the tree looks for it (autolink's three places).
 * @param {IdHeading} heading
 * @param {string} id
 */
function setId(heading, id) {
  heading.data.id = id;
  heading.data.htmlAttributes = { ...heading.data.htmlAttributes, id };
  heading.data.hProperties = { ...heading.data.hProperties, id };
}

/**
 * The headings of a tree with their ids, in document order, once addHeadingIds has run.
 * @param {object} tree
 * @returns {AnchoredHeading[]}
 */
function anchoredHeadings(tree) {
  /** @type {AnchoredHeading[]} */
  const found = [];
  visit(/** @type {import("unist").Node} */ (tree), "heading", (/** @type {IdHeading} */ node) => {
    if (node.data?.id) found.push({ id: node.data.id, value: textOf(node).trim(), depth: node.depth });
  });
  return found;
}

/**
 * Gives each `##`–`####` heading of an mdast tree its id (github-slugger of its text, or its
 * `{#custom-id}`, which is removed from the text), unique on the page. Returns the headings.
 * @param {object} tree
 * @returns {AnchoredHeading[]}
 */
function addHeadingIds(tree) {
  autolinkHeaders({ markdownAST: tree }, { icon: false, enableCustomId: true, elements: ANCHORED_DEPTHS.map((depth) => `h${depth}`) });
  const taken = new Set(RESERVED_IDS);
  visit(/** @type {import("unist").Node} */ (tree), "heading", (/** @type {IdHeading} */ node) => {
    if (!node.data?.id) return;
    let id = node.data.id;
    for (let suffix = 1; taken.has(id); suffix += 1) id = `${node.data.id}-${suffix}`;
    taken.add(id);
    if (id !== node.data.id) setId(node, id);
  });
  return anchoredHeadings(tree);
}

/**
 * Wraps each heading that has an id with a link to itself:
 * <div class="heading-anchor" data-depth="2"><h2 id="x">Text</h2><a class="heading-link" href="#x" aria-label="Link to this section: Text">#</a></div>.
 * The wrapper and the link are nodes of their own types, so no other plugin takes the link for one
 * the writer wrote (the link check, external links).
 * @template {object} Tree
 * @param {Tree} tree
 * @returns {Tree}
 */
function addHeadingLinks(tree) {
  visit(/** @type {import("unist").Node} */ (tree), "heading", (/** @type {IdHeading} */ heading, index, parent) => {
    if (!heading.data?.id || !parent) return undefined;
    const { id } = heading.data;
    const link = {
      type: "headingLink",
      data: {
        hName: "a",
        hProperties: { className: [LINK_CLASS], href: `#${id}`, ariaLabel: `Link to this section: ${textOf(heading).trim()}`, dataPagefindIgnore: "all" },
        hChildren: [ICON],
      },
    };
    parent.children[index] = /** @type {import("unist").Parent} */ ({ type: "headingAnchor", data: { hName: "div", hProperties: { className: [HEADING_CLASS], dataDepth: String(heading.depth) } }, children: [heading, link] });
    // The wrapper is not visited: its heading must not be wrapped again.
    return [visit.SKIP, index + 1];
  });
  return tree;
}

/**
 * Ids and self-links for the headings of a tree (the build's and the preview's one call). Returns the headings.
 * @param {object} tree
 * @returns {AnchoredHeading[]}
 */
function anchorHeadings(tree) {
  const headings = addHeadingIds(tree);
  addHeadingLinks(tree);
  return headings;
}

module.exports = {
  ANCHORED_DEPTHS,
  CUSTOM_ID_MARK,
  CUSTOM_ID_PATTERN,
  HEADING_CLASS,
  LINK_CLASS,
  RESERVED_IDS,
  addHeadingIds,
  addHeadingLinks,
  anchorHeadings,
  anchoredHeadings,
  textOf,
};
