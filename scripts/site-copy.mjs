// @ts-check
// A throwaway copy of the site (node_modules linked), so tests can change content or code and
// build or serve the copy while the project's own files stay untouched.
//
// Copies are made in numbered folders under <tmp>/scalewise-site-copies/, which later copies reuse.
// webpack's and Parcel's persistent caches are keyed by absolute paths, so a build in the folder a
// copy used before recompiles only what differs (docs/performance.md#test-time). Between copies a
// folder keeps only what Gatsby itself keeps when it drops a stale cache (KEPT_CACHES).
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
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
  // Build helpers the plugins, the host and Jest share.
  "build",
  // The adapter, Netlify's rules and the checks on the build's output (gatsby-config.ts imports them).
  "netlify",
  "package.json",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
];

/** The parts of .cache/ that Gatsby's initialize step keeps when its plugins' hash changes (gatsby 5.16). */
export const KEPT_CACHES = ["webpack", "compiled", "adapters", ".parcel-cache"];

const COPIES_FOLDER = join(tmpdir(), "scalewise-site-copies");

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/**
 * The first numbered folder no running process holds. A folder is held by `<n>.lock/`, made
 * atomically, naming the holder's pid; a lock whose process has ended is taken over.
 * @param {string} copies
 * @returns {{ dir: string; lock: string }}
 */
function claimFolder(copies) {
  mkdirSync(copies, { recursive: true });
  for (let n = 0; ; n++) {
    const lock = join(copies, `${n}.lock`);
    try {
      mkdirSync(lock);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
      let holder = NaN;
      try {
        holder = Number(readFileSync(join(lock, "pid"), "utf8"));
      } catch {
        continue; // being claimed right now
      }
      if (isRunning(holder)) continue;
      rmSync(lock, { recursive: true, force: true });
      n -= 1;
      continue;
    }
    writeFileSync(join(lock, "pid"), String(process.pid));
    return { dir: join(copies, String(n)), lock };
  }
}

/** Deletes everything in `dir` but the kept caches. @param {string} dir */
function emptyKeepingCaches(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry !== ".cache") rmSync(join(dir, entry), { recursive: true, force: true });
  }
  let cached;
  try {
    cached = readdirSync(join(dir, ".cache"));
  } catch {
    return;
  }
  for (const entry of cached) {
    if (!KEPT_CACHES.includes(entry)) rmSync(join(dir, ".cache", entry), { recursive: true, force: true });
  }
}

/** @typedef {{ dir: string; remove: () => void }} SiteCopy */

/**
 * Copies the site into a free copies folder; `remove()` empties it (keeping the compilers'
 * caches) and frees it for the next copy.
 * @param {{ projectRoot?: string; copies?: string }} [options]
 * @returns {SiteCopy}
 */
export function copySite({ projectRoot = resolve("."), copies = COPIES_FOLDER } = {}) {
  const { dir, lock } = claimFolder(copies);
  emptyKeepingCaches(dir);
  mkdirSync(dir, { recursive: true });
  for (const name of SITE_FILES) {
    cpSync(join(projectRoot, name), join(dir, name), {
      recursive: true,
      filter: (source) => !source.endsWith("gatsby-types.d.ts"),
    });
  }
  symlinkSync(join(projectRoot, "node_modules"), join(dir, "node_modules"), "dir");
  return {
    dir,
    remove: () => {
      emptyKeepingCaches(dir);
      rmSync(lock, { recursive: true, force: true });
    },
  };
}
