// @ts-check
// What a first visit really downloads: each built page opened in Chromium (fresh cache, phone-sized
// window, no input), every script it fetched until `SETTLE_MS` after the load event, lazy chunks
// included, gzipped as page-weight.mjs counts them (level 9, from public/), plus its inline scripts.
// page-weight.mjs reads the same figure from the HTML and webpack's stats, without what the page
// loads later by itself (chunks warmed when the browser is idle, sections below the fold).
//
//   npm run size -- --after-load [--pages /,/contact/] [public dir]
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../chromium.mjs";
import { measurePages, scriptSources } from "./page-weight.mjs";
import { startStaticServer } from "../static-server.mjs";

/**
 * @typedef {object} FirstVisitScript
 * @property {string} path
 * @property {number} gzip
 * @property {boolean} lazy Not counted by page-weight.mjs: fetched later by the page itself.
 */

/** @typedef {{ route: string; jsGzip: number; scripts: FirstVisitScript[] }} FirstVisit */

/** The window the issue' "first 3 s after load" means. */
export const SETTLE_MS = 3000;
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

/** @param {Buffer} buffer */
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * One row per page: { route, jsGzip, scripts: [{ path, gzip, lazy }] }, where lazy marks the scripts
 * page-weight.mjs does not count (fetched later by the page itself). `routes` defaults to every built page.
 * @param {string} [publicDir]
 * @param {{ routes?: string[]; settleMs?: number }} [options]
 * @returns {Promise<FirstVisit[]>}
 */
export async function measureFirstVisits(publicDir = "public", { routes, settleMs = SETTLE_MS } = {}) {
  const weights = await measurePages(publicDir);
  const firstLoad = new Map(weights.map((row) => [row.route, new Set(row.sources)]));
  const pages = routes ?? weights.map((row) => row.route);
  const server = await startStaticServer({ root: publicDir });
  const origin = server.url;
  const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
  /** @type {Map<string, number>} */
  const sizes = new Map();
  /** @param {string} path */
  const sizeOf = async (path) => {
    if (!sizes.has(path)) sizes.set(path, gzipSize(await readFile(join(publicDir, path))));
    return /** @type {number} */ (sizes.get(path));
  };
  /** @type {FirstVisit[]} */
  const rows = [];
  try {
    for (const route of pages) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      /** @type {string[]} */
      const requested = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.origin === origin && url.pathname.endsWith(".js")) requested.push(url.pathname);
      });
      const response = await page.goto(`${origin}${route}`, { waitUntil: "load" });
      await page.waitForTimeout(settleMs);
      const { inline } = scriptSources(await /** @type {import("playwright-core").Response} */ (response).text());
      /** @type {FirstVisitScript[]} */
      const scripts = [];
      for (const path of new Set(requested)) {
        scripts.push({ path, gzip: await sizeOf(path), lazy: !firstLoad.get(route)?.has(path) });
      }
      const inlineGzip = inline.reduce((sum, body) => sum + gzipSize(Buffer.from(body)), 0);
      rows.push({ route, jsGzip: inlineGzip + scripts.reduce((sum, script) => sum + script.gzip, 0), scripts });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}
