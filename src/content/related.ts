/**
 * The posts shown under a post as "Related posts" (content/README.md), chosen at build time from the
 * published posts by what they say: the words of each post's title, excerpt and headings, weighed
 * by TF-IDF and compared by cosine similarity. A post of the same category counts a little more;
 * the newer post wins only an exact tie. A post that nothing resembles enough shows none. Pure, and
 * no sum depends on the posts' order, so the same posts give the same lists, build after build
 * (content-pipeline/related-posts.ts calls it).
 */
import stem from "wink-porter2-stemmer";

export const RELATED_POSTS = 3;

/**
 * The least cosine similarity (0: no word in common, 1: the same words in the same proportions) at
 * which a post is related. Two posts reach it by sharing the distinctive words of a subject (a title
 * word the rest of the blog rarely uses, or several words of the excerpts and headings); sharing only
 * words many posts use, or one word among many, does not. It lies between the scores of the site's
 * own posts that a reader calls related and of those they do not (docs/architecture.md#how-related-posts-are-chosen).
 */
export const MIN_SIMILARITY = 0.05;

/** A post of the same category counts as this much more similar: it ranks higher, but is never related by its category alone. */
export const SAME_CATEGORY_BOOST = 1.1;

/** A title says what a post is about more surely than its excerpt or a heading: each of its words counts twice. */
const TITLE_WEIGHT = 2;

/** Scores are compared rounded to this many parts of one, so equal sums added in another order tie exactly. */
const SCORE_SCALE = 1e9;

/** Words that say nothing about a post's subject. */
const STOP_WORDS = new Set(
  (
    "a about after all also an and are as at be been but by can could do does each for from get had has have how i " +
    "if in into is it its just more most new no not now of on one or our out over so some than that the their them " +
    "then there these they this those to too up us very was way we were what when where which while who why will " +
    "with without would you your yours"
  ).split(" "),
);

/** Each word's stem, worked out once: a blog uses the same words again and again. */
const stems = new Map<string, string>();
const stemOf = (word: string) => {
  let stemmed = stems.get(word);
  if (stemmed === undefined) stems.set(word, (stemmed = stem(word)));
  return stemmed;
};

/**
 * The words of a text that can relate it to another, stemmed ("scoring" and "scores" are both
 * "score"): lowercase, accents dropped, no stop words, no bare numbers.
 */
export function subjectWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !/^\d+$/.test(word))
    .map(stemOf);
}

export interface RelatablePost {
  id: string;
  category: string;
  title: string;
  excerpt: string;
  headings: readonly string[];
}

/** A post's words with how often each occurs, its title's counted twice. */
function termCounts(post: RelatablePost): Map<string, number> {
  const counts = new Map<string, number>();
  const count = (text: string, weight: number) => {
    for (const word of subjectWords(text)) counts.set(word, (counts.get(word) ?? 0) + weight);
  };
  count(post.title, TITLE_WEIGHT);
  count(post.excerpt, 1);
  for (const heading of post.headings) count(heading, 1);
  return counts;
}

/** A post's TF-IDF vector, of length one: term numbers ascending, with their weights. */
interface Vector {
  terms: number[];
  weights: number[];
}

/**
 * Each post's vector: a word's weight grows with its count in the post (1 + ln count: a word said
 * twice is not twice the subject) and with how few posts use it (ln(posts / posts using it): a word
 * every post uses weighs nothing). Term numbers follow the words' alphabetical order, so every sum
 * runs in the same order whatever the posts' order.
 */
function vectors(posts: readonly RelatablePost[]): Vector[] {
  const counts = posts.map(termCounts);
  const postsUsing = new Map<string, number>();
  for (const postCounts of counts) for (const word of postCounts.keys()) postsUsing.set(word, (postsUsing.get(word) ?? 0) + 1);
  const words = [...postsUsing.keys()].sort();
  const termOf = new Map(words.map((word, term) => [word, term]));
  return counts.map((postCounts) => {
    const entries = [...postCounts]
      .map(([word, count]) => [termOf.get(word)!, (1 + Math.log(count)) * Math.log(posts.length / postsUsing.get(word)!)] as const)
      .filter(([, weight]) => weight > 0)
      .sort((a, b) => a[0] - b[0]);
    const length = Math.sqrt(entries.reduce((sum, [, weight]) => sum + weight * weight, 0));
    return { terms: entries.map(([term]) => term), weights: entries.map(([, weight]) => weight / length) };
  });
}

/**
 * For each post (given newest first), the ids of up to `limit` related posts, best first: the
 * posts whose cosine similarity to it reaches MIN_SIMILARITY, ranked by that similarity times
 * SAME_CATEGORY_BOOST for a post of its category, the newer first on an exact tie.
 */
export function relatedPosts(posts: readonly RelatablePost[], limit = RELATED_POSTS): Map<string, string[]> {
  if (limit < 1) return new Map(posts.map((post) => [post.id, []]));
  const vectorOf = vectors(posts);
  const count = posts.length;
  // For each term, the posts that use it (ascending) with its weight in each, flat: term t's are
  // from postingStart[t] to postingStart[t + 1].
  const termCount = vectorOf.reduce((most, { terms }) => Math.max(most, terms.length ? terms[terms.length - 1] + 1 : 0), 0);
  const postingStart = new Int32Array(termCount + 1);
  for (const { terms } of vectorOf) for (const term of terms) postingStart[term + 1] += 1;
  for (let term = 0; term < termCount; term += 1) postingStart[term + 1] += postingStart[term];
  const postingPost = new Int32Array(postingStart[termCount]);
  const postingWeight = new Float64Array(postingPost.length);
  // Each term's postings up to the post being placed: posts are placed in order and look only at
  // later posts, so each pair is scored once and offered to both.
  const cursor = postingStart.slice(0, termCount);
  vectorOf.forEach(({ terms, weights }, index) => {
    terms.forEach((term, at) => {
      postingPost[cursor[term]] = index;
      postingWeight[cursor[term]] = weights[at];
      cursor[term] += 1;
    });
  });
  cursor.set(postingStart.subarray(0, termCount));

  const categoryOf = new Map<string, number>();
  const category = Int32Array.from(posts, (post) => {
    if (!categoryOf.has(post.category)) categoryOf.set(post.category, categoryOf.size);
    return categoryOf.get(post.category)!;
  });
  // Each post's best `limit` so far, best first: positions and scores (rounded, see SCORE_SCALE).
  const keptPost = new Int32Array(count * limit);
  const keptScore = new Float64Array(count * limit);
  const kept = new Int32Array(count);
  const offer = (to: number, other: number, score: number) => {
    const first = to * limit;
    let at = first + kept[to];
    if (kept[to] === limit) {
      const last = at - 1;
      if (score < keptScore[last] || (score === keptScore[last] && other > keptPost[last])) return;
      at = last;
    } else kept[to] += 1;
    // Move worse ones down a place until `other` is in its place (higher score, then the newer post).
    while (at > first && (score > keptScore[at - 1] || (score === keptScore[at - 1] && other < keptPost[at - 1]))) {
      keptPost[at] = keptPost[at - 1];
      keptScore[at] = keptScore[at - 1];
      at -= 1;
    }
    keptPost[at] = other;
    keptScore[at] = score;
  };

  const minimum = Math.round(MIN_SIMILARITY * SCORE_SCALE);
  // The dot product of the post being placed with each later post, summed term by term in term
  // order (the same order for every pair), reset after each.
  const dot = new Float64Array(count);
  const touched = new Int32Array(count);
  for (let index = 0; index < count; index += 1) {
    const { terms, weights } = vectorOf[index];
    let reached = 0;
    for (let at = 0; at < terms.length; at += 1) {
      const term = terms[at];
      const weight = weights[at];
      // The postings after this post's own: later posts only.
      cursor[term] += 1;
      for (let posting = cursor[term], end = postingStart[term + 1]; posting < end; posting += 1) {
        const other = postingPost[posting];
        if (dot[other] === 0) touched[reached++] = other;
        dot[other] += weight * postingWeight[posting];
      }
    }
    for (let at = 0; at < reached; at += 1) {
      const other = touched[at];
      const similarity = dot[other];
      dot[other] = 0;
      if (Math.round(similarity * SCORE_SCALE) < minimum) continue;
      const score = Math.round((category[other] === category[index] ? similarity * SAME_CATEGORY_BOOST : similarity) * SCORE_SCALE);
      offer(index, other, score);
      offer(other, index, score);
    }
  }
  return new Map(posts.map((post, index) => [post.id, Array.from(keptPost.subarray(index * limit, index * limit + kept[index]), (other) => posts[other].id)]));
}
