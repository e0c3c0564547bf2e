/**
 * The help center and the documentation in the writers' CMS: /admin/ of the build, decap-server on
 * 127.0.0.1 (a free port) writing into a throwaway copy of the site. Their collections are listed,
 * an article with a body is previewed as the published page (heading ids, table of contents), one
 * without as the page under development, and a new help article is written where the build reads
 * it, valid for the build. The project's own content/ is never written to.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { validateEntry } from "../../src/content/rules";
import { slugify } from "../../src/content/paths";
import { entryFromSource } from "../support/content-entry";
import { launchBrowser, openPage, url, type TrackedPage } from "../e2e/support/browser";
import { startDecapServer, type DecapServer } from "./support/decap-server";
import { CMS_LOAD_TIMEOUT, useTestBackend } from "./support/editor";
import { copySite, type SiteCopy } from "../../scripts/site-copy.mjs";

let site: SiteCopy;
let decap: DecapServer;
let browser: Browser;
let tracked: TrackedPage;
let detachBackend: (() => Promise<void>) | undefined;

/**
 * Opens an address of the editor in a new document: Decap keeps the open entry's preview when only
 * the address's hash changes, as a writer never does (they go back to the collection's list).
 */
async function openInEditor(hash: string) {
  await tracked.page.goto("about:blank");
  await tracked.page.goto(url(`/admin/${hash}`));
}

/** Opens the editor signed in to the local backend (no account). */
async function openEditor() {
  const { page } = tracked;
  await page.goto(url("/admin/"));
  const login = page.getByRole("button", { name: "Login" });
  const collections = page.getByRole("link", { name: /Blog posts/ }).first();
  await login.or(collections).first().waitFor({ timeout: CMS_LOAD_TIMEOUT });
  if (await login.isVisible()) await login.click();
  await collections.waitFor({ timeout: CMS_LOAD_TIMEOUT });
}

beforeAll(async () => {
  if (!existsSync("public/admin/index.html")) {
    throw new Error("public/admin/ is missing: run `npm run build` (with the decap-admin plugin) first.");
  }
  site = copySite();
  decap = await startDecapServer(site.dir);
  browser = await launchBrowser();
  tracked = await openPage(browser, { viewport: { width: 1600, height: 1000 } });
  detachBackend = await useTestBackend(tracked.page, decap.url);
  await openEditor();
}, 90_000);

afterAll(async () => {
  await detachBackend?.();
  await browser?.close();
  await decap?.stop();
  site?.remove();
});

describe("help and docs in the writers' CMS", () => {
  it("lists the help categories, the help articles and the documentation pages", async () => {
    const { page } = tracked;
    for (const name of ["Help categories", "Help articles", "Documentation pages"]) {
      await page.getByRole("link", { name: new RegExp(`^${name}`) }).first().waitFor();
    }
    await page.getByRole("link", { name: /^Help articles/ }).first().click();
    await page.getByText("Integrating with your CRM").first().waitFor({ timeout: CMS_LOAD_TIMEOUT });
  }, 120_000);

  it("previews an article with a body as the published page, and one without as the page under development", async () => {
    const { page } = tracked;
    await openInEditor("#/collections/help_articles/entries/crm-integration");
    const preview = page.frameLocator("#preview-pane");
    await preview.getByRole("heading", { level: 1, name: "Integrating with your CRM" }).waitFor({ timeout: CMS_LOAD_TIMEOUT });
    expect(await preview.getByRole("heading", { level: 2, name: "Before you start" }).getAttribute("id")).toBe("before-you-start");
    expect(await preview.locator('[data-testid="contents-collapsed"] a, [data-testid="contents-beside"] a').first().getAttribute("href")).toBe("#before-you-start");
    expect(await preview.getByText("Article Under Development").count()).toBe(0);

    await openInEditor("#/collections/docs/entries/webhooks");
    await preview.getByRole("heading", { level: 1, name: "Page Under Development" }).waitFor({ timeout: CMS_LOAD_TIMEOUT });
    expect(tracked.pageErrors).toEqual([]);
  }, 120_000);

  it("writes a new help article into content/help/article/, named from its title and valid for the build", async () => {
    const { page } = tracked;
    const title = `Reading your first report ${Date.now().toString(36)}`;
    const file = join(site.dir, "content/help/article", `${slugify(title)}.md`);
    await openInEditor("#/collections/help_articles/new");
    await page.getByLabel("Title").waitFor({ timeout: CMS_LOAD_TIMEOUT });
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Summary").fill("What each number of a first report means.");
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.type("Open the report from the dashboard.");
    const preview = page.frameLocator("#preview-pane");
    await preview.getByRole("heading", { level: 1, name: title }).waitFor();

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await page.getByText("Entry saved").waitFor({ timeout: 30_000 });

    expect(existsSync(file)).toBe(true);
    const entry = entryFromSource(`content/help/article/${slugify(title)}.md`, readFileSync(file, "utf8"));
    expect(entry.frontmatter).toMatchObject({ title, summary: "What each number of a first report means.", kind: "article" });
    expect(entry.body.trim()).toBe("Open the report from the dashboard.");
    expect(validateEntry(entry)).toEqual([]);
    expect(tracked.pageErrors).toEqual([]);
    expect(tracked.foreignRequests).toEqual([]);
  }, 180_000);
});
