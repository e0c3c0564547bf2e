// @ts-check
// The one place that says where Chromium is and how it is started headless here.
import { existsSync } from "node:fs";

/**
 * CHROME_PATH, else Debian's /usr/bin/chromium. Throws with the install command when none is found.
 * @returns {string}
 */
export function findChromium() {
  const candidates = /** @type {string[]} */ ([process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean));
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(", ")}). Browser tests need it:\n` +
        "  sudo apt-get update && sudo apt-get install -y chromium\n" +
        "or set CHROME_PATH to a Chromium/Chrome binary.",
    );
  }
  return found;
}

/** Flags that keep a headless Chromium from calling out to the internet. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
