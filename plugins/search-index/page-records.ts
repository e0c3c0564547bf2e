import { createHash } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";

// What Pagefind reads of a built page (without Emotion's styles, and without all outside `<main data-pagefind-body>`
// when it reads nothing there), kept so a rebuild reads only rewritten pages (docs/search.md#rebuilds).
// __tests__/build/search-index.build.test.ts: the same bundle either way.

/** Emotion's server-rendered style element with CSS that holds no `<` (so no tag, comment or end tag hides in it). */
const EMOTION_STYLE = /(<style data-emotion="[^"<>]*">)[^<]*(<\/style>)/g;
/** An element whose text content holds a `<` before its end tag (a `<style>` there is text): such HTML keeps its styles. */
const TEXT_CONTENT_ELEMENT = /<(textarea|title|xmp|noembed|noframes|plaintext)\b[^>]*>(?![^<]*<\/\1\s*>)/i;
/** The indexed region's start tag (the layout's <main>, src/components/layout/Layout.tsx). */
const REGION_START = /<main\b[^>]*\sdata-pagefind-body[\s=>/]/i;
const MAIN_START = /<main[\s>/]/gi;
const MAIN_END = /<\/main\s*>/gi;
/** What Pagefind may read outside the region: its attributes, the title sources, an old bundle's script. */
const READ_OUTSIDE = /data-pagefind|<h1[\s>/]|_pagefind|<main[\s>/]/i;
/** After the region, an image would be the page's image when the region holds the title. */
const IMAGE = /<img[\s>/]/i;
const HTML_START = /<html\b[^>]*>/i;
const HEAD_TITLE = /<title\b[^>]*>[^<]*<\/title>/i;

/** Emotion's styles emptied, unless some element in `html` takes its content as text. */
function withoutEmotionStyles(html: string): string {
  return TEXT_CONTENT_ELEMENT.test(html) ? html : html.replace(EMOTION_STYLE, "$1$2");
}

/** The record Pagefind gets for a page (what parsing the page gives it), or null when it would leave the page out. */
export function searchRecord(html: string): string | null {
  if (!html.includes("data-pagefind-body")) return null;
  const start = REGION_START.exec(html);
  const mains = html.match(MAIN_START)?.length ?? 0;
  const ends = [...html.matchAll(MAIN_END)];
  if (!start || mains !== 1 || ends.length !== 1 || ends[0].index! < start.index) return withoutEmotionStyles(html);
  const endOfRegion = ends[0].index! + ends[0][0].length;
  const before = html.slice(0, start.index);
  const after = html.slice(endOfRegion);
  const htmlStart = HTML_START.exec(before);
  const title = HEAD_TITLE.exec(before);
  // The outside without the <html> start tag and the head's <title>, which the record keeps.
  let outside = before + after;
  if (htmlStart) outside = outside.replace(htmlStart[0], "");
  if (title) outside = outside.replace(title[0], "");
  if (!htmlStart || READ_OUTSIDE.test(outside) || /<title[\s>/]/i.test(outside) || IMAGE.test(after)) return withoutEmotionStyles(html);
  const region = html.slice(start.index, endOfRegion);
  return `<!DOCTYPE html>${htmlStart[0]}<head>${title?.[0] ?? ""}</head><body>${withoutEmotionStyles(region)}</body></html>`;
}

/** The code that turns a page into its record, and the Pagefind version it is written for. */
export function recordFingerprint(pagefindVersion: string): string {
  const patterns = [EMOTION_STYLE, TEXT_CONTENT_ELEMENT, REGION_START, MAIN_START, MAIN_END, READ_OUTSIDE, IMAGE, HTML_START, HEAD_TITLE];
  const sources = [...patterns.map((pattern) => pattern.source), withoutEmotionStyles.toString(), searchRecord.toString(), pagefindVersion];
  return createHash("sha256").update(sources.join("\n")).digest("hex");
}

export interface RecordCache {
  fingerprint: string;
  /** Page file (relative to public/) → [stamp, record or null]. */
  pages: Record<string, [string, string | null]>;
  /** The bundle in public/pagefind/: its inputs (`inputDigest`) and its files' sizes. */
  bundle?: { inputs: string; files: Record<string, number> };
}

/** A cache read back from disk, or undefined when it is missing, malformed or made by other code. */
export function parseRecordCache(text: string | undefined, fingerprint: string): RecordCache | undefined {
  if (text === undefined) return undefined;
  try {
    const cache = JSON.parse(text) as Partial<RecordCache>;
    if (cache.fingerprint !== fingerprint || typeof cache.pages !== "object" || cache.pages === null) return undefined;
    return cache as RecordCache;
  } catch {
    return undefined;
  }
}

/** Pages read between two turns of the event loop when records are handed on (`onRecord`). */
const PAGES_PER_TURN = 64;

/** Each page's record (cached when its stamp matches, else `read(file)`), the new cache and the files read; `onRecord` gets each as made. */
export async function recordsWithCache(
  pages: ReadonlyArray<{ file: string; stamp: string }>,
  previous: RecordCache | undefined,
  fingerprint: string,
  read: (file: string) => string,
  onRecord?: (entry: { file: string; record: string }) => void,
): Promise<{ records: Array<{ file: string; record: string }>; cache: RecordCache; read: string[] }> {
  const cache: RecordCache = { fingerprint, pages: {} };
  const readFiles: string[] = [];
  const records: Array<{ file: string; record: string }> = [];
  for (const [position, { file, stamp }] of pages.entries()) {
    const cached = previous?.pages[file];
    let record: string | null;
    if (cached && cached[0] === stamp && (typeof cached[1] === "string" || cached[1] === null)) {
      record = cached[1];
    } else {
      record = searchRecord(read(file));
      readFiles.push(file);
    }
    cache.pages[file] = [stamp, record];
    if (record !== null) {
      records.push({ file, record });
      onRecord?.({ file, record });
    }
    if (onRecord && position % PAGES_PER_TURN === PAGES_PER_TURN - 1) await nextTurn();
  }
  return { records, cache, read: readFiles };
}

/** A digest of everything Pagefind is given: each page's file and record, in order. */
export function inputDigest(records: ReadonlyArray<{ file: string; record: string }>): string {
  const hash = createHash("sha256");
  for (const { file, record } of records) hash.update(`${file}\0${record}\0`);
  return hash.digest("hex");
}
