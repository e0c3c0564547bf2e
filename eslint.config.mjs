import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import importPlugin from "eslint-plugin-import";
import globals from "globals";
import { readdirSync } from "node:fs";
import { builtinModules } from "node:module";

// Where code runs decides what it may import (docs/architecture.md, "Where each part lives"): src/ renders pages in the browser
// and on the server, so no Node built-in and no build code; the build never runs developer tools.
const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];
const buildCode = ["**/plugins/**", "**/content-pipeline/**", "**/build/**", "**/netlify/**", "**/scripts/**"];
// A local plugin never reaches into another's folder; what two share lives in a module both import.
const localPlugins = readdirSync("plugins", { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

export default tseslint.config(
  { ignores: ["public/", ".cache/", "node_modules/", "src/gatsby-types.d.ts", "bench/", "static/admin/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mts,cts}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // Emotion's `css` prop, on plain elements in files that use its JSX (src/theme/static-css.ts).
      "react/no-unknown-property": ["error", { ignore: ["css"] }],
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Plugin code that runs in a browser: the editor's start-up (bundled into /admin/).
    files: ["plugins/decap-admin/bootstrap.js", "plugins/decap-admin/identity.js"],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["src/**/*"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: nodeBuiltins.map((name) => ({ name, message: "src/ renders pages (browser and SSR): no Node built-ins; disk and build code live in plugins/ or content-pipeline/." })),
          patterns: [{ group: buildCode, message: "src/ never imports build code (plugins/, content-pipeline/, build/, netlify/) or developer tools (scripts/)." }],
        },
      ],
    },
  },
  {
    files: ["plugins/**/*", "content-pipeline/**/*", "build/**/*", "netlify/**/*", "gatsby-*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/scripts/**"], message: "The build never imports developer tools (scripts/)." }] }],
    },
  },
  {
    // Checks resolved paths, so `require("../chakra/…")` is caught as well as `import`.
    files: ["plugins/**/*"],
    plugins: { import: importPlugin },
    settings: { "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] } } },
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: localPlugins.map((name) => ({
            target: `./plugins/${name}`,
            from: "./plugins",
            except: [`./${name}`],
            message: "A plugin never imports another plugin's files: share through a module both import (build/, src/content/, netlify/).",
          })),
        },
      ],
    },
  },
  {
    files: ["__tests__/**/*", "__mocks__/**/*"],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
