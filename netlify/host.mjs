// @ts-check
// How Netlify answers a path of the published folder (its "Request chain" docs): a file first (a folder's index.html;
// `/about` → `/about/`), else (or when forced) the first matching `_redirects` rule (./rules.mjs; a rewrite serves its
// target's file), else 404.html with 404. Used by the local host (scripts/static-server.mjs) and ./output-checks.ts.
import { stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { readRedirects } from "./rules.mjs";
import { fileFor } from "../build/public-files.mjs";

/** The decoded path, or null when a segment cannot name a file (`/a%2Fb`, `/%2e%2e/`, a bad escape, a NUL). @param {string} rawPathname */
export function decodedPath(rawPathname) {
  const decoded = [];
  for (const segment of rawPathname.split("/")) {
    let value;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (value.includes("/") || value.includes("\0") || value === "." || value === "..") return null;
    decoded.push(value);
  }
  return decoded.join("/");
}

/** A `Location` value with every character outside printable ASCII percent-encoded. @param {string} location */
const encodedLocation = (location) => location.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));

/** What the host sends: a file with a status (a page, a rewrite's target, 404.html), a redirect, or only a 404. */
/** @typedef {{ kind: "file", status: number, file: string, size: number } | { kind: "redirect", status: number, location: string } | { kind: "none", status: 404 }} Answer */

/** Netlify's answers for the folder `root`, with its `_redirects` read once. @param {{ root: string }} options */
export async function createHost({ root }) {
  const publicDir = resolve(root);
  const redirects = await readRedirects(join(publicDir, "_redirects"));

  /** The 404 page with `status`, or only the status when there is none. @param {number} [status] @param {string} [page] @returns {Promise<Answer>} */
  async function errorPage(status = 404, page = join(publicDir, "404.html")) {
    const info = await stat(page).catch(() => null);
    if (info?.isFile()) return { kind: "file", status, file: page, size: info.size };
    return { kind: "none", status: 404 };
  }

  /** What Netlify answers to a GET of `rawPathname` (as the browser sends it). @param {string} rawPathname @param {string} [search] @returns {Promise<Answer>} */
  async function answer(rawPathname, search = "") {
    const pathname = decodedPath(rawPathname);
    const found = pathname === null ? null : fileFor(publicDir, pathname);
    const rule = redirects.match(rawPathname, { search, fileExists: found !== null });
    if (rule) {
      if (rule.status >= 300 && rule.status < 400) {
        const location = rule.to.includes("?") ? rule.to : `${rule.to}${search}`;
        return { kind: "redirect", status: rule.status, location: encodedLocation(location) };
      }
      const [targetPath] = rule.to.split("?");
      const decodedTarget = decodedPath(targetPath);
      const target = decodedTarget === null ? null : fileFor(publicDir, decodedTarget);
      if (rule.status === 200) return target ? { kind: "file", status: 200, file: target.file, size: target.size } : errorPage();
      return errorPage(rule.status, target?.file);
    }
    if (found?.needsSlash) return { kind: "redirect", status: 301, location: encodedLocation(`${rawPathname}/${search}`) };
    if (found) return { kind: "file", status: 200, file: found.file, size: found.size };
    return errorPage();
  }

  /** The file that answers `rawPathname` by itself (no rule involved), or null. @param {string} rawPathname */
  async function fileAt(rawPathname) {
    const pathname = decodedPath(rawPathname.split("?")[0]);
    return pathname === null ? null : fileFor(publicDir, pathname);
  }

  return { publicDir, redirects, answer, fileAt, notFound: () => errorPage() };
}

/** @typedef {Awaited<ReturnType<typeof createHost>>} Host */
