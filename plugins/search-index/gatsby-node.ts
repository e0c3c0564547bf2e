/**
 * Search index plugin: the site search's index, built by Pagefind from the production HTML.
 *
 * What it does: after the pages are written (onPostBuild; registered before
 * plugins/content-security-policy, whose onPostBuild runs last), Pagefind's Node API
 * (createIndex, addDirectory over public/, writeFiles) indexes every page whose <main> carries
 * `data-pagefind-body` and writes public/pagefind/: its browser script, WebAssembly and index chunks.
 * Which pages are marked, the section filter and the post metadata are decided in
 * src/components/search/indexed-region.ts; the search dialog (src/components/search/) loads
 * /pagefind/pagefind.js only when a visitor opens it. Not in `gatsby develop` (onPostBuild does not
 * run there): the dialog says the index is built by `npm run build`.
 *
 * Rebuilds: Pagefind 1.6 has no incremental index. createIndex starts empty and addDirectory reads
 * and parses every HTML file under public/ on every build, changed or not; the whole bundle is
 * written again (public/pagefind/ is emptied first, so no stale chunk stays behind).
 * Figures (docs/search.md, scripts/bench-search.mjs): the step's time against the whole clean build
 * at 3,000 posts, and the bytes a first query fetches.
 *
 * Checked against pagefind 1.6.0 (@pagefind/linux-x64 1.6.0): the Node API is ESM-only (its
 * package exports have only an "import" condition), and Gatsby compiles this plugin to CommonJS
 * with Parcel, which turns a dynamic import() into require(); ./write-index.ts imports it natively.
 * Guarded by __tests__/build/search-index.build.test.ts (the index exists, counts the pages it
 * should, leaves out the 404 page, the dashboard, the forms and a draft) and
 * __tests__/e2e/search.e2e.test.ts (searches in Chromium under the real Content-Security-Policy).
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { PAGEFIND_FOLDER, writeSearchIndex } from "./write-index";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  try {
    const { pages, ms } = await writeSearchIndex(path.resolve("public"));
    if (pages === 0) throw new Error("no page carries data-pagefind-body");
    reporter.info(`Search index (Pagefind): ${pages} pages indexed into public/${PAGEFIND_FOLDER}/ in ${ms} ms`);
  } catch (error) {
    reporter.panicOnBuild(`Search index (Pagefind): ${(error as Error).message}`);
  }
};
