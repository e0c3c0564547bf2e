import { existsSync } from "node:fs";
import { findChromium } from "./chromium";
import type { StaticServer } from "../../../scripts/static-server.mjs";

export default async function globalSetup() {
  process.env.CHROME_PATH = findChromium();
  if (!existsSync("public/index.html")) {
    throw new Error("public/ has no build: run `npm run build` before the browser tests.");
  }
  const { startStaticServer } = await import("../../../scripts/static-server.mjs");
  const server = await startStaticServer({ root: "public" });
  (globalThis as { __STATIC_SERVER__?: StaticServer }).__STATIC_SERVER__ = server;
  process.env.E2E_BASE_URL = server.url;
}
