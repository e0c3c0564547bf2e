/**
 * The posts shown under a post as "Related posts" (content/README.md), chosen at build time from the
 * published posts: posts of the same category first, then posts whose titles share words with its
 * title; within each, more shared words first, then the newest. A post of another category that
 * shares no word is never shown: a post with nothing related shows none. Pure (gatsby-node.ts calls it).
 */

export const RELATED_POSTS = 3;

/** Words that say nothing about a post's subject. */
const STOP_WORDS = new Set(
  (
    "a an and are as at be but by can do does for from has have how i if in into is it its just more most " +
    "new no not of on or our out so than that the their them then there these they this those to too up " +
    "us was we what when where which who why will with without you your yours"
  ).split(" "),
);

/** The words of a title that can relate it to another: lowercase, no stop words, a plural's final "s" dropped. */
export function titleWords(title: string): Set<string> {
  const words = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map((word) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word));
  return new Set(words);
}

export interface RelatablePost {
  id: string;
  category: string;
  title: string;
}

/**
 * Keeps the best `limit` of candidates offered in position order (newest first): more shared words
 * first, then the earlier position. A candidate that shares no more words than the worst kept one
 * can never displace it (it comes later), so most are turned away with one comparison.
 */
function bestOf(limit: number) {
  const kept: Array<[index: number, shared: number]> = [];
  return {
    offer(index: number, shared: number) {
      if (kept.length === limit && shared <= kept[limit - 1][1]) return;
      let at = kept.length;
      while (at > 0 && kept[at - 1][1] < shared) at -= 1;
      kept.splice(at, 0, [index, shared]);
      if (kept.length > limit) kept.pop();
    },
    indexes: () => kept.map(([index]) => index),
  };
}

/**
 * For each post (given newest first), the ids of up to `limit` related posts, best first. Same
 * category first (more shared title words, then newer), then other categories' posts that share at
 * least one title word (likewise); nothing else.
 */
export function relatedPosts(posts: readonly RelatablePost[], limit = RELATED_POSTS): Map<string, string[]> {
  const byCategory = new Map<string, number[]>();
  const byWord = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, index: number) => {
    const list = map.get(key);
    if (list) list.push(index);
    else map.set(key, [index]);
  };
  const words = posts.map((post, index) => {
    add(byCategory, post.category, index);
    const own = [...titleWords(post.title)];
    for (const word of own) add(byWord, word, index);
    return own;
  });
  // Words shared with the post being placed, per other post: counted through each word's posts, reset after each.
  const shared = new Int32Array(posts.length);
  const touched: number[] = [];
  const related = new Map<string, string[]>();
  posts.forEach((post, index) => {
    for (const word of words[index]) {
      for (const other of byWord.get(word)!) if (other !== index && shared[other]++ === 0) touched.push(other);
    }
    const sameCategory = bestOf(limit);
    const peers = byCategory.get(post.category)!;
    for (let i = 0; i < peers.length; i += 1) if (peers[i] !== index) sameCategory.offer(peers[i], shared[peers[i]]);
    const chosen = sameCategory.indexes();
    if (chosen.length < limit) {
      const others = bestOf(limit - chosen.length);
      for (const other of touched.filter((candidate) => posts[candidate].category !== post.category).sort((a, b) => a - b)) others.offer(other, shared[other]);
      chosen.push(...others.indexes());
    }
    related.set(post.id, chosen.map((other) => posts[other].id));
    for (const other of touched) shared[other] = 0;
    touched.length = 0;
  });
  return related;
}
