// @ts-check
// The one answer to "does this address leave the site's own paths?", for every check that asks:
// links in bodies, images, old addresses, Netlify's rules. CommonJS, so the build's plugins, which Node
// loads as they are, can require it.

/**
 * Whether `url` leaves the site's paths: an absolute URL by the URL standard's own parser (any
 * scheme: https:, mailto:, tel:, data:, javascript:) or a protocol-relative one (`//host/...`).
 * `/pricing/`, `#top`, `../other/` and `chart.png` stay on the site.
 * @param {string} url
 * @returns {boolean}
 */
function leavesSite(url) {
  return url.trimStart().startsWith("//") || URL.canParse(url);
}

module.exports = { leavesSite };
