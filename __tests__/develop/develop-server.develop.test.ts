/**
 * `npm start` must show the site: the development runtime renders pages differently from the
 * production one (it asks for wrapRootElement before onClientEntry, renders into an empty body
 * and mounts its own loading indicator through the site's hydrate function), so these run in
 * Chromium against a real `gatsby develop` (see scripts/with-develop.mjs).
 */
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { isSameDocument, launchBrowser, markDocument, openPage, type TrackedPage } from "../e2e/support/browser";
import { developRoutes, developUrl, headingText, siteDir, waitForRender } from "./support/develop";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openRendered(path: string): Promise<TrackedPage> {
  const tracked = await openPage(browser);
  await tracked.page.goto(developUrl(path));
  await waitForRender(tracked);
  return tracked;
}

/** The 404 page logs the requested path as an error on purpose, as the product does; nothing else may. */
const unexpectedConsoleErrors = (path: string, errors: string[]) =>
  path === "/404/" ? errors.filter((error) => !error.includes("/404/")) : errors;

test("every page renders with its heading, Chakra's styles and no error", async () => {
  const routes = await developRoutes();
  // The site map's screens, posts, list pages and Markdown pages: far more than a handful.
  expect(routes.length).toBeGreaterThan(30);
  expect(routes).toEqual(expect.arrayContaining(["/", "/pricing/", "/blog/", "/contact/", "/privacy/", "/docs/webhooks/", "/dashboard/"]));

  const tracked = await openPage(browser);
  const problems: string[] = [];
  for (const path of routes) {
    tracked.pageErrors.length = 0;
    tracked.consoleErrors.length = 0;
    await tracked.page.goto(developUrl(path));
    try {
      await waitForRender(tracked);
    } catch (error) {
      problems.push(`${path}: ${(error as Error).message.split("\n")[0]}`);
      continue;
    }
    const styled = await tracked.page.evaluate(() => ({
      // Chakra's preflight (global CSS) and the navbar's own styles.
      bodyMargin: getComputedStyle(document.body).margin,
      navbarPosition: getComputedStyle(document.querySelector("header")!).position,
    }));
    if (styled.bodyMargin !== "0px" || styled.navbarPosition !== "fixed") problems.push(`${path}: unstyled (${JSON.stringify(styled)})`);
    for (const error of tracked.pageErrors) problems.push(`${path}: uncaught ${error}`);
    for (const error of unexpectedConsoleErrors(path, tracked.consoleErrors)) problems.push(`${path}: console error ${error.slice(0, 300)}`);
  }
  expect(problems).toEqual([]);
  expect(tracked.foreignRequests).toEqual([]);
  // Development compiles each page on its first visit, one after another: on a busy 2-core machine
  // that takes several minutes, more than the project's limit for one test.
}, 900_000);

test("a navbar link navigates client-side", async () => {
  const { page, pageErrors } = await openRendered("/");
  await markDocument(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing", exact: true }).click();
  await page.waitForURL(developUrl("/pricing/"));
  await page.waitForFunction(() => document.querySelector("h1")?.textContent?.includes("plan"));
  expect(await isSameDocument(page)).toBe(true);
  expect(pageErrors).toEqual([]);
});

test("a button's toast appears", async () => {
  const { page, pageErrors } = await openRendered("/help-center/");
  await page.getByRole("button", { name: "Join Community" }).click();
  await page.getByText("Community Coming Soon!").waitFor({ timeout: 20_000 });
  await expect(page.getByText("A community experience is being worked on.").isVisible()).resolves.toBe(true);
  expect(pageErrors).toEqual([]);
});

test("the site search says plainly that its index is built by npm run build, with no error", async () => {
  const { page, pageErrors, consoleErrors } = await openRendered("/pricing/");
  await page.keyboard.press("/");
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await dialog.getByRole("searchbox").waitFor({ timeout: 20_000 });
  await dialog.getByRole("searchbox").fill("lead");
  await dialog.getByTestId("search-not-built").waitFor();
  expect(await dialog.getByTestId("search-not-built").textContent()).toMatch(/index is built by npm run build/);
  // Nothing was asked of an index that gatsby develop does not build.
  const asked = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name).filter((name) => name.includes("/pagefind/")));
  expect(asked).toEqual([]);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  expect(pageErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

const withTitle = (markdown: string, title: string) => markdown.replace(/^title:.*$/m, `title: "${title}"`).replace(/^slug:.*\n/m, "");

/**
 * Adds a copy of one of the copy's posts (a single file or a page bundle) under a new slug, with
 * the given title, and returns its Markdown file. The copy is made beside `content/` and moved in
 * with one rename, so the folder is complete when the watcher first sees it. chokidar 3 (which
 * gatsby-source-filesystem uses) scans a new folder before it starts watching it, and a file
 * written between the two gets no "add" event (paulmillr/chokidar#1112, #1471): one CI run saw
 * the bundle's folder and cover.jpg but never its index.md. This test is about the page updating,
 * not about that race.
 */
function addPostCopy(slug: string, title: string): string {
  const blog = join(siteDir(), "content/blog");
  const staging = join(siteDir(), `.staging-${slug}`);
  const entry = readdirSync(blog, { withFileTypes: true }).find((item) => item.isDirectory() || item.name.endsWith(".md"))!;
  const bundle = entry.isDirectory();
  const markdownIn = (folder: string) => (bundle ? join(folder, "index.md") : folder);
  cpSync(join(blog, entry.name), staging, { recursive: true });
  writeFileSync(markdownIn(staging), withTitle(readFileSync(markdownIn(staging), "utf8"), title));
  const target = join(blog, bundle ? slug : `${slug}.md`);
  renameSync(staging, target);
  return markdownIn(target);
}

/** Waits until the server has noticed a new Markdown file and made its page. */
async function waitForPage(path: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(developUrl(`/page-data${path}page-data.json`));
    if (response.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`gatsby develop did not create ${path} within ${timeoutMs / 1000} s`);
}

test("editing a post's Markdown updates the open page without a reload", async () => {
  const slug = `develop-refresh-${Date.now().toString(36)}`;
  const file = addPostCopy(slug, "Fast refresh check: before");

  const tracked = await openPage(browser);
  const { page } = tracked;
  await waitForPage(`/blog/${slug}/`);
  await page.goto(developUrl(`/blog/${slug}/`));
  await waitForRender(tracked);
  expect(await headingText(page)).toBe("Fast refresh check: before");
  await markDocument(page);

  writeFileSync(file, withTitle(readFileSync(file, "utf8"), "Fast refresh check: after"));
  await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Fast refresh check: after", undefined, { timeout: 120_000 });
  expect(await isSameDocument(page)).toBe(true);
  expect(tracked.pageErrors).toEqual([]);
});

test("editing a component updates the open page without a reload (fast refresh)", async () => {
  const component = join(siteDir(), "src/pages/careers.tsx");
  expect(existsSync(component)).toBe(true);
  const tracked = await openRendered("/careers/");
  const { page } = tracked;
  await page.getByText("No Current Openings").waitFor();
  await markDocument(page);

  writeFileSync(component, readFileSync(component, "utf8").replace("No Current Openings", "No Current Openings (edited)"));
  await page.getByText("No Current Openings (edited)").waitFor({ timeout: 120_000 });
  expect(await isSameDocument(page)).toBe(true);
  expect(tracked.pageErrors).toEqual([]);
});
