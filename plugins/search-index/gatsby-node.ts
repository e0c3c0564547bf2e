/**
 * Search index plugin: the site search's index, built by Pagefind from the production HTML.
 *
 * What it does: after the pages are written (onPostBuild; registered before
 * plugins/content-security-policy, whose onPostBuild runs last), Pagefind's Node API indexes every
 * page whose <main> carries `data-pagefind-body` and writes public/pagefind/: its browser script,
 * WebAssembly and index chunks. Which pages are marked, the section filter and the post metadata
 * are decided in src/components/search/indexed-region.ts; the search dialog (src/components/search/)
 * loads /pagefind/pagefind.js only when a visitor opens it. Not in `gatsby develop` (onPostBuild
 * does not run there): the dialog says the index is built by `npm run build`.
 *
 * Rebuilds (./write-index.ts, ./page-records.ts): Pagefind 1.6 has no incremental index, so it is
 * given every page each build (addHTMLFile), but each page's record (what Pagefind reads of it,
 * ~5 KB of a ~78 KB page) is kept in .cache/search-index/ by the file's stamp: only pages Gatsby
 * wrote again are read. When no record changed and the bundle is in place, Pagefind does not run.
 * Figures: docs/search.md ("Rebuilds") and docs/performance.md.
 *
 * Checked against pagefind 1.6.0 (@pagefind/linux-x64 1.6.0): the Node API is ESM-only (its
 * package exports have only an "import" condition), and Gatsby compiles this plugin to CommonJS
 * with Parcel, which turns a dynamic import() into require(); ./write-index.ts imports it natively.
 * Guarded by __tests__/build/search-index.build.test.ts (the index counts the pages it should and
 * leaves out the 404 page, the dashboard, the forms and a draft; records and whole pages give
 * byte-identical bundles; a one-post rebuild reads one page and finds its new words, not its
 * removed ones), __tests__/unit/search-records.test.ts and __tests__/e2e/search.e2e.test.ts
 * (searches in Chromium under the real Content-Security-Policy).
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { PAGEFIND_FOLDER, startSearchIndex, writeSearchIndex, type IndexResult, type StartedIndex } from "./write-index";

/** Each page's record, by file stamp, and what built the bundle in public/pagefind/. */
const cacheFile = () => path.resolve(".cache", "search-index", "page-records.json");

let started: Promise<StartedIndex | undefined> | undefined;

// As early as possible in a build: Pagefind takes the last build's records in its own process while
// bootstrap and the bundles keep Gatsby's main process busy (plugins/decap-admin does the same).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  if (process.env.gatsby_executing_command !== "build") return;
  started = startSearchIndex(cacheFile());
  started.catch(() => {}); // onPostBuild indexes from scratch without it
};

const WHAT: Record<IndexResult["how"], string> = {
  indexed: `indexed into public/${PAGEFIND_FOLDER}/`,
  updated: `indexed into public/${PAGEFIND_FOLDER}/ (the pages read, over the last build's records given at the start)`,
  kept: `unchanged, public/${PAGEFIND_FOLDER}/ kept`,
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  try {
    const { pages, read, how, ms } = await writeSearchIndex(path.resolve("public"), cacheFile(), await started?.catch(() => undefined));
    // The build test reads which pages were read from this line.
    const readList = read.length <= 10 ? `: ${read.join(", ")}` : "";
    reporter.info(`Search index (Pagefind): ${pages} pages ${WHAT[how]}, read ${read.length} changed since the last build${readList}, in ${ms} ms`);
  } catch (error) {
    reporter.panicOnBuild(`Search index (Pagefind): ${(error as Error).message}`);
  }
};
