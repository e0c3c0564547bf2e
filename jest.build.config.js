/**
 * Build tests: run `gatsby build` on a temporary copy of the site (slow, about a minute each).
 * `npm run test:build`, part of `npm test`.
 * @type {import("jest").Config}
 */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/build"],
  testMatch: ["**/*.build.test.ts"],
  transform: { "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./jest.babel.config.js" }] },
  testTimeout: 300_000,
};
