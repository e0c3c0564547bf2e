/** A page the help center's search can find. */
export interface SearchablePage {
  title: string;
  summary: string;
  path: string;
  /** Where the page lives, e.g. "Help article" or "Documentation". */
  section: string;
}

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
 * Pages whose title, summary or section contain every word of the query (as a word prefix),
 * title matches first. An empty query finds nothing.
 */
export function searchPages<T extends SearchablePage>(pages: readonly T[], query: string): T[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const scored: Array<{ page: T; score: number; index: number }> = [];
  pages.forEach((page, index) => {
    const titleWords = queryTerms(page.title);
    const allWords = [...titleWords, ...queryTerms(page.summary), ...queryTerms(page.section)];
    const matches = (words: string[], term: string) => words.some((word) => word.startsWith(term));
    if (!terms.every((term) => matches(allWords, term))) return;
    const score = terms.filter((term) => matches(titleWords, term)).length;
    scored.push({ page, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((entry) => entry.page);
}
