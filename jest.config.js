const projectPaths = require("./jest.paths");

/** Unit tests (jsdom + Testing Library). Browser tests live in __tests__/e2e and run against the build. */
/** @type {import("jest").Config} */
const config = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>"],
  testMatch: ["<rootDir>/__tests__/unit/**/*.test.[jt]s?(x)"],
  transform: { "^.+\\.m?[jt]sx?$": ["babel-jest", { configFile: "./jest.babel.config.js" }] },
  moduleNameMapper: {
    ...projectPaths,
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  transformIgnorePatterns: require("./jest.esm")("gatsby", "gatsby-script", "gatsby-link"),
  globals: { __PATH_PREFIX__: "", __CONTACT_FORM__: "demo", SITE_TIME_ZONE: "UTC" },
  setupFiles: ["<rootDir>/__tests__/support/loader-shim.js"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup-tests.ts"],
};

module.exports = config;
