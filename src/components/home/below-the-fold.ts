import type * as Sections from "./HomeSections";

type SectionsModule = typeof Sections;

let loaded: SectionsModule | undefined;

// Requested as soon as this module is evaluated: by the home page in the browser, and by
// gatsby-ssr.tsx when the HTML renderer starts, long before it renders the first page.
const request = import("./HomeSections").then((module) => (loaded = module));

/**
 * What the home page's React.lazy components wait for. Once the chunk is there it is a thenable
 * that resolves at once, so React renders the sections without suspending: on the server, which
 * has loaded it before the first page, and in the browser once it has arrived.
 */
export function belowTheFold(): Promise<SectionsModule> {
  return loaded ? settled(loaded) : request;
}

/** A thenable that calls back at once (and whose `then` does too), unlike a resolved Promise. */
function settled<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled?: (value: T) => unknown) => settled(onFulfilled ? onFulfilled(value) : value) };
  return thenable as unknown as Promise<T>;
}
