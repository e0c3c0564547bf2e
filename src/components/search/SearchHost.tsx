import * as React from "react";
import { isSearchShortcut, loadSearchDialog, openSearch, searchGate } from "./search-gate";

const LazySearchDialog = React.lazy(() => loadSearchDialog().then((module) => ({ default: module.SearchDialog })));

/**
 * Listens for the search shortcuts on every page and mounts the search dialog once a visitor
 * opens it (see search-gate.ts): no byte of the dialog or of Pagefind loads before that. The
 * dialog gives the focus back to where it was when it opened (Chakra's Dialog, zag's focus trap).
 */
export function SearchHost() {
  const state = React.useSyncExternalStore(searchGate.subscribe, searchGate.state, () => 0);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (searchGate.state() < 2 && isSearchShortcut(event)) {
        event.preventDefault();
        openSearch();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return state ? (
    <React.Suspense fallback={null}>
      <LazySearchDialog open={state > 1} />
    </React.Suspense>
  ) : null;
}
