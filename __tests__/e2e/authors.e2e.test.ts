import type { Browser, Page } from "playwright-core";
import { DESKTOP, MOBILE, describeViolations, followLink, launchBrowser, openHydrated, openPage, runAxe, url, waitForHydration } from "./support/browser";
import { sampleAuthors, samplePosts } from "./support/content";

// Authors (content/README.md, "Authors"): a post names its author with their photo, linking to their
// list of posts at /blog/author/<slug>/, which shows who they are and links back to each post.
const posts = samplePosts();
const authors = sampleAuthors();
const post = posts.find((candidate) => candidate.slug === "lead-scoring-sales-will-trust")!;
const author = authors.get(post.author)!;
const authorPath = `/blog/author/${author.slug}/`;
const MODES = ["light", "dark"] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cardTitles = (page: Page) => page.getByTestId("post-card").locator("h2").allTextContents();

/** An image's rendered box, alt text and whether it has loaded, read once it has finished loading (after a client-side navigation it may still be on its way); a broken one stays unloaded. */
const imageState = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate(async (img: HTMLImageElement) => {
      await img.decode().catch(() => undefined);
      return { loaded: img.complete && img.naturalWidth > 0, width: img.getBoundingClientRect().width, alt: img.alt };
    });

describe("a post and its author's page", () => {
  test("post → author page → post, all client-side: the byline links to the author's page, which lists their posts and links back", async () => {
    const { page, pageErrors, foreignRequests } = await openHydrated(browser, `/blog/${post.slug}/`);
    const byline = page.getByTestId("post-meta").getByRole("link", { name: author.name });
    expect(await byline.getAttribute("href")).toBe(authorPath);
    expect(await imageState(page, '[data-testid="post-meta"] .author-photo img')).toEqual({ loaded: true, width: 40, alt: "" });

    expect(await followLink(page, byline, authorPath)).toBe(true);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(author.name);
    await page.getByText(author.role, { exact: true }).waitFor();
    await page.getByText(author.bio, { exact: true }).waitFor();
    const theirs = posts.filter((candidate) => candidate.author === author.slug);
    expect(await cardTitles(page)).toEqual(theirs.map((candidate) => candidate.title));
    await expect(page.getByTestId("post-count").textContent()).resolves.toBe(theirs.length === 1 ? `1 post by ${author.name}` : `${theirs.length} posts by ${author.name}`);
    expect(await imageState(page, "main .author-photo img")).toEqual({ loaded: true, width: 96, alt: "" });

    const readMore = page.getByTestId("post-card").filter({ hasText: post.title }).getByRole("link", { name: /^Read More/ });
    expect(await followLink(page, readMore, `/blog/${post.slug}/`)).toBe(true);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(post.title);
    expect(pageErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });

  test.each([...authors.values()].map((each) => [each.slug, each] as const))("%s: the page's head names the author, their feed and a Person with the page's url", async (slug, each) => {
    const { page } = await openHydrated(browser, `/blog/author/${slug}/`);
    expect(await page.title()).toBe(`${each.name} — Blog | Scalewise`);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(each.bio);
    const feeds = await page.locator('link[rel="alternate"][type="application/rss+xml"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(feeds).toContain(`/blog/author/${slug}/rss.xml`);
    const feed = await page.request.get(url(`/blog/author/${slug}/rss.xml`));
    expect(feed.status()).toBe(200);
    const items = [...(await feed.text()).matchAll(/<item>/g)].length;
    expect(items).toBe(posts.filter((candidate) => candidate.author === slug).length);
    const jsonLds = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    expect(jsonLds.map((data) => data["@type"])).toEqual(["ProfilePage", "BreadcrumbList"]);
    expect(jsonLds[0].mainEntity).toMatchObject({ "@type": "Person", name: each.name, jobTitle: each.role, url: expect.stringMatching(new RegExp(`/blog/author/${slug}/$`)) });
    await page.context().close();
  });

  test("an author's links elsewhere are plain links that tell the other website nothing, and load nothing from it", async () => {
    const withWebsite = [...authors.values()].find((each) => each.slug === "kabir-sethi")!;
    const { page, foreignRequests } = await openHydrated(browser, `/blog/author/${withWebsite.slug}/`);
    const website = page.getByRole("list", { name: `${withWebsite.name} elsewhere` }).getByRole("link", { name: "Website" });
    expect(await website.getAttribute("href")).toMatch(/^https:\/\//);
    expect(await website.getAttribute("rel")).toBe("noopener noreferrer");
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });

  test("on a 320 px phone neither the author's page nor a post's byline scrolls sideways", async () => {
    for (const path of [authorPath, `/blog/${post.slug}/`]) {
      const { page } = await openPage(browser, { ...MOBILE, viewport: { width: 320, height: 640 } });
      await page.goto(url(path));
      const overflow = await page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
      await page.context().close();
    }
  });
});

describe.each(MODES)("readable in %s mode: no axe violation", (mode) => {
  test("an author's page", async () => {
    const { page } = await openPage(browser, { ...DESKTOP, colorScheme: mode });
    await page.goto(url(authorPath));
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(mode === "dark");
    expect(describeViolations(await runAxe(page))).toBe("");
    await page.context().close();
  });

  test("a post's author block, its link focused from the keyboard", async () => {
    const { page } = await openPage(browser, { ...DESKTOP, colorScheme: mode });
    await page.goto(url(`/blog/${post.slug}/`));
    await waitForHydration(page);
    const byline = page.getByTestId("post-author");
    await byline.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    expect(await byline.evaluate((link) => link === document.activeElement && getComputedStyle(link).outlineStyle)).toBe("solid");
    expect(describeViolations(await runAxe(page, '[data-testid="post-meta"]'))).toBe("");
    expect(describeViolations(await runAxe(page))).toBe("");
    await page.context().close();
  });
});
