// `node scripts/screenshot.mjs /path [width] [out.png]`: a full-page screenshot of the built site, for a look.
import { chromium } from "playwright-core";
import { startStaticServer } from "./static-server.mjs";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";

const [path = "/", width = "1280", out = "/tmp/shot.png"] = process.argv.slice(2);
const server = await startStaticServer({ root: "public" });
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
await page.goto(`${server.url}${path}`);
await page.waitForLoadState("networkidle");
await page.screenshot({ path: out, fullPage: true });
await browser.close();
await server.close();
console.log(`Saved ${out}`);
