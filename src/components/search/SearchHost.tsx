import * as React from "react";
import { useToggleOpen } from "../../lib/toggle-state";
import { loadSearchDialog, searchToggle } from "./search-gate";

// Pagefind starts as the chunk arrives, alongside the dialog's first render instead of after it.
const LazySearchDialog = React.lazy(() =>
  loadSearchDialog().then((module) => {
    module.startSearchClient();
    return { default: module.SearchDialog };
  }),
);

/**
 * Mounts the search dialog once a visitor opens it (the navbar's button, or the shortcuts that
 * gatsby-browser.tsx listens for; see search-gate.ts): no byte of the dialog or of Pagefind loads before that. Once
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

  return open || opened ? (
    <React.Suspense fallback={null}>
      <LazySearchDialog open={open} onClose={searchToggle.close} />
    </React.Suspense>
  ) : null;
}
