const { existsSync } = require("node:fs");
const { findChromium } = require("./chromium");

module.exports = async function globalSetup() {
  process.env.CHROME_PATH = findChromium();
  if (!existsSync("public/index.html")) {
    throw new Error("public/ has no build: run `npm run build` before the browser tests.");
  }
  const { startStaticServer } = await import("../../../scripts/static-server.mjs");
  const server = await startStaticServer({ root: "public" });
  globalThis.__STATIC_SERVER__ = server;
  process.env.E2E_BASE_URL = server.url;
};
