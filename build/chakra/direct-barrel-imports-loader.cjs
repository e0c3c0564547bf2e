// @ts-check
// Webpack loader: `import { Box, Button } from "@chakra-ui/react"` becomes one import per name from
// the module that defines it. Why: webpack builds every module a barrel re-exports before tree shaking
// drops them, and Chakra's index reaches all of Chakra, Ark UI and Zag; both declare `"sideEffects": false`,
// so the bundles keep the same code, built from fewer modules (docs/overrides.md#survivors).
// Option `barrels`: package names or scopes ("@zag-js/*"). A name a barrel does not map keeps its barrel
// import (correct, only the saving is lost); the unit test checks every name the site imports is mapped.
const fs = require("node:fs");
const path = require("node:path");

/** Where a barrel's export is defined: the module and the name there ("*" for a namespace). @typedef {{ file: string, imported: string }} Target */
/** @typedef {{ enforce?: "pre" | "post", test: RegExp, include?: string[], use: { loader: string, options: { barrels: string[] } }[] }} WebpackRule */

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

/** @param {string} indexFile @param {string} source */
function resolveFrom(indexFile, source) {
  return source.startsWith(".") ? path.resolve(path.dirname(indexFile), source) : source;
}

/** Exported name → the module that defines it and its name there, from a barrel's index. @param {string} indexFile @returns {Map<string, Target>} */
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

/** `import { a as b } from "file"` (or `export { … } from`, for a barrel's re-exports). @type {(keyword: string, target: Target, local: string) => string} */
const statementFor = (keyword, target, local) =>
  target.imported === "*"
    ? keyword === "import"
      ? `import * as ${local} from ${JSON.stringify(target.file)};`
      : `export * as ${local} from ${JSON.stringify(target.file)};`
    : `${keyword} { ${target.imported === local ? local : `${target.imported} as ${local}`} } from ${JSON.stringify(target.file)};`;

/** The ES module a package's `exports` gives for a subpath (".", "./field"), or null. @param {string} packageDir @param {string} subpath @returns {string | null} */
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
/** @param {string} packageDir @param {string} subpath */
function barrelIndex(packageDir, subpath) {
  const key = `${packageDir}|${subpath}`;
  if (!entries.has(key)) entries.set(key, packageEntry(packageDir, subpath));
  return entries.get(key);
}

/** Package `name`'s folder as Node resolves it from `fromDir`. @param {string} fromDir @param {string} name @returns {string | null} */
function packageDirFrom(fromDir, name) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (fs.existsSync(path.join(candidate, "package.json"))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * The source with each named import (and re-export) from a barrel split into direct statements; a
 * package's root and subpaths ("@ark-ui/react/field") are read through the `exports` of the package
 * Node resolves next to `fromDir`, as webpack does.
 * @param {string} source @param {string[]} barrels @param {string} fromDir @returns {string}
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
 * The rules that apply this loader: the project's imports from @chakra-ui/react, Chakra's from Ark and
 * Ark's from Zag. The path is from the site's root, where every compilation runs (see ./webpack.cjs).
 * @param {string[]} projectFiles the project's own files and folders that import from Chakra @returns {WebpackRule[]}
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

/** @this {import("webpack").LoaderContext<{ barrels: string[] }>} @param {string} source @returns {string} */
module.exports = function directBarrelImportsLoader(source) {
  return rewriteBarrelImports(source, this.getOptions().barrels, this.context);
};
module.exports.rewriteBarrelImports = rewriteBarrelImports;
module.exports.directBarrelImportRules = directBarrelImportRules;
