import * as React from "react";
import { closeSearch, isSearchShortcut, loadSearchDialog, openSearch, searchGate } from "./search-gate";

const LazySearchDialog = React.lazy(() => loadSearchDialog().then((module) => ({ default: module.SearchDialog })));

/**
 * Listens for the search shortcuts on every page and mounts the search dialog once a visitor
 * opens it (see search-gate.ts): no byte of the dialog or of Pagefind loads before that.
 */
export function SearchHost() {
  const requested = React.useSyncExternalStore(searchGate.subscribe, searchGate.isRequested, () => false);
  const open = React.useSyncExternalStore(searchGate.subscribe, searchGate.isOpen, () => false);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || searchGate.isOpen()) return;
      event.preventDefault();
      openSearch();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  if (!requested) return null;
  return (
    <React.Suspense fallback={null}>
      <LazySearchDialog open={open} onClose={closeSearch} returnFocusTo={searchGate.returnFocusTarget} />
    </React.Suspense>
  );
}
