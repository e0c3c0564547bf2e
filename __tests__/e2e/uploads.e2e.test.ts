/**
 * A file a writer adds is served inert: an SVG carrying a script, opened at its own address, runs
 * nothing (static/_headers gives /images/*, every SVG and /static/* a policy with no script source
 * and a sandbox, and every path X-Content-Type-Options: nosniff).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, url } from "./support/browser";

const SVG_WITH_SCRIPT = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="document.documentElement.setAttribute('data-onload','ran')">
<script>document.documentElement.setAttribute("data-script","ran")</script><rect width="10" height="10"/></svg>`;

const UPLOADS = [join("public", "images", "blog", "e2e-upload-with-script.svg"), join("public", "static", "e2e-upload", "with-script.svg")];

let browser: Browser;
beforeAll(async () => {
  for (const file of UPLOADS) {
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, SVG_WITH_SCRIPT);
  }
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(UPLOADS[0]);
  rmSync(join("public", "static", "e2e-upload"), { recursive: true, force: true });
});

/** Whether the SVG's script or its onload handler ran once the document loaded. */
async function ran(page: Page): Promise<string[]> {
  return page.evaluate(() => ["data-script", "data-onload"].filter((name) => document.documentElement.getAttribute(name) === "ran"));
}

describe("an uploaded SVG with a script, opened at its own address", () => {
  it.each(["/images/blog/e2e-upload-with-script.svg", "/static/e2e-upload/with-script.svg"])("%s runs no script", async (path) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(url(path));
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers["content-type"]).toBe("image/svg+xml");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toBe("default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
    expect(await ran(page)).toEqual([]);
    await context.close();
  });

  it("would run both without the policy (the probe works)", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route("**/unprotected.svg", (route) => route.fulfill({ status: 200, contentType: "image/svg+xml", body: SVG_WITH_SCRIPT }));
    await page.goto(url("/unprotected.svg"));
    expect(await ran(page)).toEqual(["data-script", "data-onload"]);
    await context.close();
  });
});
