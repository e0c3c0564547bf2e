import * as React from "react";

const CurrentPathContext = React.createContext<string | undefined>(undefined);

/** The page's path (its location's pathname), given by wrapPageElement in the browser and on the server. */
export function CurrentPathProvider({ path, children }: { path: string | undefined; children: React.ReactNode }) {
  return <CurrentPathContext.Provider value={path}>{children}</CurrentPathContext.Provider>;
}

export function useCurrentPath(): string | undefined {
  return React.useContext(CurrentPathContext);
}

/**
 * `aria-current` for a link, as Gatsby's Link computes it (the exact pathname). The navbar and the
 * footer are Gatsby slices, rendered once for all pages without a page's location, so they are
 * given the current path and mark the link themselves.
 */
export function currentPageAttribute(currentPath: string | undefined, to: string): "page" | undefined {
  return currentPath === to ? "page" : undefined;
}

/**
 * The current path, for a slice's `currentPath` prop, only when one of the slice's links points to
 * it: Gatsby renders a slice once per distinct set of props, so the navbar has one version per link
 * it can mark (plus one without), not one per page.
 */
export function linkedCurrentPath(currentPath: string | undefined, linkTargets: readonly string[]): string | undefined {
  return currentPath !== undefined && linkTargets.includes(currentPath) ? currentPath : undefined;
}
