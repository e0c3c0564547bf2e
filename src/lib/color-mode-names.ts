/**
 * The names the colour mode's two halves share: the pre-paint script (src/lib/inline-scripts.ts) and
 * the toggle's store (src/lib/color-mode.ts). A module of their own, so the navbar's chunk does not
 * carry every inline script's text with them.
 */

/** Where the reader's choice of colour mode is kept: `light` or `dark`. */
export const COLOR_MODE_STORAGE_KEY = "color-mode";
/** The class on <html> that switches Chakra's semantic tokens to their dark values (Chakra's `_dark` condition). */
export const DARK_CLASS = "dark";
