/**
 * Browser tests: Debian's Chromium driven by playwright-core against the built public/,
 * served on 127.0.0.1 the way a static host serves it. Run `npm run build` first.
 * @type {import("jest").Config}
 */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/e2e"],
  testMatch: ["**/*.e2e.test.ts"],
  transform: { "^.+\\.m?[jt]sx?$": ["babel-jest", { configFile: "./jest.babel.config.js" }] },
  moduleNameMapper: require("./jest.paths"),
  transformIgnorePatterns: require("./jest.esm")(),
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "json"],
  globalSetup: "<rootDir>/__tests__/e2e/support/global-setup.ts",
  globalTeardown: "<rootDir>/__tests__/e2e/support/global-teardown.ts",
  setupFilesAfterEnv: ["<rootDir>/__tests__/e2e/support/csp-guard.ts"],
  testTimeout: 60_000,
  maxWorkers: 2,
};
