// @ts-check
// The rules of this plugin's own loaders, for the site's compilations only. Each loader's path is
// given from the site's root: Gatsby bundles gatsby-node into .cache/compiled/, where __dirname is
// not this folder.
const path = require("node:path");

/** Runs @chakra-ui/react's styled-system/system.js through lazy-global-loader.cjs. */
const lazyGlobalRule = {
  test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
  use: [path.resolve("plugins", "chakra", "lazy-global-loader.cjs")],
};

/** Runs @chakra-ui/react's anatomy.js through pure-anatomy-loader.cjs, so unused anatomies are dropped. */
const pureAnatomyRule = {
  test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/,
  use: [path.resolve("plugins", "chakra", "pure-anatomy-loader.cjs")],
};

module.exports = { lazyGlobalRule, pureAnatomyRule };
