// Search index: after the build, Pagefind indexes the pages marked `data-pagefind-body` into public/pagefind/,
// reading only pages written since the last build (records in .cache/search-index/).
// Why: site search with no server (docs/search.md); ESM-only Pagefind past Gatsby's plugin compiler: ./write-index.ts, docs/overrides.md#survivors.
// Checked against pagefind 1.6.0, gatsby 5.16.1.
// Guard: __tests__/build/search-index.build.test.ts, __tests__/unit/search-records.test.ts, __tests__/e2e/search.e2e.test.ts.
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { PAGEFIND_FOLDER, startSearchIndex, writeSearchIndex, type IndexResult, type StartedIndex } from "./write-index";

/** Each page's record, by file stamp, and what built the bundle in public/pagefind/. */
const cacheFile = () => path.resolve(".cache", "search-index", "page-records.json");

let started: Promise<StartedIndex | undefined> | undefined;

// As early as possible in `gatsby build` (NODE_ENV=production): Pagefind, in its own process, takes the last build's records while Gatsby is busy.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  if (process.env.NODE_ENV !== "production") return;
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
