import type { Browser } from "playwright-core";
import type { StaticServer } from "../../../scripts/static-server.mjs";
import { launchBrowser } from "../../e2e/support/browser";
import { findChromium } from "../../e2e/support/chromium";

type StaticServerOptions = NonNullable<Parameters<typeof import("../../../scripts/static-server.mjs").startStaticServer>[0]>;

/** A built copy of the site served the way the host serves it, and Chromium to open it with (the e2e helpers then use its address). */
export interface BrowsedCopy {
  server: StaticServer;
  browser: Browser;
  close: () => Promise<void>;
}

/** Serves a copy's `public/` with the project's static server and launches Chromium for it. */
export async function browseCopy(options: StaticServerOptions): Promise<BrowsedCopy> {
  process.env.CHROME_PATH = findChromium();
  const { startStaticServer } = await import("../../../scripts/static-server.mjs");
  const server = await startStaticServer(options);
  process.env.E2E_BASE_URL = server.url;
  const browser = await launchBrowser();
  return {
    server,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
