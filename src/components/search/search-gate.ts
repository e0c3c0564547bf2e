/**
 * The site search's open state, kept outside React and outside the dialog's chunk: the navbar's
 * Search buttons and the keyboard shortcuts open it, and the page wrapper's SearchHost loads the
 * dialog (src/components/search/SearchDialog.tsx, Chakra's Dialog and Pagefind's client) only then.
 */
type Listener = () => void;

let open = false;
let requested = false;
/** Where the focus was when the search opened, given back on close. */
let returnFocusTo: HTMLElement | null = null;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

export const loadSearchDialog = () => import(/* webpackChunkName: "search-dialog" */ "./SearchDialog");

export const searchGate = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isOpen: () => open,
  isRequested: () => requested,
  returnFocusTarget: () => returnFocusTo,
};

export function openSearch(): void {
  if (open) return;
  const active = document.activeElement;
  returnFocusTo = active instanceof HTMLElement && active !== document.body ? active : null;
  open = true;
  requested = true;
  notify();
}

export function closeSearch(): void {
  if (!open) return;
  open = false;
  notify();
}

/** Whether a key press types into a field (where "/" is a character, not the shortcut). */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** `/` (outside a text field) and Ctrl+K / ⌘K open the search from any page. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "k") return true;
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !typesText(event.target);
}
