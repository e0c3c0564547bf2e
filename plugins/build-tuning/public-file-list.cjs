// @ts-check
// Gatsby's adapter step lists every file of public/ for its routes manifest with glob 7's
// `sync("**/**", { cwd, nodir: true, dot: true })` (gatsby/dist/utils/adapter/manager.js), which stats
// every entry and walks the tree more than once, on every build and rebuild. This answers exactly that
// call with one walk (readdir, no stat) in glob's order; any other call, or a tree holding anything but
// files and folders, goes to glob. Why and the guard: docs/overrides.md#survivors.
"use strict";
const path = require("node:path");
const fs = require("node:fs");
const { createRequire } = require("node:module");

const PATTERN = "**/**";
const WRAPPED = Symbol.for("scalewise.public-file-list");
/** glob 7's own order (common.js, alphasort). @type {(a: string, b: string) => number} */
const alphasort = (a, b) => a.localeCompare(b, "en");

/** Every file under `cwd` ("/"-separated, dot files included) in glob's order, or null when glob must answer. @param {string} cwd */
function listFiles(cwd) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} folder @returns {boolean} */
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder ? path.join(cwd, folder) : cwd, { withFileTypes: true })) {
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory() ? !walk(file) : !entry.isFile()) return false;
      if (entry.isFile()) files.push(file);
    }
    return true;
  };
  try {
    if (!walk("")) return null;
  } catch {
    return null;
  }
  files.sort(alphasort);
  // Two names glob's comparator calls equal would leave the order to its walk.
  return files.some((file, index) => index > 0 && alphasort(files[index - 1], file) === 0) ? null : files;
}

/** Whether a call is Gatsby's listing: that pattern and exactly those options. @param {unknown} pattern @param {any} options */
const isFileListing = (pattern, options) =>
  pattern === PATTERN && options !== null && typeof options === "object" && Object.keys(options).sort().join() === "cwd,dot,nodir" && typeof options.cwd === "string" && options.nodir === true && options.dot === true;

/** Makes `glob.sync` answer Gatsby's listing with listFiles; false if it already does. @param {{ sync: Function & { [WRAPPED]?: Function } }} glob */
function listPublicFilesFast(glob) {
  if (glob.sync[WRAPPED]) return false;
  const original = glob.sync;
  /** @type {Function & { [WRAPPED]?: Function }} */
  const sync = /** @this {unknown} */ function sync(/** @type {unknown} */ pattern, /** @type {any} */ options) {
    const files = isFileListing(pattern, options) ? listFiles(options.cwd) : null;
    return files ?? original.apply(this, arguments);
  };
  sync[WRAPPED] = original;
  glob.sync = sync;
  return true;
}

/** glob as Gatsby's adapter manager resolves it (from the site's folder: this plugin runs compiled in .cache). */
function gatsbysGlob() {
  const gatsbyPackage = createRequire(path.resolve("package.json")).resolve("gatsby/package.json");
  return createRequire(path.join(path.dirname(gatsbyPackage), "dist", "utils", "adapter", "manager.js"))("glob");
}

module.exports = { listFiles, isFileListing, listPublicFilesFast, gatsbysGlob, PATTERN };
