/**
 * Links written in Markdown (post and legal bodies) behave like the site's other links: client-side
 * navigation (gatsby-plugin-catch-links) and prefetching on hover and in view (src/lib/prefetch-markdown-links.ts).
 * Links to other websites stay ordinary links, marked rel="noopener noreferrer" (content/README.md).
 */
import type { Browser, Page } from "playwright-core";
import { followLink, launchBrowser, openHydrated } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const POST = "/blog/attribution-reports-without-fooling-yourself/";

/** The page data the page fetches from now on (what prefetching a page loads). */
function recordPageData(page: Page): string[] {
  const pageData: string[] = [];
  page.on("request", (request) => {
    const match = /\/page-data\/(.+)\/page-data\.json$/.exec(new URL(request.url()).pathname);
    if (match) pageData.push(match[1]);
  });
  return pageData;
}

/** Waits for the page data of `route` (Gatsby's prefetch queue starts when the browser is idle, seconds later). */
const pageDataOf = (page: Page, route: string) =>
  page.waitForRequest((request) => request.url().endsWith(`/page-data${route.replace(/\/$/, "")}/page-data.json`), { timeout: 20_000 });

test("a link in a post prefetches its page when the pointer comes onto it, and opens it without reloading the site", async () => {
  const { page, pageErrors } = await openHydrated(browser, POST);
  const pageData = recordPageData(page);
  const link = page.getByTestId("post-body").getByRole("link", { name: "integrations docs" });
  await link.hover();
  await pageDataOf(page, "/docs/integrations/");
  expect(pageData).toContain("docs/integrations");
  expect(await followLink(page, link, "/docs/integrations/")).toBe(true);
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

test("links of a post prefetch their pages when they scroll into view, as Gatsby's Link does", async () => {
  const { page } = await openHydrated(browser, POST);
  const pageData = recordPageData(page);
  const link = page.getByTestId("post-body").getByRole("link", { name: "a full-funnel plan for a team of three" });
  await page.waitForTimeout(1_000);
  expect(pageData).not.toContain("blog/full-funnel-plan-for-small-teams");
  await link.scrollIntoViewIfNeeded();
  await pageDataOf(page, "/blog/full-funnel-plan-for-small-teams/");
  expect(pageData).toContain("blog/full-funnel-plan-for-small-teams");
  await page.context().close();
});

test("a link on a legal page opens without reloading the site", async () => {
  const { page, pageErrors } = await openHydrated(browser, "/terms/");
  expect(await followLink(page, page.getByRole("main").getByRole("link", { name: "pricing page" }), "/pricing/")).toBe(true);
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

test("a link to another website is an ordinary link: same tab, no referrer, a full navigation", async () => {
  const { page, foreignRequests } = await openHydrated(browser, POST);
  const link = page.getByTestId("post-body").getByRole("link", { name: "randomized controlled trial" });
  expect(await link.getAttribute("href")).toBe("https://en.wikipedia.org/wiki/Randomized_controlled_trial");
  expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
  expect(await link.getAttribute("target")).toBeNull();
  await link.hover();
  const navigation = page.waitForRequest((request) => request.url().startsWith("https://en.wikipedia.org/") && request.isNavigationRequest());
  await link.click();
  await navigation;
  // The test's router aborts requests that leave the site; the browser tried to load the page itself.
  expect(foreignRequests).toEqual(["https://en.wikipedia.org/wiki/Randomized_controlled_trial"]);
  await page.context().close();
});
