/**
 * Every test suite of the site, one Jest project each; `npm test` runs them in order, each
 * through its script (`jest --selectProjects <name>`). A file path alone picks its project:
 * `npx jest __tests__/build/readers.build.test.ts`.
 */
const { CHAKRA_THEME, themeFolder } = require("./build/chakra/webpack.cjs");

/**
 * Babel for Jest only; Gatsby's own build uses babel-preset-gatsby through its webpack config.
 * Not that preset by name here: Gatsby reads every file of each gatsby-named package the site lists
 * in package.json for queries, on every build, and babel-preset-gatsby brings gatsby-legacy-polyfills,
 * more for every build to parse (docs/performance.md#what-each-build-measure-saves).
 */
const babel = {
  configFile: false,
  babelrc: false,
  presets: [
    ["@babel/preset-env", { targets: { node: "current" } }],
    ["@babel/preset-react", { runtime: "automatic" }],
    "@babel/preset-typescript",
  ],
};

/**
 * Packages published as ES modules only that tests load: Netlify's _headers and _redirects parsers
 * and their dependencies, through netlify/rules.mjs. Jest's module system is CommonJS, so Babel
 * compiles these like the project's own files.
 */
const ESM_PACKAGES = [
  "@netlify/headers-parser",
  "@netlify/redirect-parser",
  "escape-string-regexp",
  // The allowlist of a body's HTML (src/content/allowlist.ts) and what it needs.
  "hast-util-sanitize",
  "unist-util-position",
  "property-information",
];
const compileEsm = (...more) => [`node_modules/(?!(${[...more, ...ESM_PACKAGES].join("|")})/)`];

/**
 * What every project shares. `@chakra-theme/*` is one module of Chakra's default theme, resolved
 * the way webpack and TypeScript do (build/chakra/webpack.cjs; Jest takes the CommonJS build):
 * any test that imports src/ may reach one (the theme's system, the toaster's recipe).
 */
const shared = {
  transform: { "^.+\\.m?[jt]sx?$": ["babel-jest", babel] },
  moduleNameMapper: { [`^${CHAKRA_THEME}/(.*)$`]: `${themeFolder("<rootDir>", "cjs")}/$1.cjs` },
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "json"],
  transformIgnorePatterns: compileEsm(),
};

const PROJECT_TIMEOUT = "<rootDir>/__tests__/support/project-timeout.ts";

/** A project in Node with its limit per test (a project's own testTimeout is not applied: __tests__/support/project-timeout.ts). */
const inNode = (timeoutMs) => ({ ...shared, testEnvironment: "node", globals: { TEST_TIMEOUT_MS: timeoutMs }, setupFilesAfterEnv: [PROJECT_TIMEOUT] });

/** Browser tests (Debian's Chromium driven by playwright-core) against the built public/, served on 127.0.0.1 as Netlify serves it. */
const againstBuiltSite = (timeoutMs) => ({
  ...inNode(timeoutMs),
  globalSetup: "<rootDir>/__tests__/e2e/support/global-setup.ts",
  globalTeardown: "<rootDir>/__tests__/e2e/support/global-teardown.ts",
  setupFilesAfterEnv: [PROJECT_TIMEOUT, "<rootDir>/__tests__/e2e/support/csp-guard.ts"],
});

/** @type {import("jest").Config} */
module.exports = {
  projects: [
    {
      // Components, forms, rules and plugins' modules in jsdom with Testing Library.
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      roots: ["<rootDir>"],
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.[jt]s?(x)"],
      testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
        ".+\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
      },
      transformIgnorePatterns: compileEsm("gatsby", "gatsby-script", "gatsby-link"),
      globals: { __PATH_PREFIX__: "", __CONTACT_FORM__: "demo", SITE_TIME_ZONE: "UTC" },
      setupFiles: ["<rootDir>/__tests__/support/loader-shim.js"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup-tests.ts"],
    },
    {
      // `gatsby build` of a temporary copy of the site (about a minute each).
      ...inNode(300_000),
      displayName: "build",
      roots: ["<rootDir>/__tests__/build"],
      testMatch: ["<rootDir>/__tests__/build/**/*.build.test.ts"],
    },
    {
      // The built public/ (run `npm run build` first).
      ...againstBuiltSite(60_000),
      displayName: "e2e",
      roots: ["<rootDir>/__tests__/e2e"],
      testMatch: ["<rootDir>/__tests__/e2e/**/*.e2e.test.ts"],
    },
    {
      // The writers' CMS: /admin/ of the built public/ with decap-server on 127.0.0.1, and a rebuild of a throwaway copy.
      ...againstBuiltSite(180_000),
      displayName: "cms",
      roots: ["<rootDir>/__tests__/cms"],
      testMatch: ["<rootDir>/__tests__/cms/**/*.cms.test.ts"],
    },
    {
      // The development server (`gatsby develop`), whose runtime differs from the build's; run through
      // `npm run test:develop`, which starts it on a throwaway copy and sets DEVELOP_URL and DEVELOP_SITE_DIR.
      ...inNode(300_000),
      displayName: "develop",
      roots: ["<rootDir>/__tests__/develop"],
      testMatch: ["<rootDir>/__tests__/develop/**/*.develop.test.ts"],
      setupFiles: ["<rootDir>/__tests__/develop/support/setup.ts"],
    },
  ],
};
