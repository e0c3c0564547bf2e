/**
 * Packages published as ES modules only that tests load: Netlify's _headers and _redirects parsers
 * and their dependencies, through plugins/content-security-policy/static-host-rules.mjs (used by
 * the build's policy step and scripts/static-server.mjs). Jest's module system is CommonJS, so
 * Babel compiles these like the project's own files; every Jest config uses this pattern.
 */
const ESM_PACKAGES = ["@netlify/headers-parser", "@netlify/redirect-parser", "escape-string-regexp", "is-plain-obj", "map-obj", "path-exists"];

module.exports = (...more) => [`node_modules/(?!(${[...more, ...ESM_PACKAGES].join("|")})/)`];
