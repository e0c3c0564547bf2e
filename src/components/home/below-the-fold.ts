import type * as Sections from "./HomeSections";

type SectionsModule = typeof Sections;

let loaded: SectionsModule | undefined;

// Requested as soon as this module is evaluated: by the home page in the browser, and by
// gatsby-ssr.tsx when the HTML renderer starts, long before it renders the first page.
const request = import("./HomeSections").then((module) => (loaded = module));

/**
 * What the home page's React.lazy components wait for. Once the chunk is there it is a thenable
 * that resolves at once, so React renders the sections without suspending.
 *
 * That matters on the server: Gatsby renders two pages at a time per worker, and react-helmet
 * keeps one global head state. A page that suspends mid-render lets the other page's render
 * run and flush the head in between, and the home page was built without its <title> and meta.
 */
export function belowTheFold(): Promise<SectionsModule> {
  return loaded ? settled(loaded) : request;
}

/** A thenable that calls back at once (and whose `then` does too), unlike a resolved Promise. */
function settled<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled?: (value: T) => unknown) => settled(onFulfilled ? onFulfilled(value) : value) };
  return thenable as unknown as Promise<T>;
}
