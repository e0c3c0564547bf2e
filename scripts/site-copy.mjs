// @ts-check
// A throwaway copy of the site (node_modules linked), so tests can change content or code and
// build or serve the copy while the project's own files stay untouched.
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** What Gatsby reads; everything else (public/, .cache/, tests) stays behind. */
export const SITE_FILES = [
  "content",
  "src",
  "static",
  "plugins",
  // The content pipeline's disk reads (gatsby-node.ts imports them).
  "content-pipeline",
  // The adapter, Netlify's rules and the checks on the build's output (gatsby-config.ts imports them).
  "netlify",
  "package.json",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
];

/** @typedef {{ dir: string; remove: () => void }} SiteCopy */

/**
 * Copies the site into a new temporary folder named `<prefix>…`; `remove()` deletes it.
 * @param {{ projectRoot?: string; prefix?: string }} [options]
 * @returns {SiteCopy}
 */
export function copySite({ projectRoot = resolve("."), prefix = "scalewise-site-" } = {}) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const name of SITE_FILES) {
    cpSync(join(projectRoot, name), join(dir, name), {
      recursive: true,
      filter: (source) => !source.endsWith("gatsby-types.d.ts"),
    });
  }
  symlinkSync(join(projectRoot, "node_modules"), join(dir, "node_modules"), "dir");
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
