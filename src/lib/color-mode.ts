import * as React from "react";
import { COLOR_MODE_STORAGE_KEY, DARK_CLASS } from "./inline-scripts";

/**
 * The page's colour mode, as the pre-paint script set it on <html> (src/lib/inline-scripts.ts
 * COLOR_MODE_SCRIPT): the reader's choice, kept in localStorage, else the system's. The class is all
 * there is: Chakra's `_dark` values apply under it, and a client-side navigation leaves <html> as it is.
 */
export type ColorMode = "light" | "dark";

const listeners = new Set<() => void>();
const root = () => document.documentElement;

function storedMode(): ColorMode | null {
  try {
    const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : null;
  } catch {
    return null;
  }
}

function apply(mode: ColorMode) {
  root().classList.toggle(DARK_CLASS, mode === "dark");
  listeners.forEach((listener) => listener());
}

const currentMode = (): ColorMode => (root().classList.contains(DARK_CLASS) ? "dark" : "light");

/** The reader's choice: applied now and kept for the next visit (where storage is allowed). */
export function chooseColorMode(mode: ColorMode) {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage refused: the choice holds for this page only.
  }
  apply(mode);
}

let watching = false;

/**
 * Keeps the page in step with the system's mode while the reader has made no choice, and with a
 * choice made in another tab of the site.
 */
function watch() {
  if (watching) return;
  watching = true;
  const system = window.matchMedia("(prefers-color-scheme: dark)");
  system.addEventListener("change", () => {
    if (!storedMode()) apply(system.matches ? "dark" : "light");
  });
  window.addEventListener("storage", (event) => {
    if (event.key === COLOR_MODE_STORAGE_KEY) apply(storedMode() ?? (system.matches ? "dark" : "light"));
  });
}

function subscribe(listener: () => void) {
  watch();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The page's colour mode; null in the server HTML and while hydrating (the server cannot know it). */
export const useColorMode = (): ColorMode | null => React.useSyncExternalStore(subscribe, currentMode, () => null);
