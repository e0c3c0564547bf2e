/**
 * The inline script hashes of every built page, remembered between builds (in .cache/) so that the
 * Content-Security-Policy step of a rebuild reads only the pages Gatsby wrote again: after a
 * one-post edit that is one page, not all of them.
 *
 * A page's hashes are reused only when its file has the same stamp (size, modification and change
 * times in nanoseconds, inode) as when they were computed, and the hashes were computed by the
 * same parser (`fingerprint`). The change time cannot be set back by tools that preserve
 * modification times, so a file replaced or restored from elsewhere is read again. Pages gone from
 * the build are dropped, so their hashes leave the policy.
 */

export interface ScriptHashCache {
  fingerprint: string;
  /** Every distinct hash once; pages refer to them by index (the same handful of hashes repeat on every page). */
  hashes: string[];
  /** Page file → [stamp, ...indices into `hashes`]. */
  pages: Record<string, [string, ...number[]]>;
}

export interface StampedPage {
  file: string;
  stamp: string;
}

export interface PageHashes {
  file: string;
  hashes: string[];
}

/** A cache read back from disk, or undefined when it is missing, malformed or from another parser. */
export function parseCache(text: string | undefined, fingerprint: string): ScriptHashCache | undefined {
  if (text === undefined) return undefined;
  try {
    const cache = JSON.parse(text) as Partial<ScriptHashCache>;
    if (cache.fingerprint !== fingerprint || !Array.isArray(cache.hashes) || typeof cache.pages !== "object" || cache.pages === null) return undefined;
    return cache as ScriptHashCache;
  } catch {
    return undefined;
  }
}

/**
 * Each page's hashes, in the order of `pages`: from the cache when the page's stamp matches, else
 * by `hashesOf(file)` (which reads the page). Returns the new cache (only the pages given) and the
 * files that were read.
 */
export function pageHashesWithCache(
  pages: readonly StampedPage[],
  previous: ScriptHashCache | undefined,
  fingerprint: string,
  hashesOf: (file: string) => string[],
): { pages: PageHashes[]; cache: ScriptHashCache; read: string[] } {
  const next: ScriptHashCache = { fingerprint, hashes: [], pages: {} };
  const indexOf = new Map<string, number>();
  const intern = (hash: string) => {
    let index = indexOf.get(hash);
    if (index === undefined) {
      index = next.hashes.push(hash) - 1;
      indexOf.set(hash, index);
    }
    return index;
  };
  const read: string[] = [];
  const result = pages.map(({ file, stamp }) => {
    const cached = previous?.fingerprint === fingerprint ? previous.pages[file] : undefined;
    let hashes: string[];
    if (cached && cached[0] === stamp && cached.slice(1).every((index) => typeof previous!.hashes[index as number] === "string")) {
      hashes = (cached.slice(1) as number[]).map((index) => previous!.hashes[index]);
    } else {
      hashes = hashesOf(file);
      read.push(file);
    }
    next.pages[file] = [stamp, ...hashes.map(intern)];
    return { file, hashes };
  });
  return { pages: result, cache: next, read };
}

/** The cache with one page's stamp updated, its hashes unchanged (a file the step itself rewrote without touching its scripts). */
export function restamped(cache: ScriptHashCache, file: string, stamp: string): ScriptHashCache {
  const entry = cache.pages[file];
  if (!entry) throw new Error(`${file} is not in the script hash cache`);
  return { ...cache, pages: { ...cache.pages, [file]: [stamp, ...(entry.slice(1) as number[])] } };
}
