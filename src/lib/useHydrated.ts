import * as React from "react";

/**
 * False in the server HTML and in the hydrating render, true once the page has hydrated. The
 * switch is a transition: what it reveals (a filtered list, the dashboard app) may take a while
 * to render on a slow phone, and React renders it in slices without blocking input.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => React.startTransition(() => setHydrated(true)), []);
  return hydrated;
}
