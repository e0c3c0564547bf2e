import type { Browser } from "playwright-core";
import { DESKTOP, MOBILE, describeViolations, isSameDocument, launchBrowser, markDocument, openPage, runAxe, settledTitle, url, waitForHydration } from "./support/browser";
import { samplePosts } from "./support/content";

const posts = samplePosts();
const CATEGORIES = ["AI Trends", "Strategy", "Case Study", "Tutorial", "Analytics"];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cardTitles = (page: import("playwright-core").Page) => page.getByTestId("post-card").locator("h2").allTextContents();

/**
 * Waits until the list shows exactly these titles. Waiting on the card count alone raced: two
 * one-post categories in a row already have the right count before the new filter renders
 * (Gatsby's navigate writes the URL before React commits). On timeout the caller's assertion
 * still prints the difference.
 */
async function waitForCardTitles(page: import("playwright-core").Page, expected: string[]) {
  await page
    .waitForFunction(
      (titles) => {
        const shown = [...document.querySelectorAll('[data-testid="post-card"] h2')].map((heading) => heading.textContent);
        return JSON.stringify(shown) === JSON.stringify(titles);
      },
      expected,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

describe("blog list", () => {
  test("shows every post newest first, each with title, excerpt, author, date, category, read time and Read More", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/blog/"));
    await waitForHydration(page);
    expect(await cardTitles(page)).toEqual(posts.map((post) => post.title));
    const first = page.getByTestId("post-card").first();
    await expect(first.getByTestId("post-category").textContent()).resolves.toBe(posts[0].category);
    const meta = await first.getByTestId("post-meta").textContent();
    expect(meta).toContain(posts[0].authorName);
    expect(meta).toMatch(/[A-Z][a-z]+ \d{1,2}, 2025/);
    expect(meta).toMatch(/\b[5-9] min read/);
    expect(await first.locator("p").first().textContent()).toBeTruthy();
    const categoryLinks = page.getByRole("navigation", { name: "Blog categories" }).getByRole("link");
    expect(await categoryLinks.allTextContents()).toEqual(["All", ...CATEGORIES]);
    expect(await categoryLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/blog/",
      ...CATEGORIES.map((category) => `/blog/category/${category.toLowerCase().replace(/ /g, "-")}/`),
    ]);
    expect(await categoryLinks.first().getAttribute("aria-current")).toBe("page");
    // Five posts fit on one page: no page links, and no /blog/2/.
    expect(await page.getByRole("navigation", { name: "Blog pages" }).count()).toBe(0);
    expect((await page.request.get(url("/blog/2/"))).status()).toBe(404);
    // Newsletter box: a labelled email field and a Subscribe button.
    expect(await page.getByLabel("Email address").getAttribute("type")).toBe("email");
    expect(await page.getByRole("button", { name: "Subscribe" }).isVisible()).toBe(true);
    await page.context().close();
  });

  test("each category link opens the category's own list client-side, marked as the current one", async () => {
    const { page, pageErrors } = await openPage(browser, DESKTOP);
    await page.goto(url("/blog/"));
    await waitForHydration(page);
    await markDocument(page);
    for (const category of CATEGORIES) {
      const path = `/blog/category/${category.toLowerCase().replace(/ /g, "-")}/`;
      await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: category, exact: true }).click();
      await page.waitForURL(url(path));
      const expected = posts.filter((post) => post.category === category).map((post) => post.title);
      await waitForCardTitles(page, expected);
      expect(await cardTitles(page)).toEqual(expected);
      expect(await page.locator("h1").textContent()).toBe(category);
      const title = `${category} — Blog | Scalewise`;
      expect(await settledTitle(page, title)).toBe(title);
      expect(await page.getByRole("link", { name: category, exact: true }).getAttribute("aria-current")).toBe("page");
      expect(await page.getByRole("link", { name: "All", exact: true }).getAttribute("aria-current")).toBeNull();
      expect(await page.getByTestId("post-count").textContent()).toBe(`${expected.length === 1 ? "1 post" : `${expected.length} posts`} in ${category}`);
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe(path);
      expect(describeViolations(await runAxe(page))).toBe("");
    }
    expect(await isSameDocument(page)).toBe(true);
    await page.getByRole("link", { name: "All", exact: true }).click();
    await page.waitForURL(url("/blog/"));
    await waitForCardTitles(page, posts.map((post) => post.title));
    expect(await page.getByTestId("post-count").textContent()).toBe(`${posts.length} posts`);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  test("an address of the old ?category= filter lands on the category's own list, and Back does not return to it", async () => {
    const { page, consoleErrors } = await openPage(browser, DESKTOP);
    await page.goto(url("/help-center/"));
    await page.goto(url("/blog/?category=case+study"));
    await page.waitForURL(url("/blog/category/case-study/"));
    const expected = posts.filter((post) => post.category === "Case Study").map((post) => post.title);
    await waitForCardTitles(page, expected);
    expect(await cardTitles(page)).toEqual(expected);
    await page.goBack();
    await page.waitForURL(url("/help-center/"));
    // An unknown category stays on the whole blog.
    await page.goto(url("/blog/?category=Gossip"));
    await waitForHydration(page);
    expect(page.url()).toBe(url("/blog/?category=Gossip"));
    expect(await page.getByTestId("post-card").count()).toBe(posts.length);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  test("Read More opens the post's own page without a reload", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/blog/"));
    await waitForHydration(page);
    await markDocument(page);
    const readMore = page.getByTestId("post-card").filter({ hasText: posts[2].title }).getByRole("link", { name: /^Read More/ });
    // The accessible name carries the post's title, so the five Read More links are told apart.
    expect(await readMore.evaluate((a) => a.textContent)).toContain(posts[2].title);
    await readMore.click();
    await page.waitForURL(url(`/blog/${posts[2].slug}/`));
    await page.locator("h1", { hasText: posts[2].title }).waitFor();
    expect(await page.locator("h1").textContent()).toBe(posts[2].title);
    expect(await isSameDocument(page)).toBe(true);
    await page.context().close();
  });
});

describe("post page", () => {
  test("has the title, meta, body, article SEO and BlogPosting JSON-LD", async () => {
    const post = posts[0];
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url(`/blog/${post.slug}/`));
    await waitForHydration(page);
    expect(await page.locator("h1").textContent()).toBe(post.title);
    expect(await page.title()).toBe(`${post.title} | Scalewise`);
    const meta = await page.getByTestId("post-meta").textContent();
    expect(meta).toContain(post.authorName);
    expect(meta).toMatch(/\b[5-9] min read/);
    expect(await page.locator("main header time").getAttribute("datetime")).toBe(post.date);
    expect(await page.locator("main header").getByTestId("post-category").textContent()).toBe(post.category);
    const body = page.getByTestId("post-body");
    expect(await body.locator("h2").count()).toBeGreaterThanOrEqual(3);
    expect(await body.locator("li").count()).toBeGreaterThanOrEqual(2);
    expect(await body.locator("a").count()).toBeGreaterThanOrEqual(1);
    expect((await body.textContent())!.split(/\s+/).length).toBeGreaterThan(400);
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
    const jsonLds = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    expect(jsonLds.map((data) => data["@type"])).toEqual(["BlogPosting", "BreadcrumbList"]);
    const [jsonLd, breadcrumbs] = jsonLds;
    expect(breadcrumbs.itemListElement.map((item: { name: string; item: string }) => [item.name, new URL(item.item).pathname])).toEqual([
      ["Home", "/"],
      ["Blog", "/blog/"],
      [post.category, `/blog/category/${post.category.toLowerCase().replace(/ /g, "-")}/`],
      [post.title, `/blog/${post.slug}/`],
    ]);
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      datePublished: post.date,
      author: { "@type": "Person", name: post.authorName, url: expect.stringMatching(new RegExp(`^https?://[^/]+/blog/author/${post.author}/$`)) },
      articleSection: post.category,
    });
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(["/rss.xml"]);
    await page.context().close();
  });

  test("previous and next link the neighbouring posts, and the breadcrumb returns to the list", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url(`/blog/${posts[1].slug}/`));
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "More posts" });
    expect(await nav.getByRole("link", { name: posts[2].title }).getAttribute("href")).toBe(`/blog/${posts[2].slug}/`);
    expect(await nav.getByRole("link", { name: posts[0].title }).getAttribute("href")).toBe(`/blog/${posts[0].slug}/`);
    expect(await nav.textContent()).toMatch(/Previous post[\s\S]*Next post/);
    await nav.getByRole("link", { name: posts[2].title }).click();
    await page.waitForURL(url(`/blog/${posts[2].slug}/`));
    await page.locator("h1", { hasText: posts[2].title }).waitFor();

    await page.goto(url(`/blog/${posts[0].slug}/`));
    expect(await page.getByRole("navigation", { name: "More posts" }).getByText("Next post").count()).toBe(0);
    await page.goto(url(`/blog/${posts[posts.length - 1].slug}/`));
    await waitForHydration(page);
    expect(await page.getByRole("navigation", { name: "More posts" }).getByText("Previous post").count()).toBe(0);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blog", exact: true }).click();
    await page.waitForURL(url("/blog/"));
    await page.getByTestId("post-card").first().waitFor();
    await page.context().close();
  });
});

describe("small screens", () => {
  test.each(["/blog/", `/blog/${posts[3].slug}/`, "/terms/", "/blog/category/case-study/", "/help/article/crm-integration/"])("%s has no horizontal scroll at 320 px", async (route) => {
    const { page } = await openPage(browser, { ...MOBILE, viewport: { width: 320, height: 640 } });
    await page.goto(url(route));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
