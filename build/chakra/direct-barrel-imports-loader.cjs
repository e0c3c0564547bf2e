// @ts-check
// Webpack loader: `import { Box, Button } from "@chakra-ui/react"` becomes one import per name,
// straight from the module that defines it (the same module the package's index re-exports).
//
// Why: webpack builds every module a barrel re-exports, used or not, before tree shaking drops
// them. @chakra-ui/react's index reaches all of Chakra and, through Chakra's own
// `import { dataAttr } from '@ark-ui/react'`, all of Ark UI and its Zag machines: most of the
// modules of each production compilation, for the dozen components the site uses (figures:
// docs/performance.md#modules-webpack-builds-direct-barrel-imports). Both
// packages declare `"sideEffects": false`, so importing the defining module directly is what
// webpack's tree shaking already assumes; the bundles keep the same code, built from fewer modules.
//
// Options: `barrels`, the package names (or scopes, "@zag-js/*") whose indexes to look through.
// A name a barrel does not map (a star re-export, or a new kind of export after an upgrade) keeps
// its barrel import, so the output stays correct and only the saving is lost; the unit test
// checks that every name the site imports is mapped.
const fs = require("node:fs");
const path = require("node:path");

/**
 * Where a barrel's export is defined: the module and the name there ("*" for a namespace).
 * @typedef {{ file: string, imported: string }} Target
 */
/**
 * @typedef {object} WebpackRule
 * @property {"pre" | "post"} [enforce]
 * @property {RegExp} test
 * @property {string[]} [include]
 * @property {{ loader: string, options: { barrels: string[] } }[]} use
 */

/** @type {Map<string, Map<string, Target>>} */
const exportMaps = new Map();

/** @param {string} list */
function specifiers(list) {
  return list
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/);
      return { name: name.trim(), alias: (alias ?? name).trim() };
    });
}

/**
 * @param {string} indexFile
 * @param {string} source
 */
function resolveFrom(indexFile, source) {
  return source.startsWith(".") ? path.resolve(path.dirname(indexFile), source) : source;
}

/**
 * Exported name → the module that defines it and its name there, read from a barrel's index.
 * @param {string} indexFile
 * @returns {Map<string, Target>}
 */
function exportMap(indexFile) {
  const cached = exportMaps.get(indexFile);
  if (cached) return cached;
  const text = fs.readFileSync(indexFile, "utf8");
  /** @type {Map<string, Target>} */
  const locals = new Map();
  for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const { name, alias } of specifiers(match[1])) locals.set(alias, { file: resolveFrom(indexFile, match[2]), imported: name });
  }
  for (const match of text.matchAll(/import\s*\*\s*as\s+([\w$]+)\s+from\s*["']([^"']+)["']/g)) {
    locals.set(match[1], { file: resolveFrom(indexFile, match[2]), imported: "*" });
  }
  /** @type {Map<string, Target>} */
  const map = new Map();
  for (const match of text.matchAll(/export\s*\{([^}]*)\}\s*(?:from\s*["']([^"']+)["'])?/g)) {
    for (const { name, alias } of specifiers(match[1])) {
      const target = match[2] ? { file: resolveFrom(indexFile, match[2]), imported: name } : locals.get(name);
      if (target) map.set(alias, target);
    }
  }
  exportMaps.set(indexFile, map);
  return map;
}

/**
 * `import { a as b } from "file"` (or `export { … } from`, for a barrel's re-exports).
 * @type {(keyword: string, target: Target, local: string) => string}
 */
const statementFor = (keyword, target, local) =>
  target.imported === "*"
    ? keyword === "import"
      ? `import * as ${local} from ${JSON.stringify(target.file)};`
      : `export * as ${local} from ${JSON.stringify(target.file)};`
    : `${keyword} { ${target.imported === local ? local : `${target.imported} as ${local}`} } from ${JSON.stringify(target.file)};`;

/**
 * The ES module a package's `exports` field gives for a subpath (".", "./field"), or null.
 * @param {string} packageDir
 * @param {string} subpath
 * @returns {string | null}
 */
function packageEntry(packageDir, subpath) {
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8"));
  const exportsField = manifest.exports ?? {};
  let entry = exportsField[subpath];
  let star = "";
  if (!entry) {
    // A pattern such as "./*" → "./dist/components/*/index.js".
    const pattern = Object.keys(exportsField).find((key) => {
      const [before, after] = key.split("*");
      return key.includes("*") && subpath.startsWith(before) && subpath.endsWith(after) && subpath.length > before.length + after.length;
    });
    if (pattern) {
      const [before, after] = pattern.split("*");
      star = subpath.slice(before.length, subpath.length - after.length);
      entry = exportsField[pattern];
    }
  }
  const target = typeof entry?.import === "string" ? entry.import : entry?.import?.default;
  return typeof target === "string" ? path.join(packageDir, target.replace("*", star)) : null;
}

/** @type {Map<string, string | null>} */
const entries = new Map();
/**
 * @param {string} packageDir
 * @param {string} subpath
 */
function barrelIndex(packageDir, subpath) {
  const key = `${packageDir}|${subpath}`;
  if (!entries.has(key)) entries.set(key, packageEntry(packageDir, subpath));
  return entries.get(key);
}

/**
 * The directory of package `name` as Node resolves it from `fromDir` (the nearest node_modules that has it).
 * @param {string} fromDir
 * @param {string} name
 * @returns {string | null}
 */
function packageDirFrom(fromDir, name) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (fs.existsSync(path.join(candidate, "package.json"))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * The source with each named import (and named re-export) from a barrel split into direct
 * statements. `barrels`: package names ("@chakra-ui/react") or scopes ("@zag-js/*"); a package's
 * root and subpaths ("@ark-ui/react/field") are read through its `exports` field, from the
 * package Node resolves next to `fromDir`, as webpack resolves them.
 * @param {string} source
 * @param {string[]} barrels
 * @param {string} fromDir
 * @returns {string}
 */
function rewriteBarrelImports(source, barrels, fromDir) {
  let rewritten = source;
  for (const barrel of barrels) {
    const name = barrel.endsWith("/*")
      ? `${barrel.slice(0, -2).replace(/[/.]/g, "\\$&")}/[\\w-]+`
      : `${barrel.replace(/[/.]/g, "\\$&")}(?:/[\\w-]+)?`;
    const pattern = new RegExp(`\\b(import|export)\\s*\\{([^}]*)\\}\\s*from\\s*["'](${name})["'];?`, "g");
    rewritten = rewritten.replace(pattern, (statement, keyword, list, specifier) => {
      const packageName = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];
      const packageDir = packageDirFrom(fromDir, packageName);
      const indexFile = packageDir && barrelIndex(packageDir, `.${specifier.slice(packageName.length)}`);
      if (!indexFile) return statement;
      const map = exportMap(indexFile);
      /** @type {string[]} */
      const direct = [];
      /** @type {string[]} */
      const kept = [];
      for (const { name: exported, alias } of specifiers(list)) {
        const target = map.get(exported);
        if (target) direct.push(statementFor(keyword, target, alias));
        else kept.push(exported === alias ? exported : `${exported} as ${alias}`);
      }
      if (kept.length > 0) direct.push(`${keyword} { ${kept.join(", ")} } from ${JSON.stringify(specifier)};`);
      return direct.join("\n");
    });
  }
  return rewritten;
}

/**
 * The webpack rules that apply this loader: named imports from @chakra-ui/react in the project's
 * own code, and Chakra's own imports from Ark and Ark's from the Zag state machines. Used by the
 * site's compilations (plugins/chakra) and the editor's (plugins/decap-admin/webpack.config.js).
 * The loader's path is given from the site's root (the working directory of Gatsby, of the editor's
 * compilation and of Jest), not __filename: Gatsby bundles a local plugin's gatsby-node into
 * .cache/compiled/, where this file is not.
 * @param {string[]} projectFiles the project's own files and folders that import from Chakra
 * @returns {WebpackRule[]}
 */
function directBarrelImportRules(projectFiles) {
  const loader = path.resolve("build", "chakra", "direct-barrel-imports-loader.cjs");
  return [
    {
      // After Babel or SWC ("post"): the loader reads plain ES imports.
      enforce: "post",
      test: /\.[jt]sx?$/,
      include: projectFiles,
      use: [{ loader, options: { barrels: ["@chakra-ui/react"] } }],
    },
    {
      test: /node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm|@ark-ui[\\/]react[\\/]dist)[\\/].*\.js$/,
      use: [{ loader, options: { barrels: ["@ark-ui/react", "@zag-js/*"] } }],
    },
  ];
}

/**
 * @this {import("webpack").LoaderContext<{ barrels: string[] }>}
 * @param {string} source
 * @returns {string}
 */
module.exports = function directBarrelImportsLoader(source) {
  return rewriteBarrelImports(source, this.getOptions().barrels, this.context);
};
module.exports.rewriteBarrelImports = rewriteBarrelImports;
module.exports.exportMap = exportMap;
module.exports.directBarrelImportRules = directBarrelImportRules;
