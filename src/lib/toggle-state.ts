import * as React from "react";

/**
 * An open/closed state kept outside React state, for disclosures whose content is expensive to
 * redraw (Chakra-styled elements compute their CSS on every render): only the components that
 * read it with useToggleOpen re-render when it changes, not the component that owns it.
 */
export function createToggle() {
  let open = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === open) return;
    open = next;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    isOpen: () => open,
    toggle: () => set(!open),
    open: () => set(true),
    close: () => set(false),
  };
}

export type Toggle = ReturnType<typeof createToggle>;

/** Whether the toggle is open; closed in the server HTML and while hydrating. */
export const useToggleOpen = (toggle: Toggle) => React.useSyncExternalStore(toggle.subscribe, toggle.isOpen, () => false);
