/**
 * A thenable that calls back at once (and whose `then` does too), unlike a resolved Promise: what a
 * React.lazy component waits for once its chunk is loaded, so React renders it without suspending.
 *
 * That matters on the server: Gatsby renders two pages at a time per worker, and react-helmet
 * keeps one global head state. A page that suspends mid-render lets the other page's render run
 * and flush the head in between, and the page was built without its <title> and meta.
 */
export function settled<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled?: (value: T) => unknown) => settled(onFulfilled ? onFulfilled(value) : value) };
  return thenable as unknown as Promise<T>;
}
