/**
 * Browser tests of the writers' CMS: /admin/ of the built public/ with decap-server on
 * 127.0.0.1, and a rebuild of a throwaway copy of the site. Run `npm run build` first.
 * @type {import("jest").Config}
 */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/cms"],
  testMatch: ["**/*.cms.test.ts"],
  transform: { "^.+\\.m?[jt]sx?$": ["babel-jest", { configFile: "./jest.babel.config.js" }] },
  moduleNameMapper: require("./jest.paths"),
  transformIgnorePatterns: require("./jest.esm")(),
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "json"],
  globalSetup: "<rootDir>/__tests__/e2e/support/global-setup.ts",
  globalTeardown: "<rootDir>/__tests__/e2e/support/global-teardown.ts",
  setupFilesAfterEnv: ["<rootDir>/__tests__/e2e/support/csp-guard.ts"],
  testTimeout: 180_000,
  maxWorkers: 1,
};
