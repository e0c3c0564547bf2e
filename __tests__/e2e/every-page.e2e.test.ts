import type { Browser, Page } from "playwright-core";
import { DESKTOP, builtRoutes, describeViolations, launchBrowser, openPage, runAxe, url, waitForHydration } from "./support/browser";
import { samplePosts } from "./support/content";

const SITE = "Scalewise";
const routes = builtRoutes();
const NOT_FOUND = "/no-such-page/";
// A post with a cover has its own social card (see images.e2e.test.ts); every other page shares the site's.
const OWN_CARD = new Set(samplePosts().filter((post) => post.cover).map((post) => `/blog/${post.slug}/`));

let browser: Browser;
// One page without JavaScript serves every route's "before JavaScript runs" check: with no script
// running, nothing a route does can carry over to the next, and no route waits for a renderer to start.
let withoutJavaScript: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  withoutJavaScript = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

test("the build has pages to check", () => {
  expect(routes).toContain("/");
  expect(routes.length).toBeGreaterThan(0);
});

describe.each([...routes, NOT_FOUND])("%s", (route) => {
  // Light first (the context's system preference), then the same page reloaded as a reader whose system is dark
  // sees it on a first visit (the pre-paint script reads the preference: src/lib/inline-scripts.ts).
  test("has SEO tags, no foreign requests, no page errors and no axe violations in light and in dark mode", async () => {
    const { page, foreignRequests, pageErrors } = await openPage(browser, { ...DESKTOP, colorScheme: "light" });
    const response = await page.goto(url(route));
    expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
    await waitForHydration(page);

    const title = await page.title();
    expect(title).toMatch(new RegExp(`^.+ \\| ${SITE}$`));
    const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
    expect(await meta('meta[name="description"]')).toBeTruthy();
    expect(await meta('meta[name="keywords"]')).toBeTruthy();
    expect(await meta('meta[property="og:title"]')).toBe(title);
    expect(await meta('meta[property="og:description"]')).toBeTruthy();
    expect(await meta('meta[property="og:type"]')).toMatch(/^(website|article)$/);
    expect(await meta('meta[property="og:image"]')).toMatch(OWN_CARD.has(route) ? /^https?:\/\/[^/]+\/static\/.+\.jpg$/ : /\/social-card\.png$/);
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await page.locator("title").count()).toBe(1);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    // The 404 page and the client-only dashboard are noindex and have no canonical URL.
    if (route === NOT_FOUND || route === "/dashboard/") {
      expect(await meta('meta[name="robots"]')).toMatch(/noindex/);
    } else {
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(route);
      expect(await meta('meta[property="og:url"]')).toBe(canonical);
    }
    expect(await page.locator("h1").count()).toBe(1);

    const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(await isDark()).toBe(false);
    expect(describeViolations(await runAxe(page))).toBe("");

    await page.emulateMedia({ colorScheme: "dark" });
    expect((await page.reload())?.status()).toBe(route === NOT_FOUND ? 404 : 200);
    await waitForHydration(page);
    expect(await isDark()).toBe(true);
    expect(describeViolations(await runAxe(page))).toBe("");
    expect(foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  test("is styled and readable before JavaScript runs", async () => {
    const page = withoutJavaScript;
    const response = await page.goto(url(route));
    expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
    const header = page.locator("header").first();
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    const h1 = page.locator("h1");
    await expect(h1.textContent()).resolves.toBeTruthy();
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(bodyFont).toMatch(/system-ui/);
    // The head crawlers and link previews read comes from the build, not from React in the browser.
    expect(await page.title()).toMatch(new RegExp(`^.+ \\| ${SITE}$`));
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(await page.title());
    if (route !== NOT_FOUND && route !== "/dashboard/") {
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(route);
    }
  });
});

test("the social card is a 1200x630 PNG served by the site", async () => {
  const { page } = await openPage(browser);
  const response = await page.goto(url("/social-card.png"));
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toBe("image/png");
  const size = await page.evaluate(async () => {
    const img = document.querySelector("img")!;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  });
  expect(size).toEqual([1200, 630]);
  await page.context().close();
});

test("the favicons browsers ask for are served by the site", async () => {
  for (const [path, type] of [
    ["/favicon.ico", "image/x-icon"],
    ["/favicon.svg", "image/svg+xml"],
  ]) {
    const response = await fetch(url(path));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
  }
});
