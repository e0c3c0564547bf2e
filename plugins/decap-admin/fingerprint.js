// @ts-check
// Whether the editor's last compilation is still good: same options and build code, every file it read
// unchanged, every path it missed still missing, every file it wrote in place. A Markdown edit costs nothing.
const { createHash } = require("node:crypto");
const { existsSync, readFileSync, statSync } = require("node:fs");
const { mkdir, readFile, writeFile } = require("node:fs/promises");
const path = require("node:path");

/** @typedef {{ key: string, files: Record<string, string | null>, missing: string[], outputs: Record<string, number> }} Fingerprint */

/** @param {string | Buffer} data @returns {string} */
const hash = (data) => createHash("sha1").update(data).digest("hex");

// The code that decides what the compilation produces besides the files it reads, and the packages that compile it.
const BUILD_CODE = ["compile.js", "fingerprint.js", "webpack.config.js", "swc-loader.js", "gatsby-shim.js", "bootstrap.js", "identity.js", "../../build/chakra/webpack.cjs", "../../build/chakra/direct-barrel-imports-loader.cjs"];
const BUILD_TOOLS = ["webpack", "@swc/core", "terser-webpack-plugin", "html-webpack-plugin", "html-webpack-tags-plugin", "html-webpack-skip-assets-plugin", "mini-css-extract-plugin", "copy-webpack-plugin", "css-loader"];

/** What the compilation depends on besides the files it reads: options (with the CMS settings), build code and tools. @param {Record<string, unknown>} options @returns {string} */
function compilationKey(options) {
  const versions = BUILD_TOOLS.map((name) => `${name}@${require(`${name}/package.json`).version}`);
  const code = BUILD_CODE.map((file) => hash(readFileSync(path.join(__dirname, file))));
  return hash(JSON.stringify({ options, versions, code, node: process.versions.node }));
}

/** @param {string} file @returns {string | null} */
function fileHash(file) {
  try {
    return hash(readFileSync(file));
  } catch {
    return null; // gone or unreadable: counts as changed
  }
}

/**
 * The recorded state of one successful compilation.
 * @param {{ key: string; files: Iterable<string>; missing: Iterable<string>; outputDir: string; outputs: Iterable<string> }} compilation @returns {Fingerprint}
 */
function fingerprintOf({ key, files, missing, outputDir, outputs }) {
  return {
    key,
    // Webpack lists the directories it resolved through too: only files have contents to compare.
    files: Object.fromEntries([...files].filter((file) => statSync(file, { throwIfNoEntry: false })?.isFile()).sort().map((file) => [file, fileHash(file)])),
    // Paths resolution missed, but not under node_modules: those change only with an install, which changes a package.json read.
    missing: [...missing].filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`) && !existsSync(file)).sort(),
    outputs: Object.fromEntries([...outputs].sort().map((name) => [name, statSync(path.join(outputDir, name)).size])),
  };
}

/** The first reason to compile again, or null. @param {Fingerprint | null} recorded @param {string} key @param {string} outputDir @returns {string | null} */
function staleReason(recorded, key, outputDir) {
  if (!recorded) return "no previous compilation";
  if (recorded.key !== key) return "options or build code changed";
  for (const [name, size] of Object.entries(recorded.outputs)) {
    const file = path.join(outputDir, name);
    if (!existsSync(file) || statSync(file).size !== size) return `${name} is missing or changed`;
  }
  for (const file of recorded.missing) if (existsSync(file)) return `${file} appeared`;
  for (const [file, digest] of Object.entries(recorded.files)) if (fileHash(file) !== digest) return `${file} changed`;
  return null;
}

/** @param {string} file @returns {Promise<Fingerprint | null>} */
async function readFingerprint(file) {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch {
    return null;
  }
}

/** @param {string} file @param {Fingerprint} fingerprint @returns {Promise<void>} */
async function writeFingerprint(file, fingerprint) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(fingerprint));
}

module.exports = { compilationKey, fingerprintOf, staleReason, readFingerprint, writeFingerprint, hash };
