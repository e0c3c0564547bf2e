import { createToggle } from "../../lib/toggle-state";

/**
 * The site search's open state, kept outside React and outside the dialog's chunk: the navbar's
 * Search button and the keyboard shortcuts open it, and the page wrapper's SearchHost loads the
 * dialog (src/components/search/SearchDialog.tsx, Chakra's Dialog and Pagefind's client) only then.
 */
export const searchToggle = createToggle();

export const loadSearchDialog = () => import(/* webpackChunkName: "search-dialog" */ "./SearchDialog");

export const openSearch = searchToggle.open;

/** `/` (outside a text field) and Ctrl+K / ⌘K open the search from any page. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "k") return true;
  const target = event.target as HTMLElement | null;
  // In a field, "/" is a character, not the shortcut.
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !(target?.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target?.tagName ?? ""));
}

/**
 * The shortcuts' listener, registered once at client entry (gatsby-browser.tsx): this module then
 * sits in the entry chunk, once, instead of a copy in the navbar slice's chunk and another in the
 * page wrapper's (webpack copies a module into each lazily loaded chunk that uses it).
 */
export function onSearchShortcut(event: KeyboardEvent): void {
  if (!searchToggle.isOpen() && isSearchShortcut(event)) {
    event.preventDefault();
    openSearch();
  }
}
