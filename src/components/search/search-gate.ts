/**
 * The site search's open state, kept outside React and outside the dialog's chunk: the navbar's
 * Search button and the keyboard shortcuts open it, and the page wrapper's SearchHost loads the
 * dialog (src/components/search/SearchDialog.tsx, Chakra's Dialog and Pagefind's client) only then.
 * State: 0 never opened, 1 closed, 2 open.
 */
let state = 0;
const listeners = new Set<() => void>();
const set = (next: number) => {
  state = next;
  listeners.forEach((listener) => listener());
};

export const loadSearchDialog = () => import(/* webpackChunkName: "search-dialog" */ "./SearchDialog");

export const searchGate = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  state: () => state,
};

export const openSearch = () => set(2);
export const closeSearch = () => set(1);

/** `/` (outside a text field) and Ctrl+K / ⌘K open the search from any page. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "k") return true;
  const target = event.target as HTMLElement | null;
  // In a field, "/" is a character, not the shortcut.
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !(target?.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target?.tagName ?? ""));
}
