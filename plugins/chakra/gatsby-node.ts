// Chakra UI v3's build integration (settings in build/chakra/webpack.cjs): the `@chakra-theme/*` alias,
// direct imports instead of Chakra's, Ark's and Zag's barrels, a lazy global stylesheet, pure anatomies.
// Why: fewer modules built and less work at every page's start (docs/overrides.md#survivors).
// Checked against @chakra-ui/react 3.38.0, @ark-ui/react 5.40.0, webpack 5.98, gatsby 5.16.
// Guard: __tests__/unit/chakra-lazy-global-loader.test.ts, direct-barrel-imports-loader.test.ts,
// chakra-pure-anatomy-loader.test.ts, chakra-plugin.test.ts, decap-admin-webpack.test.ts.
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { CHAKRA_THEME, directBarrelImportRules, lazyGlobalRule, pureAnatomyRule, themeFolder } from "../../build/chakra/webpack.cjs";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }) => {
  const root = process.cwd(); // the site's root, where Gatsby runs
  const projectFiles = [path.join(root, "src"), path.join(root, "gatsby-browser.tsx"), path.join(root, "gatsby-ssr.tsx")];
  actions.setWebpackConfig({
    module: { rules: [lazyGlobalRule, pureAnatomyRule, ...directBarrelImportRules(projectFiles)] },
    resolve: { alias: { [CHAKRA_THEME]: themeFolder(root) } },
  });
};
