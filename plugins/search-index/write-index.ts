import path from "node:path";
import { createRequire } from "node:module";
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { fileStamp, htmlFiles } from "../../build/public-files.mjs";
import { failOn } from "../../build/fail-on.mjs";
import { inputDigest, parseRecordCache, recordFingerprint, recordsWithCache, type RecordCache } from "./page-records";

type PagefindApi = typeof import("pagefind");

/** Where the bundle is written under public/, and the URL the browser loads it from (src/components/search/pagefind.ts). */
export const PAGEFIND_FOLDER = "pagefind";

/**
 * Pagefind's Node API is an ES module only (no "require" condition in its exports). Gatsby compiles
 * plugins to CommonJS with Parcel, which rewrites `import("pagefind")` into a require() that Node
 * refuses; a function made at run time keeps the native import (docs/overrides.md, with the official route).
 */
const nativeImport = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<unknown>;
const importPagefind = () => nativeImport("pagefind") as Promise<PagefindApi>;

/**
 * The installed Pagefind's version (records are made for what this version reads), from its
 * package.json where the site's require would find the package (its exports map does not expose
 * package.json, so require.resolve cannot name it).
 */
function pagefindVersion(): string {
  const lookups = createRequire(path.resolve("package.json")).resolve.paths("pagefind") ?? [];
  const file = lookups.map((folder) => path.join(folder, "pagefind", "package.json")).find((candidate) => existsSync(candidate));
  if (!file) throw new Error("pagefind is not installed");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}

/** Pagefind's prebuilt interfaces, made beside its API: the site has its own (src/components/search/), so they are not written. */
const PREBUILT_UI = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

/** Every page's HTML file under public/, sorted (the order the index numbers its pages in). */
export function pageFiles(publicDir: string): string[] {
  return htmlFiles(publicDir);
}

/** How many pages the written index holds (Pagefind's pagefind-entry.json, every language). */
export async function indexedPageCount(outputPath: string): Promise<number> {
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
function bundleIntact(outputPath: string, files: Record<string, number>): Promise<boolean> {
  if (!existsSync(outputPath)) return Promise.resolve(false);
  return bundleFiles(outputPath).then((present) => JSON.stringify(present) === JSON.stringify(files));
}

/**
 * Puts the bundle's files in `outputPath`: a file already holding the same bytes is left as it is,
 * and a file the bundle no longer has is deleted. Most of the bundle (the fragments and index
 * chunks, named by their content) is unchanged by a one-post rebuild, and writing every file would
 * be most of that rebuild's index step (docs/performance.md#site-search).
 */
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
  /** Pages in the written index. */
  pages: number;
  /** Pages whose HTML was read this build (the others' records came from the cache). */
  read: string[];
  /** How Pagefind was used: not at all (it would have been given exactly what built the bundle in
   * place), given the pages read this build over the last build's records it got at the start of the
   * build ("updated"), or given every record ("indexed"). */
  how: "kept" | "updated" | "indexed";
  ms: number;
}

type PagefindIndex = NonNullable<Awaited<ReturnType<PagefindApi["createIndex"]>>["index"]>;

/** A new Pagefind index (Pagefind's service handles its messages in the order sent). */
async function newIndex(): Promise<{ pagefind: PagefindApi; index: PagefindIndex }> {
  const pagefind = await importPagefind();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  failOn("createIndex", errors);
  if (!index) throw new Error("createIndex returned no index");
  return { pagefind, index };
}

/** One record added (or, for a page already in the index, put in its place). */
async function add(index: PagefindIndex, { file, record }: { file: string; record: string }) {
  failOn(`addHTMLFile ${file}`, (await index.addHTMLFile({ sourcePath: file, content: record })).errors);
}

/** Pagefind with an index, given `records` in their order, all sent at once. */
async function indexOf(records: ReadonlyArray<{ file: string; record: string }>): Promise<{ pagefind: PagefindApi; index: PagefindIndex }> {
  const created = await newIndex();
  await Promise.all(records.map((entry) => add(created.index, entry)));
  return created;
}

/** An index started at the beginning of the build with the last build's records, and the cache they came from. */
export interface StartedIndex {
  previous: RecordCache;
  files: string[];
  ready: Promise<{ pagefind: PagefindApi; index: PagefindIndex }>;
}

const readCache = async (cacheFile: string, fingerprint: string) =>
  parseRecordCache(existsSync(cacheFile) ? await readFile(cacheFile, "utf8") : undefined, fingerprint);

/**
 * At the start of a build, after one that wrote a bundle: Pagefind is given the last build's records
 * (in their files' order) while Gatsby builds, in its own process; writeSearchIndex then gives it
 * only the pages written again. Undefined when there is no usable cache.
 */
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
 * Indexes every page under `publicDir` that marks its content with data-pagefind-body and writes
 * the bundle to `publicDir`/pagefind/ (only the files that changed). Each page's record (./page-records.ts) is
 * kept in `cacheFile` by the page file's stamp, so only pages written since the last build are
 * read. Pagefind builds the whole index every time (it has no incremental one) from every page's
 * record in the order of their files: when `started` holds exactly these files, it already has the
 * last build's records and gets only the pages read this build, each put in its place, which is the
 * same index. When Pagefind would be given exactly what built the bundle still in place, it is not run.
 */
export async function writeSearchIndex(publicDir: string, cacheFile: string, started?: StartedIndex): Promise<IndexResult> {
  const startedAt = Date.now();
  const outputPath = path.join(publicDir, PAGEFIND_FOLDER);
  const fingerprint = recordFingerprint(pagefindVersion());
  const previous = started?.previous ?? (await readCache(cacheFile, fingerprint));
  const pages = pageFiles(publicDir).map((file) => ({ file, stamp: fileStamp(statSync(path.join(publicDir, file), { bigint: true })) }));
  const readPage = (file: string) => readFileSync(path.join(publicDir, file), "utf8");
  let pagefind: PagefindApi | undefined;
  try {
    // No bundle from the last build, so nothing to keep or update: each record goes to a new index as
    // soon as it is made, and Pagefind parses pages while the next ones are read.
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
