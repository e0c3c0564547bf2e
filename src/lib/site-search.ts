const normalize = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The words of a query (lowercase, accents removed, punctuation dropped). */
export function queryTerms(query: string): string[] {
  return normalize(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The help center's order for the pages the search index found: pages whose title contains more
 * of the query's words (as word prefixes) first; otherwise the index's own order, by relevance.
 */
export function titleMatchesFirst<T extends { title: string }>(pages: readonly T[], query: string): T[] {
  const terms = queryTerms(query);
  const titleScore = (page: T) => {
    const words = queryTerms(page.title);
    return terms.filter((term) => words.some((word) => word.startsWith(term))).length;
  };
  return pages
    .map((page, index) => ({ page, index, score: titleScore(page) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.page);
}
