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

/** Records what the page asks Gatsby's loader to prefetch, and which page data it then fetches. */
async function recordPrefetching(page: Page) {
  const pageData: string[] = [];
  page.on("request", (request) => {
    const match = /\/page-data\/(.+)\/page-data\.json$/.exec(new URL(request.url()).pathname);
    if (match) pageData.push(match[1]);
  });
  await page.evaluate(() => {
    const loader = (window as unknown as { ___loader: Record<string, (path: string) => unknown> }).___loader;
    const calls: string[] = [];
    (window as unknown as { __loaderCalls: string[] }).__loaderCalls = calls;
    for (const name of ["enqueue", "hovering"]) {
      const original = loader[name];
      loader[name] = (path: string) => {
        calls.push(`${name} ${path}`);
        return original(path);
      };
    }
  });
  const calls = () => page.evaluate(() => (window as unknown as { __loaderCalls: string[] }).__loaderCalls);
  return { pageData, calls };
}

test("a link in a post prefetches its page on hover and opens it without reloading the site", async () => {
  const { page, pageErrors } = await openHydrated(browser, POST);
  const { pageData, calls } = await recordPrefetching(page);
  const link = page.getByTestId("post-body").getByRole("link", { name: "integrations docs" });
  await link.hover();
  await page.waitForFunction(() => (window as unknown as { __loaderCalls: string[] }).__loaderCalls.includes("hovering /docs/integrations/"));
  await page.waitForRequest((request) => request.url().endsWith("/page-data/docs/integrations/page-data.json"));
  expect(pageData).toContain("docs/integrations");
  expect(await calls()).toContain("hovering /docs/integrations/");

  expect(await followLink(page, link, "/docs/integrations/")).toBe(true);
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

test("links of a post are queued for prefetching when they scroll into view, as Gatsby's Link does", async () => {
  const { page } = await openHydrated(browser, POST);
  const { pageData, calls } = await recordPrefetching(page);
  const link = page.getByTestId("post-body").getByRole("link", { name: "a full-funnel plan for a team of three" });
  expect(await calls()).not.toContain("enqueue /blog/full-funnel-plan-for-small-teams/");
  await link.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    (window as unknown as { __loaderCalls: string[] }).__loaderCalls.includes("enqueue /blog/full-funnel-plan-for-small-teams/"),
  );
  // Gatsby's queue starts a few seconds later, when the browser is idle.
  await page.waitForRequest((request) => request.url().endsWith("/page-data/blog/full-funnel-plan-for-small-teams/page-data.json"), {
    timeout: 20_000,
  });
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
  const { calls } = await recordPrefetching(page);
  const link = page.getByTestId("post-body").getByRole("link", { name: "randomized controlled trial" });
  expect(await link.getAttribute("href")).toBe("https://en.wikipedia.org/wiki/Randomized_controlled_trial");
  expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
  expect(await link.getAttribute("target")).toBeNull();
  await link.hover();
  expect((await calls()).filter((call) => call.includes("wikipedia"))).toEqual([]);
  const navigation = page.waitForRequest((request) => request.url().startsWith("https://en.wikipedia.org/") && request.isNavigationRequest());
  await link.click();
  await navigation;
  // The test's router aborts requests that leave the site; the browser tried to load the page itself.
  expect(foreignRequests).toEqual(["https://en.wikipedia.org/wiki/Randomized_controlled_trial"]);
  await page.context().close();
});
