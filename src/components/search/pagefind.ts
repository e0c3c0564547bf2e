/**
 * Pagefind's browser client, loaded at run time from the built site (plugins/search-index writes
 * public/pagefind/). `webpackIgnore`: webpack leaves the import to the browser, so no byte of it is
 * in the site's bundles, and nothing is fetched before a visitor searches.
 */

/** The parts of Pagefind 1.6's JavaScript API the site uses (https://pagefind.app/docs/api/). */
export interface PagefindResultData {
  url: string;
  /** The matched words marked with <mark>, the rest HTML-escaped text. */
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}

export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

export type PagefindFilterCounts = Record<string, Record<string, number>>;

export interface PagefindSearch {
  results: PagefindResult[];
  unfilteredResultCount: number;
  filters: PagefindFilterCounts;
  totalFilters: PagefindFilterCounts;
}

export type PagefindFilters = Record<string, string | { any: string[] }>;

export interface Pagefind {
  options: (options: { excerptLength?: number; baseUrl?: string }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string, options?: { filters?: PagefindFilters }) => Promise<PagefindSearch>;
  /** Loads the index chunks `term` needs, without searching: the next search for it finds them there. */
  preload: (term: string, options?: { filters?: PagefindFilters }) => Promise<void>;
  /** Every filter's values and counts; loads every filter's chunk, after which each search counts every filter. */
  filters: () => Promise<PagefindFilterCounts>;
}

/** Where plugins/search-index writes the bundle (its PAGEFIND_FOLDER). */
const PAGEFIND_SCRIPT = "/pagefind/pagefind.js";

/** Thrown in `gatsby develop`, which builds no index: the dialog says how to get one. */
export class SearchIndexNotBuilt extends Error {
  constructor() {
    super("The search index is built by npm run build");
  }
}

let loading: Promise<Pagefind> | undefined;

/** Pagefind's client, loaded once; a failed load is tried again on the next search. */
export function loadPagefind(): Promise<Pagefind> {
  if (process.env.NODE_ENV === "development") return Promise.reject(new SearchIndexNotBuilt());
  loading ??= (import(/* webpackIgnore: true */ PAGEFIND_SCRIPT) as Promise<Pagefind>)
    .then(async (pagefind) => {
      await pagefind.options({ excerptLength: 24 });
      // A search loads only the filter chunks it filters by; loading all of them (a few hundred
      // bytes) lets every search count its results per section, for the dialog's filter buttons.
      await pagefind.filters();
      return pagefind;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

