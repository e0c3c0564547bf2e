// Every built page's inline script hashes, kept in .cache/ so a rebuild reads only the pages Gatsby wrote again;
// reused only for the same stamp (a restored file is read again) and parser (`fingerprint`).

export interface ScriptHashCache {
  fingerprint: string;
  /** Every distinct hash once; pages refer to them by index (the same handful of hashes repeat on every page). */
  hashes: string[];
  /** Page file → [stamp, ...indices into `hashes`]. */
  pages: Record<string, [string, ...number[]]>;
}

type StampedPage = { file: string; stamp: string };
type PageHashes = { file: string; hashes: string[] };

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

/** Each page's hashes, from the cache when its stamp matches, else `hashesOf(file)`; with the new cache and the files read. */
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

/** The cache with one page's stamp updated, its hashes unchanged (a file the step rewrote, scripts untouched). */
export function restamped(cache: ScriptHashCache, file: string, stamp: string): ScriptHashCache {
  const entry = cache.pages[file];
  if (!entry) throw new Error(`${file} is not in the script hash cache`);
  return { ...cache, pages: { ...cache.pages, [file]: [stamp, ...(entry.slice(1) as number[])] } };
}
