/**
 * The dead-code check (knip), run by `npm run lint`: unused files, exports, types and dependencies.
 * Knip's Gatsby plugin (gatsby-{config,node,browser,ssr}, src/pages, src/templates and
 * each plugin's gatsby-* files), Jest plugin (jest.config.js's projects, their setup files and
 * every test) and ESLint and Netlify plugins find most entry files; the rest are listed here.
 */
import { readdirSync } from "node:fs";
import type { KnipConfig } from "knip";

/** The local plugins (plugins/<name>/). */
const localPlugins = readdirSync("plugins", { withFileTypes: true }).filter((entry) => entry.isDirectory());

const config: KnipConfig = {
  entry: [
    // Gatsby builds the layout slices from these paths (src/slices/layout-slices.ts), not from imports.
    "src/slices/*.tsx",
    // Gatsby collects GraphQL fragments from every file under src/; queries spread them by name.
    "src/content/fragments.ts",
    // The writers' editor bundle: gatsby-config.ts hands its path to plugins/decap-admin.
    "src/cms/cms.ts",
    // Loaded by path: decap-admin's child compilation and the files its webpack config names.
    "plugins/decap-admin/compile.js",
    "plugins/decap-admin/gatsby-shim.js",
    "plugins/decap-admin/swc-loader.js",
    "plugins/decap-admin/bootstrap.js",
    "plugins/decap-admin/identity.js",
    // Webpack loaders that build/chakra/webpack.cjs names by path.
    "build/chakra/*-loader.cjs",
    // Gatsby requires each plugin's index.js (its package.json "main"), even an empty one.
    "plugins/*/index.js",
    // Run by npm scripts or by hand (each opens with its usage): the tools, and the benchmarks.
    "scripts/*.mjs",
    "scripts/bench/*.mjs",
  ],
  // gatsby-config.ts names local plugins without a path; Gatsby finds them in plugins/<name>/.
  ignoreUnresolved: [new RegExp(`^(${localPlugins.map(({ name }) => name).join("|")})$`)],
  // An export its own module uses (and a test may import) is part of that module, not dead code.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Types only (`import type` and JSDoc imports), from packages installed with decap-cms-app and
    // gatsby-transformer-remark; every import that runs is declared in package.json.
    "decap-cms-core",
    "hast",
    "mdast",
    "unist",
  ],
  // scripts/bench/bench-build.mjs records the load with the system's `uptime`.
  ignoreBinaries: ["uptime"],
};

export default config;
