import path from "node:path";
import { readdir, readFile, rm } from "node:fs/promises";

type PagefindApi = typeof import("pagefind");

/** Where the bundle is written under public/, and the URL the browser loads it from (src/components/search/pagefind.ts). */
export const PAGEFIND_FOLDER = "pagefind";

/**
 * Pagefind's Node API is an ES module only (no "require" condition in its exports). Gatsby compiles
 * plugins to CommonJS with Parcel, which rewrites `import("pagefind")` into a require() that Node
 * refuses; a function made at run time keeps the native import.
 */
const nativeImport = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<unknown>;
const importPagefind = () => nativeImport("pagefind") as Promise<PagefindApi>;

const failOn = (step: string, errors: readonly string[]) => {
  if (errors.length > 0) throw new Error(`${step}: ${errors.join("\n")}`);
};

/** Pagefind's prebuilt interfaces, written beside its API: the site has its own (src/components/search/), so they are removed. */
const PREBUILT_UI = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

/** How many pages the written index holds (Pagefind's pagefind-entry.json, every language). */
export async function indexedPageCount(outputPath: string): Promise<number> {
  const entry = JSON.parse(await readFile(path.join(outputPath, "pagefind-entry.json"), "utf8")) as { languages: Record<string, { page_count: number }> };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

/**
 * Indexes every page under `publicDir` that marks its content with data-pagefind-body (pages
 * without one, the editor and Gatsby's slice fragments among them, are skipped by Pagefind once any
 * page has one) and writes the bundle to `publicDir`/pagefind/, emptied first.
 */
export async function writeSearchIndex(publicDir: string): Promise<{ pages: number; ms: number }> {
  const started = Date.now();
  const pagefind = await importPagefind();
  const outputPath = path.join(publicDir, PAGEFIND_FOLDER);
  await rm(outputPath, { recursive: true, force: true });
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
    failOn("createIndex", errors);
    if (!index) throw new Error("createIndex returned no index");
    const added = await index.addDirectory({ path: publicDir });
    failOn("addDirectory", added.errors);
    const written = await index.writeFiles({ outputPath });
    failOn("writeFiles", written.errors);
    const unused = (await readdir(outputPath)).filter((name) => PREBUILT_UI.test(name));
    await Promise.all(unused.map((name) => rm(path.join(outputPath, name))));
    return { pages: await indexedPageCount(outputPath), ms: Date.now() - started };
  } finally {
    await pagefind.close();
  }
}
