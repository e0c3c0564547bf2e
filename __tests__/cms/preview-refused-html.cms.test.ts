/**
 * The editor's preview never runs what a body may not carry (the allowlist, src/content/allowlist.ts):
 * a post whose body holds a script, an image with an onerror handler, an event handler, a javascript:
 * link and a frame is opened in /admin/ of the build (decap-server over a throwaway copy of the site),
 * and the preview pane shows the build's messages instead, with none of that content in its document.
 * This is the site's answer to Decap 3.6.4's preview-pane advisory (GHSA-xp8g-32qh-mv28, docs/editor.md).
 * Any Content-Security-Policy violation (an inline handler or script the page tried to run) fails the
 * test too (csp-guard).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Frame } from "playwright-core";
import { launchBrowser, openPage, url, type TrackedPage } from "../e2e/support/browser";
import { startDecapServer, type DecapServer } from "./support/decap-server";
import { CMS_LOAD_TIMEOUT, useTestBackend } from "./support/editor";
import { copySite, type SiteCopy } from "../../scripts/site-copy.mjs";

const SLUG = "preview-refused-html-check";
const TITLE = "Preview of a body with refused HTML";
const BODY = [
  "Intro paragraph.", // line 1 of the body
  "",
  "<script>window.__ran = 'script'</script>", // 3
  "",
  'Hover <span id="hover-me" onmouseover="window.__ran = \'handler\'">this text</span> or [click here](javascript:window.__ran=\'link\').', // 5
  "",
  '<iframe srcdoc="<script>parent.__ran = \'frame\'</script>"></iframe>', // 7
  "",
  '<img src="missing.png" onerror="window.__ran = \'img\'"><script>window.__ran = \'second script\'</script>', // 9
  "",
  "Closing paragraph.",
].join("\n");

let site: SiteCopy;
let decap: DecapServer;
let browser: Browser;
let tracked: TrackedPage;
let detachBackend: (() => Promise<void>) | undefined;

const ran = (frame: Frame) => frame.evaluate(() => (window as unknown as { __ran?: string }).__ran ?? null);

beforeAll(async () => {
  site = copySite();
  const folder = join(site.dir, "content/blog", SLUG);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, "index.md"),
    `---\ntitle: ${TITLE}\ndate: 2025-03-14\nauthor: dana-whitfield\ncategory: Strategy\nexcerpt: A body the build refuses.\n---\n${BODY}\n`,
  );
  decap = await startDecapServer(site.dir);
  browser = await launchBrowser();
  tracked = await openPage(browser);
  detachBackend = await useTestBackend(tracked.page, decap.url);
}, 60_000);

afterAll(async () => {
  await detachBackend?.();
  await browser?.close();
  await decap?.stop();
  site?.remove();
});

describe("the editor's preview of a body with refused HTML", () => {
  it("shows the build's messages by line and runs none of the scripts, handlers, javascript: link or frame", async () => {
    const { page } = tracked;
    await page.goto(url("/admin/"));
    const login = page.getByRole("button", { name: "Login" });
    const collections = page.getByRole("link", { name: /Blog posts/ }).first();
    await login.or(collections).first().waitFor({ timeout: CMS_LOAD_TIMEOUT });
    if (await login.isVisible()) await login.click();
    await collections.waitFor({ timeout: CMS_LOAD_TIMEOUT });
    await page.goto(url(`/admin/#/collections/blog/entries/${SLUG}/index`));

    const preview = page.frameLocator("#preview-pane");
    await preview.getByRole("heading", { level: 1, name: TITLE }).waitFor({ timeout: CMS_LOAD_TIMEOUT });
    const notice = preview.getByRole("note", { name: "Content the site refuses" });
    expect(await notice.getByRole("listitem").allTextContents()).toEqual([
      expect.stringMatching(/^Line 3 of the body: a <script> element: content may not run script/),
      expect.stringMatching(/^Line 5 of the body: an event handler, onmouseover="window.__ran = 'handler'" on <span>/),
      expect.stringMatching(/^Line 5 of the body: a link to "javascript:window.__ran='link'": javascript: URLs run script/),
      expect.stringMatching(/^Line 7 of the body: an <iframe> element: content may not embed other pages/),
      expect.stringMatching(/^Line 9 of the body: an <img> element: write images in Markdown/),
      expect.stringMatching(/^Line 9 of the body: a <script> element: content may not run script/),
    ]);

    const body = preview.getByTestId("post-body");
    expect(await body.textContent()).toContain("Closing paragraph.");
    expect(await body.locator("script, iframe, [onmouseover], [onerror], a[href^='javascript:' i]").count()).toBe(0);
    // What a reader would do with it: point at the text, click the link.
    await body.locator("#hover-me").hover();
    await body.getByText("click here").click();

    const frame = await (await page.$("#preview-pane"))!.contentFrame();
    expect(frame).not.toBeNull();
    expect(await ran(frame!)).toBeNull();
    expect(await ran(page.mainFrame())).toBeNull();
    expect(page.frames().filter((child) => child.parentFrame() === frame)).toEqual([]);
    expect(tracked.pageErrors).toEqual([]);
    expect(tracked.foreignRequests).toEqual([]);
  }, 180_000);
});
