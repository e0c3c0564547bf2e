import type { ExcerptPart } from "./excerpt";
import { queryTerms } from "../../lib/site-search";

const commonPrefix = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
};

/**
 * Whether a marked word answers a query word: they share at least half of the query word's
 * letters from the start (at least two, or the whole word if shorter). Pagefind 1.6 falls back to
 * ever shorter prefixes of a word it cannot find, down to one letter ("blockchain" marks a lone "B");
 * "crm" → "CRMs" and "webhooks" → "webhook" (stemmed) still answer.
 */
export function answersTerm(marked: string, term: string): boolean {
  const needed = Math.min(term.length, Math.max(2, Math.floor(term.length / 2)));
  return commonPrefix(marked, term) >= needed;
}

/** Whether a result's excerpt marks a word that answers the query; an excerpt without marks is not judged. */
export function excerptAnswers(excerpt: readonly ExcerptPart[], query: string): boolean {
  const marked = excerpt.filter((part) => part.marked).flatMap((part) => queryTerms(part.text));
  if (marked.length === 0) return true;
  const terms = queryTerms(query);
  return marked.some((word) => terms.some((term) => answersTerm(word, term)));
}
