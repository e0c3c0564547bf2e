// @ts-check
// The built site's files as every check reads them: the walk of public/'s pages, a file's stamp, and
// the file that answers a path (plugins that read built pages, and netlify/host.mjs).
import path from "node:path";
import { readdirSync, statSync } from "node:fs";

/** Top-level folders of public/ with no public page: the editor, Gatsby's slices and page data, images, the search index. */
const NOT_PAGE_FOLDERS = new Set(["admin", "_gatsby", "page-data", "static", "pagefind"]);

/** Files of public/ the host reads as its configuration and never serves. */
const CONFIG_FILES = new Set(["/_headers", "/_redirects"]);

/** Whether a file of public/ (its path from public/ with `/`, leading `/` or not) is a page's HTML. @param {string} file */
export const isPageFile = (file) => file.endsWith(".html") && !NOT_PAGE_FOLDERS.has(file.replace(/^\//, "").split("/")[0]);

/**
 * Every page's HTML file under public/, relative to it with `/`, sorted.
 * @param {string} publicDir
 * @returns {string[]}
 */
export function htmlFiles(publicDir) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} folder */
  const walk = (folder) => {
    for (const entry of readdirSync(path.join(publicDir, folder), { withFileTypes: true })) {
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory() && !(folder === "" && NOT_PAGE_FOLDERS.has(entry.name))) walk(file);
      else if (entry.isFile() && isPageFile(file)) files.push(file);
    }
  };
  walk("");
  return files.sort();
}

/** A file's stats, or null when the path names none: missing, or a name no file can have (ENAMETOOLONG, ENOTDIR). @param {string} file */
function statOrNull(file) {
  try {
    return statSync(file, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

/**
 * The file under `dir` that answers a decoded path as a static host serves it: the file, or a folder's
 * index.html (`needsSlash` when the path lacks the slash); null for none, outside `dir`, or host config.
 * @param {string} dir
 * @param {string} pathname
 * @returns {{ file: string; size: number; needsSlash: boolean } | null}
 */
export function fileFor(dir, pathname) {
  if (CONFIG_FILES.has(pathname)) return null;
  const root = path.resolve(dir);
  const target = path.join(root, pathname);
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  const info = statOrNull(target);
  if (info?.isFile()) return { file: target, size: info.size, needsSlash: false };
  if (info?.isDirectory()) {
    const index = path.join(target, "index.html");
    const indexInfo = statOrNull(index);
    if (indexInfo?.isFile()) return { file: index, size: indexInfo.size, needsSlash: !pathname.endsWith("/") };
  }
  return null;
}

/**
 * A file's stamp from its `fs.statSync(file, { bigint: true })`: size, modification and change times (ns), inode.
 * @param {{ size: bigint; mtimeNs: bigint; ctimeNs: bigint; ino: bigint }} stats
 */
export const fileStamp = (stats) => `${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}:${stats.ino}`;
