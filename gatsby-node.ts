import path from "node:path";
import type { GatsbyNode } from "gatsby";

// Gatsby always runs from the project root.
const chakraTheme = path.resolve("node_modules/@chakra-ui/react/dist/esm/theme");

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }) => {
  actions.setWebpackConfig({
    resolve: {
      // Individual modules of Chakra's default theme, so only the recipes in use are bundled.
      alias: { "@chakra-theme": chakraTheme },
    },
  });
};

/**
 * The client-only dashboard (src/pages/dashboard/[...].tsx, matchPath /dashboard/*) is built
 * once, as /dashboard/index.html, rather than under the literal path /dashboard/[...]/.
 * static/_redirects then serves that HTML for every /dashboard/* path, as Netlify would.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.matchPath === "/dashboard/*" && page.path !== "/dashboard/") {
    actions.deletePage(page);
    actions.createPage({ ...page, path: "/dashboard/" });
  }
};
