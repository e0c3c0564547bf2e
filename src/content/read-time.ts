import visit from "unist-util-visit";
import type { Element, Text } from "hast";
import { parseBody, type ParsedBody } from "./body";

/** Reading speed used for read times: a steady pace for business prose. */
export const WORDS_PER_MINUTE = 200;

const wordsIn = (text: string) => text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

/** Words a reader reads in a body: the text its HTML shows (code included) and its images' alt text; no URLs, markup or comments. */
export function wordsOf(body: ParsedBody): number {
  let words = 0;
  visit(body.html as never, ((node: Text | Element) => {
    if (node.type === "text") words += wordsIn(node.value);
    if (node.type === "element" && node.tagName === "img" && typeof node.properties?.alt === "string") words += wordsIn(node.properties.alt);
  }) as never);
  return words;
}

/** Words a reader reads in a Markdown body. */
export const countWords = (markdown: string): number => wordsOf(parseBody(markdown));

/** Whole minutes to read this many words, at least 1. */
export const minutesFor = (words: number): number => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));

/** A post's read time: the `readTime` its frontmatter declares if a whole number, else its words at the site's pace. */
export const readTimeFor = (declared: unknown, words: number): number => (Number.isInteger(declared) ? (declared as number) : minutesFor(words));

/** Whole minutes to read a Markdown body, at least 1. */
export const readTimeMinutes = (markdown: string): number => minutesFor(countWords(markdown));
