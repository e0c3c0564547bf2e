/**
 * Module paths every Jest config resolves the way webpack (gatsby-node.ts) and TypeScript
 * (tsconfig.json) do: `@chakra-theme/*` is one module of Chakra's default theme. Any test that
 * imports src/ may reach one (the theme's system, the toaster's recipe).
 */
module.exports = {
  "^@chakra-theme/(.*)$": "<rootDir>/node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs",
};
