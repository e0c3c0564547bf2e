import * as React from "react";
import { excerptParts, type ExcerptPart } from "./excerpt";
import { loadPagefind, SearchIndexNotBuilt, type PagefindFilters, type PagefindResultData } from "./pagefind";
import { SECTION_FILTER } from "./indexed-region";
import { excerptAnswers } from "./relevance";

/** A page found, as the search dialog and the help center's box show it. */
export interface SearchHit {
  url: string;
  title: string;
  section: string | undefined;
  excerpt: ExcerptPart[];
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}

export interface SearchDone {
  status: "done";
  query: string;
  hits: SearchHit[];
  total: number;
  /** Results per section for the query, whatever section is chosen. */
  sections: Record<string, number>;
}

export type SearchState =
  | { status: "idle" }
  /** `previous`: the last results, still worth showing while the next ones load. */
  | { status: "loading"; query: string; previous?: SearchDone }
  | SearchDone
  | { status: "not-built" }
  | { status: "failed"; query: string };

/** "1 result", "12 results": the dialog's and the help center box's counts. */
export const resultsLabel = (count: number) => (count === 1 ? "1 result" : `${count} results`);

/** What the dialog and the help center box say when Pagefind's client or index could not load. */
export const SEARCH_FAILED_MESSAGE = "The search could not load. Check your connection and try again.";

/** Keystrokes closer together than this make one search (and one set of fetched fragments). */
export const SEARCH_DEBOUNCE_MS = 80;

export function toHit(data: PagefindResultData): SearchHit {
  return {
    url: data.url,
    title: data.meta.title || data.url,
    section: data.filters[SECTION_FILTER]?.[0],
    excerpt: excerptParts(data.excerpt),
    meta: data.meta,
    filters: data.filters,
  };
}

/** Results per section among `hits`. */
function sectionCounts(hits: readonly SearchHit[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const hit of hits) if (hit.section) counts[hit.section] = (counts[hit.section] ?? 0) + 1;
  return counts;
}

/**
 * The results worth showing: Pagefind's, less those it found only by a fallback prefix too short to
 * mean the query (./relevance.ts). Results come by relevance, so once one of them is dropped the
 * rest are the same weak tail: the count is then of the results kept.
 */
export function relevantResults(query: string, data: readonly PagefindResultData[], found: number, sections: Record<string, number>) {
  const hits = data.map(toHit);
  const kept = hits.filter((hit) => excerptAnswers(hit.excerpt, query));
  return kept.length === hits.length ? { hits, total: found, sections } : { hits: kept, total: kept.length, sections: sectionCounts(kept) };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Searches the site's Pagefind index for `query` (trimmed) with `filters`, and loads the first
 * `limit` results' data. Pagefind's client loads with the first search, never before.
 */
export function useSearch(query: string, filters: PagefindFilters | undefined, limit: number): SearchState {
  const [state, setState] = React.useState<SearchState>({ status: "idle" });
  const term = query.trim();
  const filtersKey = JSON.stringify(filters ?? {});

  React.useEffect(() => {
    if (!term) {
      setState({ status: "idle" });
      return undefined;
    }
    let current = true;
    const searchFilters = JSON.parse(filtersKey) as PagefindFilters;
    setState((last) => ({ status: "loading", query: term, previous: last.status === "done" ? last : last.status === "loading" ? last.previous : undefined }));
    void (async () => {
      try {
        // While the visitor types, each keystroke fetches the index chunks its word needs, so the
        // search that follows the last one finds them loaded (Pagefind's preload).
        const client = loadPagefind();
        client.then((pagefind) => (current ? pagefind.preload(term, { filters: searchFilters }) : undefined)).catch(() => undefined);
        await wait(SEARCH_DEBOUNCE_MS);
        if (!current) return;
        const pagefind = await client;
        const search = await pagefind.search(term, { filters: searchFilters });
        if (!current) return;
        const data = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
        if (!current) return;
        const sections = search.totalFilters?.[SECTION_FILTER] ?? search.filters?.[SECTION_FILTER] ?? {};
        setState({ status: "done", query: term, ...relevantResults(term, data, search.results.length, sections) });
      } catch (error) {
        if (current) setState(error instanceof SearchIndexNotBuilt ? { status: "not-built" } : { status: "failed", query: term });
      }
    })();
    return () => {
      current = false;
    };
  }, [term, filtersKey, limit]);

  return state;
}
