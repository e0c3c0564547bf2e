/**
 * The editor's preview highlights code as the build does (src/content/code-blocks.js, run by
 * src/cms/markdown-html.ts): the sample post with fenced code blocks is opened in /admin/ of the build
 * (decap-server over a throwaway copy of the site), and its blocks show the published page's labels,
 * tokens and colours.
 */
import type { Browser, Locator } from "playwright-core";
import { launchBrowser, openPage, url, type TrackedPage } from "../e2e/support/browser";
import { startDecapServer, type DecapServer } from "./support/decap-server";
import { CMS_LOAD_TIMEOUT, useTestBackend } from "./support/editor";
import { copySite, type SiteCopy } from "../../scripts/site-copy.mjs";

const SLUG = "lead-scoring-sales-will-trust";

let site: SiteCopy;
let decap: DecapServer;
let browser: Browser;
let tracked: TrackedPage;
let detachBackend: (() => Promise<void>) | undefined;

beforeAll(async () => {
  site = copySite();
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

/** Each code block's label, its tokens' text by class, and the colour of its first key and number. */
function blocks(root: Locator) {
  return root.locator(".code-block").evaluateAll((elements) =>
    elements.map((block) => ({
      label: block.querySelector(".code-language")?.textContent,
      tokens: [...block.querySelectorAll(".token")].map((token) => `${token.className}: ${token.textContent}`),
      colors: [".token.key", ".token.number", ".token.keyword"].map((selector) => {
        const token = block.querySelector(selector);
        return token ? getComputedStyle(token).color : null;
      }),
    })),
  );
}

describe("the editor's preview of a post with code", () => {
  it("shows each block highlighted, labelled and coloured as the published page shows it", async () => {
    const { page } = tracked;
    await page.goto(url(`/blog/${SLUG}/`));
    const published = await blocks(page.getByRole("main"));
    expect(published.map((block) => block.label)).toEqual(["YAML", "SQL"]);

    await page.goto(url("/admin/"));
    const login = page.getByRole("button", { name: "Login" });
    const collections = page.getByRole("link", { name: /Blog posts/ }).first();
    await login.or(collections).first().waitFor({ timeout: CMS_LOAD_TIMEOUT });
    if (await login.isVisible()) await login.click();
    await collections.waitFor({ timeout: CMS_LOAD_TIMEOUT });
    await page.goto(url(`/admin/#/collections/blog/entries/${SLUG}/index`));

    const body = page.frameLocator("#preview-pane").getByTestId("post-body");
    await body.locator(".code-block").first().waitFor({ timeout: CMS_LOAD_TIMEOUT });
    expect(await blocks(body)).toEqual(published);
    // Prism is driven by hand in the editor: it coloured nothing of the editor's own page.
    expect(await page.locator(".token").count()).toBe(0);
    expect(tracked.pageErrors).toEqual([]);
    expect(tracked.foreignRequests).toEqual([]);
  }, 180_000);
});
