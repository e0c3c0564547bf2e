/**
 * Build tests: run `gatsby build` on a temporary copy of the site (slow, about a minute each).
 * `npm run test:build`, part of `npm test`.
 * @type {import("jest").Config}
 */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/build"],
  testMatch: ["**/*.build.test.ts"],
  transform: { "^.+\\.m?[jt]sx?$": ["babel-jest", { configFile: "./jest.babel.config.js" }] },
  moduleNameMapper: require("./jest.paths"),
  transformIgnorePatterns: require("./jest.esm")(),
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "json"],
  testTimeout: 300_000,
};
