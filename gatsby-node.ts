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
