// @ts-check
// Gatsby's adapter step lists every file of public/ for its routes manifest with glob 7:
// `glob.sync("**/**", { cwd: <site>/public, nodir: true, dot: true })` (gatsby/dist/utils/adapter/
// manager.js, getRoutesManifest). glob 7 matches each entry against the pattern and stats it, and
// the double globstar walks the tree more than once, on every build, over every file of public/
// (the search index's among them). This answers exactly that call with one walk
// of the folder (readdir, no stat) and glob's own order; any other call, and any tree holding
// something else than plain files and folders (a symlink, a socket), goes to glob itself.
// docs/overrides.md: the gain, the versions, the guard (__tests__/unit/public-file-list.test.ts).
"use strict";
const path = require("node:path");
const fs = require("node:fs");
const { createRequire } = require("node:module");

/** @typedef {((this: unknown, pattern: string, options?: object) => string[]) & { [WRAPPED]?: GlobSync }} GlobSync glob 7's `glob.sync` */

const PATTERN = "**/**";
// glob 7 sorts its results with this comparator (common.js, alphasort).
/** @type {(a: string, b: string) => number} */
const alphasort = (a, b) => a.localeCompare(b, "en");

class NotPlain extends Error {}

/**
 * Every file under `cwd` (relative, "/"-separated, dot files included) in glob 7's order, or null
 * when glob must answer: the tree holds an entry that is neither a file nor a folder, a folder
 * cannot be read, or two names sort as equal (glob's order would then depend on its walk).
 * @param {string} cwd
 * @returns {string[] | null}
 */
function listFiles(cwd) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} folder */
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder ? path.join(cwd, folder) : cwd, { withFileTypes: true })) {
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) files.push(file);
      else throw new NotPlain();
    }
  };
  try {
    walk("");
  } catch (error) {
    if (error instanceof NotPlain || (error && /** @type {NodeJS.ErrnoException} */ (error).code)) return null;
    throw error;
  }
  files.sort(alphasort);
  for (let index = 1; index < files.length; index += 1) if (alphasort(files[index - 1], files[index]) === 0) return null;
  return files;
}

/**
 * Whether a call is Gatsby's listing of public/: that pattern and exactly those options.
 * @param {unknown} pattern
 * @param {unknown} options
 * @returns {options is { cwd: string, nodir: true, dot: true }}
 */
function isFileListing(pattern, options) {
  if (pattern !== PATTERN || options === null || typeof options !== "object") return false;
  const given = /** @type {{ cwd?: unknown, nodir?: unknown, dot?: unknown }} */ (options);
  return Object.keys(given).sort().join(",") === "cwd,dot,nodir" && typeof given.cwd === "string" && given.nodir === true && given.dot === true;
}

const WRAPPED = Symbol.for("scalewise.public-file-list");

/**
 * Makes `glob.sync` (glob 7's module, as Gatsby requires it) answer Gatsby's listing with listFiles. Returns false if it was already.
 * @param {{ sync: GlobSync }} glob
 * @returns {boolean}
 */
function listPublicFilesFast(glob) {
  if (glob.sync[WRAPPED]) return false;
  const original = glob.sync;
  /** @type {GlobSync} */
  const sync = function sync(pattern, options) {
    if (isFileListing(pattern, options)) {
      const files = listFiles(options.cwd);
      if (files) return files;
    }
    // Every argument as given, typed or not: glob's other callers pass through untouched.
    return original.apply(this, /** @type {any} */ (arguments));
  };
  sync[WRAPPED] = original;
  glob.sync = sync;
  return true;
}

/**
 * glob's module as Gatsby's adapter manager resolves it. Resolved from the site's folder with
 * createRequire: Gatsby compiles this plugin into .cache/compiled, where `require.resolve` is not Node's.
 * @returns {{ sync: GlobSync }}
 */
function gatsbysGlob() {
  const gatsbyPackage = createRequire(path.resolve("package.json")).resolve("gatsby/package.json");
  return createRequire(path.join(path.dirname(gatsbyPackage), "dist", "utils", "adapter", "manager.js"))("glob");
}

module.exports = { listFiles, isFileListing, listPublicFilesFast, gatsbysGlob, PATTERN };
