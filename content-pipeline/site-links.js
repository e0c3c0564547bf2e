// @ts-check
// The site-path links of a Markdown body (mdast), for the link check (plugins/content-links). Kept by the
// remark sub-plugin plugins/markdown-links, which gatsby-transformer-remark runs on each body it
// turns into HTML, in the link check's cache under the node's content digest, so they outlive the
// transformer's own cache hits (on a rebuild it parses only the bodies that changed). Shared by both
// plugins from here, so neither reaches into the other's folder. CommonJS: the transformer requires
// its sub-plugins as they are.
const visit = require("unist-util-visit");

/**
 * A link to a site path as written in a Markdown body, with its line in the body (1-based).
 * @typedef {{ url: string; line: number }} BodyLink
 */

/** A URL with a scheme (https:, mailto:, tel:, data:, ...) or a protocol-relative one leaves the site's paths. */
const LEAVES_SITE = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Whether `url` is a path on this site as a Markdown link writes it: `/x/`, `#x`, `../x/`, `x/`.
 * @param {unknown} url
 * @returns {boolean}
 */
function isSitePath(url) {
  return typeof url === "string" && url !== "" && !LEAVES_SITE.test(url);
}

/**
 * `{ url, line }` (line of the body, 1-based) for every link and link definition to a site path.
 * @param {unknown} tree
 * @returns {BodyLink[]}
 */
function siteLinks(tree) {
  /** @type {BodyLink[]} */
  const links = [];
  visit(/** @type {import("unist").Node} */ (tree), ["link", "definition"], (/** @type {import("mdast").Link | import("mdast").Definition} */ node) => {
    if (isSitePath(node.url)) links.push({ url: node.url, line: node.position ? node.position.start.line : 1 });
  });
  return links;
}

const CACHE_NAME = "content-links";
/**
 * The cache key of a body's links: its Markdown node's content digest (frontmatter included).
 * @param {string} digest
 * @returns {string}
 */
const linksKey = (digest) => `links-${digest}`;

/**
 * Keeps the site-path links of a body the transformer is parsing (the sub-plugin's arguments).
 * @param {{
 *   markdownAST: unknown;
 *   markdownNode: { internal: { contentDigest: string } };
 *   getCache: (name: string) => { set: (key: string, value: unknown) => Promise<unknown> };
 * }} args
 * @returns {Promise<void>}
 */
async function rememberSiteLinks({ markdownAST, markdownNode, getCache }) {
  await getCache(CACHE_NAME).set(linksKey(markdownNode.internal.contentDigest), siteLinks(markdownAST));
}

module.exports = { CACHE_NAME, isSitePath, linksKey, rememberSiteLinks, siteLinks };
