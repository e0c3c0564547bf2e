import path from "node:path";
import { createRequire } from "node:module";
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { fileStamp, htmlFiles } from "../../build/public-files.mjs";
import { failOn } from "../../build/fail-on.mjs";
import { inputDigest, parseRecordCache, recordFingerprint, recordsWithCache, type RecordCache } from "./page-records";

type PagefindApi = typeof import("pagefind");

/** The bundle's folder under public/ and its URL (src/components/search/pagefind.ts). */
export const PAGEFIND_FOLDER = "pagefind";

// Pagefind's API is ESM only, and Gatsby's plugin compiler (Parcel) turns `import("pagefind")` into a
// require() Node refuses: a function made at run time keeps the native import (docs/overrides.md).
const nativeImport = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<unknown>;
const importPagefind = () => nativeImport("pagefind") as Promise<PagefindApi>;

/** The installed Pagefind's version, from the package.json the site's require would find (its exports hide it). */
function pagefindVersion(): string {
  const lookups = createRequire(path.resolve("package.json")).resolve.paths("pagefind") ?? [];
  const file = lookups.map((folder) => path.join(folder, "pagefind", "package.json")).find((candidate) => existsSync(candidate));
  if (!file) throw new Error("pagefind is not installed");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}

/** Pagefind's prebuilt interfaces: not written, the site has its own (src/components/search/). */
const PREBUILT_UI = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

/** How many pages the written index holds (Pagefind's pagefind-entry.json, every language). */
async function indexedPageCount(outputPath: string): Promise<number> {
  const entry = JSON.parse(await readFile(path.join(outputPath, "pagefind-entry.json"), "utf8")) as { languages: Record<string, { page_count: number }> };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

/** Every file of the written bundle (relative to it) with its size. */
async function bundleFiles(outputPath: string): Promise<Record<string, number>> {
  const names = (await readdir(outputPath, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const sizes = await Promise.all(names.map(async (entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return [path.relative(outputPath, file), (await stat(file)).size] as const;
  }));
  return Object.fromEntries(sizes.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Whether public/pagefind/ still holds exactly the files the last build wrote, at their sizes. */
const bundleIntact = async (outputPath: string, files: Record<string, number>) =>
  existsSync(outputPath) && JSON.stringify(await bundleFiles(outputPath)) === JSON.stringify(files);

/** Writes the bundle to `outputPath`, leaving unchanged files alone and deleting stale ones (docs/performance.md#site-search). */
async function writeBundle(outputPath: string, files: ReadonlyArray<{ path: string; content: Uint8Array }>): Promise<void> {
  const present = existsSync(outputPath) ? await bundleFiles(outputPath) : {};
  const wanted = new Set(files.map((file) => path.normalize(file.path)));
  for (const stale of Object.keys(present)) if (!wanted.has(stale)) await rm(path.join(outputPath, stale));
  for (const { path: name, content } of files) {
    const target = path.join(outputPath, name);
    if (present[path.normalize(name)] === content.length && (await readFile(target)).equals(content)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

export interface IndexResult {
  pages: number;
  /** Pages whose HTML was read this build (the others' records came from the cache). */
  read: string[];
  /** Pagefind not run (same inputs as the bundle in place), given the pages read over the last build's records, or every record. */
  how: "kept" | "updated" | "indexed";
  ms: number;
}

type PagefindIndex = NonNullable<Awaited<ReturnType<PagefindApi["createIndex"]>>["index"]>;

/** A new Pagefind index (its service handles messages in the order sent). */
async function newIndex(): Promise<{ pagefind: PagefindApi; index: PagefindIndex }> {
  const pagefind = await importPagefind();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  failOn("createIndex", errors);
  if (!index) throw new Error("createIndex returned no index");
  return { pagefind, index };
}

/** One record added, or put in its page's place. */
async function add(index: PagefindIndex, { file, record }: { file: string; record: string }) {
  failOn(`addHTMLFile ${file}`, (await index.addHTMLFile({ sourcePath: file, content: record })).errors);
}

/** Pagefind with an index, given `records` in their order, all sent at once. */
async function indexOf(records: ReadonlyArray<{ file: string; record: string }>): Promise<{ pagefind: PagefindApi; index: PagefindIndex }> {
  const created = await newIndex();
  await Promise.all(records.map((entry) => add(created.index, entry)));
  return created;
}

/** An index started with the build from the last build's records, and their cache. */
export interface StartedIndex {
  previous: RecordCache;
  files: string[];
  ready: Promise<{ pagefind: PagefindApi; index: PagefindIndex }>;
}

const readCache = async (cacheFile: string, fingerprint: string) =>
  parseRecordCache(existsSync(cacheFile) ? await readFile(cacheFile, "utf8") : undefined, fingerprint);

/** At a build's start, Pagefind gets the last build's records while Gatsby builds; undefined without a usable cache. */
export async function startSearchIndex(cacheFile: string): Promise<StartedIndex | undefined> {
  const previous = await readCache(cacheFile, recordFingerprint(pagefindVersion()));
  if (!previous?.bundle) return undefined;
  const records = Object.entries(previous.pages)
    .filter((entry): entry is [string, [string, string]] => entry[1][1] !== null)
    .map(([file, [, record]]) => ({ file, record }))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const ready = indexOf(records);
  ready.catch(() => {}); // writeSearchIndex starts over if it failed
  return { previous, files: records.map((entry) => entry.file), ready };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Indexes every page marked data-pagefind-body into `publicDir`/pagefind/, reading only pages whose stamp changed
 * (records in `cacheFile`); a `started` index of exactly these files gets only the pages read; unchanged inputs skip Pagefind.
 */
export async function writeSearchIndex(publicDir: string, cacheFile: string, started?: StartedIndex): Promise<IndexResult> {
  const startedAt = Date.now();
  const outputPath = path.join(publicDir, PAGEFIND_FOLDER);
  const fingerprint = recordFingerprint(pagefindVersion());
  const previous = started?.previous ?? (await readCache(cacheFile, fingerprint));
  const pages = htmlFiles(publicDir).map((file) => ({ file, stamp: fileStamp(statSync(path.join(publicDir, file), { bigint: true })) }));
  const readPage = (file: string) => readFileSync(path.join(publicDir, file), "utf8");
  let pagefind: PagefindApi | undefined;
  try {
    // No last bundle to keep or update: each record goes to a new index as soon as it is made.
    const fresh = previous?.bundle ? undefined : await newIndex();
    pagefind = fresh?.pagefind;
    const adding: Array<Promise<void>> = [];
    const handOn = fresh && ((entry: { file: string; record: string }) => {
      const added = add(fresh.index, entry);
      added.catch(() => {}); // awaited below, after the last page is read
      adding.push(added);
    });
    const { records, cache, read } = await recordsWithCache(pages, previous, fingerprint, readPage, handOn);
    if (records.length === 0) throw new Error("no page carries data-pagefind-body");
    const inputs = inputDigest(records);
    const saveCache = async (bundle: RecordCache["bundle"]) => {
      await mkdir(path.dirname(cacheFile), { recursive: true });
      await writeFile(cacheFile, JSON.stringify({ ...cache, bundle }));
    };
    const result = async (how: IndexResult["how"]) => ({ pages: await indexedPageCount(outputPath), read, how, ms: Date.now() - startedAt });
    if (previous?.bundle?.inputs === inputs && (await bundleIntact(outputPath, previous.bundle.files))) {
      await saveCache(previous.bundle);
      return await result("kept");
    }
    const startedIndex = started && sameList(started.files, records.map((entry) => entry.file)) ? await started.ready.catch(() => undefined) : undefined;
    // Written again below only once the bundle is complete: a failed build leaves no cache to trust.
    await rm(cacheFile, { force: true });
    let index: PagefindIndex;
    if (fresh) {
      index = fresh.index;
      await Promise.all(adding);
    } else if (startedIndex) {
      ({ pagefind, index } = startedIndex);
      const again = new Set(read);
      await Promise.all(records.filter((entry) => again.has(entry.file)).map((entry) => add(index, entry)));
    } else {
      // Started with other files (a page added or gone), or not at all: a new index of every record.
      if (started) await (await importPagefind()).close();
      ({ pagefind, index } = await indexOf(records));
    }
    const bundle = await index.getFiles();
    failOn("getFiles", bundle.errors);
    await writeBundle(outputPath, bundle.files.filter((file) => !PREBUILT_UI.test(file.path)));
    await saveCache({ inputs, files: await bundleFiles(outputPath) });
    return await result(startedIndex ? "updated" : "indexed");
  } finally {
    // Pagefind runs one service for the process: closing it also ends an index started with the build.
    await (pagefind ?? (await importPagefind())).close();
  }
}
