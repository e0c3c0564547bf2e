import type * as Related from "./RelatedPosts";
import { settled } from "../../lib/settled";

type RelatedModule = typeof Related;

let loaded: RelatedModule | undefined;

// Requested as soon as this module is evaluated: by the post template in the browser, and by
// gatsby-ssr.tsx when the HTML renderer starts, long before it renders the first post. The section
// sits under the post's text: its HTML is in the page at once, its code arrives after the page's.
const request = import("./RelatedPosts").then((module) => (loaded = module));

/** What the post template's React.lazy section waits for: once loaded, a thenable that resolves at once (src/lib/settled.ts). */
export function relatedPostsChunk(): Promise<{ default: RelatedModule["RelatedPosts"] }> {
  return loaded ? settled({ default: loaded.RelatedPosts }) : request.then((module) => ({ default: module.RelatedPosts }));
}
