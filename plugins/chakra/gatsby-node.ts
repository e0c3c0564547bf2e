/**
 * Chakra UI v3's build integration, for every compilation of the site (browser and HTML renderer).
 *
 * What it changes:
 * - `@chakra-theme/*` resolves to one module of Chakra's default theme (webpack.cjs), so the
 *   site's system (src/theme/) bundles only the recipes it uses.
 * - Named imports from `@chakra-ui/react`'s index (the site's), from `@ark-ui/react`'s (Chakra's)
 *   and from Zag's (Ark's) point at the modules that define them (direct-barrel-imports-loader.cjs):
 *   webpack no longer builds the ~1,300 modules those indexes re-export and the site never uses.
 *   Both packages declare `"sideEffects": false`, which is what lets tree shaking drop them anyway.
 * - `system._global` in Chakra's styled-system/system.js becomes a getter (lazy-global-loader.cjs):
 *   the global stylesheet is written into each page's <head> at build time (gatsby-ssr.tsx), so the
 *   browser no longer builds it inside the longest task of every page load.
 * - Each anatomy in Chakra's anatomy.js is marked `/* @__PURE__ *\/` (pure-anatomy-loader.cjs): the
 *   toast's and the native select's no longer bring the other ~38 components' anatomies with them.
 *
 * Gain (3,000 posts, 2026-11, README figures before docs/performance.md): the production
 * compilation builds 702 modules instead of 2,281 and the renderer's 795 instead of 2,374, same
 * bundles; the editor's 444 instead of 2,278 (~4 instead of ~11 s of CPU). The lazy stylesheet is
 * ~40 % of createSystem's cost, taken off every page's start-up. The pure anatomies' gain is in
 * docs/overrides.md.
 *
 * Checked against @chakra-ui/react 3.37.0 (pinned), @ark-ui/react 5.39.0, webpack 5.98, gatsby 5.16.
 *
 * Guards: __tests__/unit/chakra-lazy-global-loader.test.ts (the build also stops if the lines it
 * rewrites change), __tests__/unit/direct-barrel-imports-loader.test.ts (every name the site
 * imports is mapped), __tests__/unit/decap-admin-webpack.test.ts (the editor's compilation),
 * __tests__/unit/chakra-pure-anatomy-loader.test.ts (the build stops if anatomy.js changes shape; a
 * production bundle of the toast recipe drops the other anatomies),
 * __tests__/unit/chakra-plugin.test.ts (the alias is the same for webpack, Jest and TypeScript).
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { CHAKRA_THEME, directBarrelImportRules, lazyGlobalRule, pureAnatomyRule, themeFolder } from "./webpack.cjs";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }) => {
  const root = process.cwd(); // Gatsby always runs from the site's root
  const projectFiles = [path.join(root, "src"), path.join(root, "gatsby-browser.tsx"), path.join(root, "gatsby-ssr.tsx")];
  actions.setWebpackConfig({
    module: { rules: [lazyGlobalRule, pureAnatomyRule, ...directBarrelImportRules(projectFiles)] },
    resolve: { alias: { [CHAKRA_THEME]: themeFolder(root) } },
  });
};
