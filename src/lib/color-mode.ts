import * as React from "react";
import { COLOR_MODE_STORAGE_KEY, DARK_CLASS } from "./color-mode-names";

/*
 * The page's colour mode is the `dark` class on <html>, which the pre-paint script sets from the
 * reader's choice (kept in localStorage), else from the system's (src/lib/inline-scripts.ts
 * COLOR_MODE_SCRIPT). Chakra's `_dark` values apply under it; a client-side navigation leaves <html> as it is.
 */

const listeners = new Set<() => void>();
const isDark = () => document.documentElement.classList.contains(DARK_CLASS);
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The reader's choice: applied at once and kept for the next page load (where storage is allowed). */
export function chooseDarkMode(dark: boolean) {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, dark ? "dark" : "light");
  } catch {
    // Storage refused (a private mode, blocked site data): the choice holds until the next page load.
  }
  document.documentElement.classList.toggle(DARK_CLASS, dark);
  listeners.forEach((listener) => listener());
}

/** Whether the page is in dark mode; undefined in the server HTML and while hydrating (the server cannot know). */
export const useDarkMode = (): boolean | undefined => React.useSyncExternalStore(subscribe, isDark, () => undefined);
