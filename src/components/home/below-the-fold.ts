import type * as Sections from "./HomeSections";
import { settled } from "../../lib/settled";

type SectionsModule = typeof Sections;

let loaded: SectionsModule | undefined;

// Requested as soon as this module is evaluated: by the home page in the browser, and by
// gatsby-ssr.tsx when the HTML renderer starts, long before it renders the first page.
const request = import("./HomeSections").then((module) => (loaded = module));

/**
 * What the home page's React.lazy components wait for. Once the chunk is there it is a thenable
 * that resolves at once, so React renders the sections without suspending (src/lib/settled.ts).
 */
export function belowTheFold(): Promise<SectionsModule> {
  return loaded ? settled(loaded) : request;
}
