// @ts-check
// The writers' mark for an image that is only decoration: ![decorative](./divider.webp) (content/README.md).
// Shared by the content rules (media.ts), the editor's preview and the build's image plugin
// (plugins/remark-post-images): CommonJS, so that plugin, which Node loads as it is, can require it.
const DECORATIVE_ALT = /** @type {const} */ ("decorative");

/**
 * Whether an image's alt text is the mark.
 * @param {string} alt
 * @returns {boolean}
 */
const isDecorativeAlt = (alt) => alt.trim().toLowerCase() === DECORATIVE_ALT;

module.exports = { DECORATIVE_ALT, isDecorativeAlt };
