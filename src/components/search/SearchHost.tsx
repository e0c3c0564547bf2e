import * as React from "react";
import { useToggleOpen } from "../../lib/toggle-state";
import { isSearchShortcut, loadSearchDialog, openSearch, searchToggle } from "./search-gate";

// Pagefind starts as the chunk arrives, alongside the dialog's first render instead of after it.
const LazySearchDialog = React.lazy(() =>
  loadSearchDialog().then((module) => {
    module.startSearchClient();
    return { default: module.SearchDialog };
  }),
);

/**
 * Listens for the search shortcuts on every page and mounts the search dialog once a visitor
 * opens it (see search-gate.ts): no byte of the dialog or of Pagefind loads before that. Once
 * mounted it stays, closed, so it keeps its query. The dialog gives the focus back to where it was
 * when it opened (Chakra's Dialog, zag's focus trap).
 */
export function SearchHost() {
  const open = useToggleOpen(searchToggle);
  // Set after the opening render, not during it: an update during render keeps React 18's
  // useSyncExternalStore from recording the open snapshot, and closing then never re-renders.
  const [opened, setOpened] = React.useState(false);
  React.useEffect(() => {
    if (open) setOpened(true);
  }, [open]);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!searchToggle.isOpen() && isSearchShortcut(event)) {
        event.preventDefault();
        openSearch();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return open || opened ? (
    <React.Suspense fallback={null}>
      <LazySearchDialog open={open} />
    </React.Suspense>
  ) : null;
}
