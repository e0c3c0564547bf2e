import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom leaves these out; react-dom/server (rendering a whole document in a test) needs them.
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });

// jsdom has no matchMedia. The navbar's colour-mode toggle follows the system's mode through it
// (src/lib/color-mode.ts): here a light system whose mode never changes, unless a test installs its own.
if (typeof window !== "undefined" && !("matchMedia" in window)) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (media: string): MediaQueryList =>
      ({ matches: false, media, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList,
  });
}
