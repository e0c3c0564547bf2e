// @ts-check
// Measures what each built page costs a first-time visitor, from public/ alone:
// the gzipped bytes of its HTML and of every script the HTML loads (external and inline).
import { readFile, readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * @typedef {object} PageWeight
 * @property {string} route
 * @property {number} htmlGzip
 * @property {number} jsGzip
 * @property {number} scripts
 * @property {string[]} sources The external scripts counted, by path.
 */

/** @typedef {{ namedChunkGroups?: Record<string, { assets: Array<{ name: string }> }> } | null} WebpackStats */

/** @param {Buffer} buffer */
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function htmlFiles(dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (["static", "page-data", "admin", "~partytown"].includes(entry.name)) continue;
      out.push(...(await htmlFiles(full)));
    } else if (entry.name.endsWith(".html")) {
      out.push(full);
    }
  }
  return out;
}

/**
 * @param {string} publicDir
 * @param {string} file
 * @returns {string}
 */
export function routeOf(publicDir, file) {
  const rel = relative(publicDir, file).split(sep).join("/");
  if (rel === "index.html") return "/";
  if (rel.endsWith("/index.html")) return `/${rel.slice(0, -"index.html".length)}`;
  // A client-only page, where the Netlify adapter moves it (dashboard/[...].html answers /dashboard/*).
  if (rel.endsWith("/[...].html")) return `/${rel.slice(0, -"[...].html".length)}`;
  return `/${rel}`;
}

/**
 * @param {string} html
 * @returns {{ external: string[]; inline: string[] }}
 */
export function scriptSources(html) {
  const tagged = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => m[1]);
  // Scripts started after the first paint by the inline loader (plugins/paint-first-scripts/paint-first-slice.ts).
  const deferred = [...html.matchAll(/<script\b[^>]*\bdata-scripts="([^"]+)"[^>]*>/g)].flatMap((m) =>
    JSON.parse(m[1].replaceAll("&quot;", '"').replaceAll("&amp;", "&")),
  );
  const external = [...tagged, ...deferred];
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .filter((body) => body.trim().length > 0);
  return { external, inline };
}

/**
 * @param {string} path
 * @returns {Promise<any>}
 */
async function readJson(path) {
  try {
    return JSON.parse(await readFile(path, "utf8"));
  } catch {
    return null;
  }
}

/**
 * @param {WebpackStats} stats
 * @param {string} name
 * @returns {string[]}
 */
const groupScripts = (stats, name) =>
  (stats?.namedChunkGroups?.[name]?.assets ?? []).map((asset) => `/${asset.name}`).filter((file) => file.endsWith(".js"));

/**
 * The page's own chunks (component + shared chunks it needs) and those of the slices it places
 * (the navbar, the footer), which the runtime loads right after the HTML.
 * @param {string} publicDir
 * @param {string} route
 * @param {WebpackStats} stats
 * @returns {Promise<string[]>}
 */
async function pageChunks(publicDir, route, stats) {
  const dataPath = route === "/" ? "index" : route.replace(/^\/|\/$/g, "").replace(/\.html$/, "");
  // A client-only page's data is where the Netlify adapter moves it (page-data/dashboard/[...]).
  const pageData = (await readJson(join(publicDir, "page-data", dataPath, "page-data.json"))) ?? (await readJson(join(publicDir, "page-data", dataPath, "[...]")));
  if (!pageData) return [];
  /** @type {string[]} */
  const slices = [];
  for (const slice of new Set(Object.values(pageData.slicesMap ?? {}))) {
    const sliceData = await readJson(join(publicDir, "slice-data", `${slice}.json`));
    if (sliceData) slices.push(...groupScripts(stats, sliceData.componentChunkName));
  }
  return [...groupScripts(stats, pageData.componentChunkName), ...slices];
}

/**
 * Chunks every page loads while it starts, before it renders (webpackChunkName "boot-…",
 * e.g. src/lib/browser-root.tsx).
 * @param {WebpackStats} stats
 * @returns {string[]}
 */
function bootChunks(stats) {
  return Object.entries(stats?.namedChunkGroups ?? {})
    .filter(([name]) => name.startsWith("boot-"))
    .flatMap(([, group]) => group.assets.map((asset) => `/${asset.name}`))
    .filter((name) => name.endsWith(".js"));
}

/**
 * One row per built page: { route, htmlGzip, jsGzip, scripts, sources } (bytes; sources: the external scripts' paths).
 * @param {string} [publicDir]
 * @returns {Promise<PageWeight[]>}
 */
export async function measurePages(publicDir = "public") {
  /** @type {Map<string, number>} */
  const cache = new Map();
  /** @type {PageWeight[]} */
  const rows = [];
  /** @type {WebpackStats} */
  const stats = await readJson(join(publicDir, "webpack.stats.json"));
  for (const file of await htmlFiles(publicDir)) {
    if (file.includes(`${sep}_gatsby${sep}`)) continue;
    const html = await readFile(file);
    const route = routeOf(publicDir, file);
    const { external: tags, inline } = scriptSources(html.toString("utf8"));
    const external = [...new Set([...tags, ...bootChunks(stats), ...(await pageChunks(publicDir, route, stats))])];
    let jsGzip = 0;
    for (const src of external) {
      const path = join(publicDir, src.split("?")[0]);
      if (!cache.has(path)) cache.set(path, gzipSize(await readFile(path)));
      jsGzip += /** @type {number} */ (cache.get(path));
    }
    for (const body of inline) jsGzip += gzipSize(Buffer.from(body));
    rows.push({ route, htmlGzip: gzipSize(html), jsGzip, scripts: external.length, sources: external.map((src) => src.split("?")[0]) });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * @param {number} bytes
 * @returns {string}
 */
export const kb = (bytes) => (bytes / 1024).toFixed(1);
