/**
 * Browser tests against the development server (`npm start` = `gatsby develop`), whose runtime
 * differs from the production build's. Run through `npm run test:develop`, which starts the
 * server on a throwaway copy of the site and sets DEVELOP_URL and DEVELOP_SITE_DIR.
 * @type {import("jest").Config}
 */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/develop"],
  testMatch: ["**/*.develop.test.ts"],
  transform: { "^.+\\.m?[jt]sx?$": ["babel-jest", { configFile: "./jest.babel.config.js" }] },
  moduleNameMapper: require("./jest.paths"),
  transformIgnorePatterns: require("./jest.esm")(),
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "json"],
  setupFiles: ["<rootDir>/__tests__/develop/support/setup.ts"],
  testTimeout: 300_000,
  // One server, one browser at a time: the files edit the same copy of the site.
  maxWorkers: 1,
};
