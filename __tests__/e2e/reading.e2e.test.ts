import type { Browser, Locator, Page } from "playwright-core";
import { DESKTOP, MOBILE, describeViolations, isSameDocument, launchBrowser, markDocument, openHydrated, openPage, runAxe, url, waitForHydration } from "./support/browser";
import { samplePosts } from "./support/content";
import { relatedPosts } from "../../src/content/related";
import { postSources } from "../support/related-inputs";

// Reading aids: heading links, the table of contents, related posts, breadcrumbs, help articles
// written in Markdown (content/README.md, "Headings"; src/theme/content-css.ts).
const posts = samplePosts();
const POST = "/blog/lead-scoring-sales-will-trust/";
const FIRST_SECTION = { id: "step-1-agree-on-what-a-good-lead-is", text: "Step 1: Agree on what a good lead is" };
const ARTICLE = { path: "/help/article/crm-integration/", title: "Integrating with your CRM" };
const NAVBAR_HEIGHT = 64;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const headingLink = (page: Page, id: string) => page.locator(`a.heading-link[href="#${id}"]`);
const opacity = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).opacity);
/** Waits (up to 2 s) for an element's opacity to settle on `value` (the link fades in and out); returns the last seen. */
async function settledOpacity(locator: Locator, value: string): Promise<string> {
  await locator.evaluate((element, wanted) => new Promise<void>((resolve) => {
    const started = performance.now();
    const check = () => (getComputedStyle(element).opacity === wanted || performance.now() - started > 2000 ? resolve() : requestAnimationFrame(check));
    check();
  }), value);
  return opacity(locator);
}
/** Where an element's top is in the viewport, once the browser has finished scrolling to it. */
async function settledTop(page: Page, selector: string): Promise<number> {
  await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
  return page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
}

describe("a heading's link to itself", () => {
  test("shows on hover, is announced by the heading's text, and goes to the heading's fragment in the same page", async () => {
    const { page, pageErrors } = await openHydrated(browser, POST, DESKTOP);
    const heading = page.getByRole("heading", { level: 2, name: FIRST_SECTION.text, exact: true });
    expect(await heading.getAttribute("id")).toBe(FIRST_SECTION.id);
    const link = headingLink(page, FIRST_SECTION.id);
    expect(await link.getAttribute("aria-label")).toBe(`Link to this section: ${FIRST_SECTION.text}`);
    expect(await page.getByRole("link", { name: `Link to this section: ${FIRST_SECTION.text}` }).count()).toBe(1);
    await heading.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    expect(await settledOpacity(link, "0")).toBe("0");
    await heading.hover();
    expect(await settledOpacity(link, "1")).toBe("1");
    const size = await link.boundingBox();
    expect(Math.min(size!.width, size!.height)).toBeGreaterThanOrEqual(24);

    await markDocument(page);
    await link.click();
    await page.waitForURL(url(`${POST}#${FIRST_SECTION.id}`));
    const top = await settledTop(page, `#${FIRST_SECTION.id}`);
    expect(top).toBeGreaterThanOrEqual(NAVBAR_HEIGHT);
    expect(top).toBeLessThan(NAVBAR_HEIGHT + 60);
    expect(await isSameDocument(page)).toBe(true);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  test("is reached with the keyboard and shows while focused", async () => {
    const { page } = await openHydrated(browser, POST, DESKTOP);
    // The heading's own link, not the table of contents' link to the same place.
    const firstHeadingLink = async () =>
      page.evaluate((id) => document.activeElement?.matches(`a.heading-link[href="#${id}"]`) ?? false, FIRST_SECTION.id);
    let presses = 0;
    while (!(await firstHeadingLink()) && presses < 80) {
      await page.keyboard.press("Tab");
      presses += 1;
    }
    expect(await firstHeadingLink()).toBe(true);
    expect(await settledOpacity(headingLink(page, FIRST_SECTION.id), "1")).toBe("1");
    await page.keyboard.press("Enter");
    await page.waitForURL(url(`${POST}#${FIRST_SECTION.id}`));
    await page.context().close();
  });

  test("an address with the fragment opens the page at that heading, below the navbar", async () => {
    const { page } = await openPage(browser, MOBILE);
    await page.goto(url(`${POST}#step-5-set-thresholds-with-sales-in-the-room`));
    await waitForHydration(page);
    const top = await settledTop(page, "#step-5-set-thresholds-with-sales-in-the-room");
    expect(top).toBeGreaterThanOrEqual(NAVBAR_HEIGHT);
    expect(top).toBeLessThan(NAVBAR_HEIGHT + 60);
    // Nothing hovers on a phone: the links show.
    expect(await opacity(headingLink(page, "step-5-set-thresholds-with-sales-in-the-room"))).toBe("1");
    await page.context().close();
  });
});

describe("the table of contents", () => {
  test("on a wide screen: beside the text, following the reader down, each link going to its section", async () => {
    const { page } = await openHydrated(browser, POST, { viewport: { width: 1440, height: 900 } });
    const beside = page.getByRole("navigation", { name: "On this page" });
    expect(await beside.count()).toBe(1);
    expect(await beside.getAttribute("data-testid")).toBe("contents-beside");
    expect(await page.getByTestId("contents-collapsed").isVisible()).toBe(false);
    const links = beside.getByRole("link");
    const headings = await page.getByTestId("post-body").locator("h2, h3").evaluateAll((elements) => elements.map((element) => `#${element.id}`));
    expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")))).toEqual(headings);
    // Beside the column, not over it, and on screen once the reader is half-way down.
    const body = (await page.getByTestId("post-body").boundingBox())!;
    expect((await beside.boundingBox())!.x).toBeGreaterThan(body.x + body.width);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    const box = (await beside.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(NAVBAR_HEIGHT);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    await markDocument(page);
    await links.nth(3).click();
    await page.waitForURL(url(`${POST}${headings[3]}`));
    expect(await settledTop(page, headings[3])).toBeLessThan(NAVBAR_HEIGHT + 60);
    expect(await isSameDocument(page)).toBe(true);
    expect(describeViolations(await runAxe(page))).toBe("");
    await page.context().close();
  });

  test("on a phone: closed above the text, opened with a tap, then each link goes to its section", async () => {
    const { page, pageErrors } = await openHydrated(browser, POST, MOBILE);
    expect(await page.getByTestId("contents-beside").isVisible()).toBe(false);
    const nav = page.getByRole("navigation", { name: "On this page" });
    expect(await nav.getAttribute("data-testid")).toBe("contents-collapsed");
    const summary = nav.locator("summary");
    expect(await summary.textContent()).toBe("On this page");
    expect(await nav.getByRole("link").first().isVisible()).toBe(false);
    const body = (await page.getByTestId("post-body").boundingBox())!;
    expect((await nav.boundingBox())!.y).toBeLessThan(body.y);
    expect(describeViolations(await runAxe(page))).toBe("");

    await summary.tap();
    await nav.getByRole("link").first().waitFor();
    expect(await nav.locator("details").getAttribute("open")).toBe("");
    expect(describeViolations(await runAxe(page))).toBe("");
    await nav.getByRole("link", { name: "Common mistakes to avoid" }).tap();
    await page.waitForURL(url(`${POST}#common-mistakes-to-avoid`));
    expect(await settledTop(page, "#common-mistakes-to-avoid")).toBeLessThan(NAVBAR_HEIGHT + 60);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  test("a legal page has one too; the build leaves it out of a short page", async () => {
    const { page } = await openHydrated(browser, "/terms/", DESKTOP);
    expect(await page.getByTestId("contents-beside").getByRole("link").count()).toBe(await page.getByTestId("legal-body").locator("h2").count());
    await page.goto(url("/help/getting-started/"));
    expect(await page.getByRole("navigation", { name: "On this page" }).count()).toBe(0);
    await page.context().close();
  });
});

describe("related posts", () => {
  const related = relatedPosts(postSources("content/blog").filter((post) => !post.draft));

  test.each(posts.map((post) => post.slug))("/blog/%s/ shows the posts chosen for it, as cards with covers", async (slug) => {
    const { page } = await openHydrated(browser, `/blog/${slug}/`, DESKTOP);
    const expected = related.get(slug)!.map((other) => posts.find((post) => post.slug === other)!);
    const section = page.getByRole("region", { name: "Related posts" });
    if (expected.length === 0) {
      expect(await section.count()).toBe(0);
    } else {
      const cards = section.getByTestId("related-post");
      expect(await cards.locator("h3").allTextContents()).toEqual(expected.map((post) => post.title));
      expect(await cards.first().locator("img").count()).toBe(expected[0].cover ? 1 : 0);
    }
    await page.context().close();
  });

  test("a card opens its post client-side", async () => {
    const withRelated = posts.find((post) => related.get(post.slug)!.length > 0)!;
    const target = posts.find((post) => post.slug === related.get(withRelated.slug)![0])!;
    const { page } = await openHydrated(browser, `/blog/${withRelated.slug}/`, DESKTOP);
    await markDocument(page);
    await page.getByRole("region", { name: "Related posts" }).getByRole("link", { name: target.title }).click();
    await page.waitForURL(url(`/blog/${target.slug}/`));
    await page.locator("h1", { hasText: target.title }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    await page.context().close();
  });
});

describe("a help article written in Markdown", () => {
  test.each([
    ["desktop", DESKTOP],
    ["phone", MOBILE],
  ] as const)("renders its body with headings, a table of contents and a breadcrumb (%s), with no axe violation", async (_, options) => {
    const { page, pageErrors } = await openHydrated(browser, ARTICLE.path, options);
    expect(await page.locator("h1").textContent()).toBe(ARTICLE.title);
    expect(await page.title()).toBe(`${ARTICLE.title} — Help Center | Scalewise`);
    const body = page.getByTestId("support-body");
    expect(await body.locator("h2").count()).toBeGreaterThanOrEqual(5);
    expect(await body.locator("h2").first().getAttribute("id")).toBe("before-you-start");
    expect(await page.getByText("Article Under Development").count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").allTextContents()).toEqual(["Help Center"]);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "Help Center", ARTICLE.title]);
    expect(await page.getByRole("navigation", { name: "On this page" }).count()).toBe(1);
    expect(describeViolations(await runAxe(page))).toBe("");
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  test("its link to a post's section leads there", async () => {
    const { page } = await openHydrated(browser, ARTICLE.path, DESKTOP);
    await page.getByTestId("support-body").getByRole("link", { name: "lead scoring tutorial" }).click();
    await page.waitForURL(url(`${POST}#step-4-turn-the-strong-signals-into-points`));
    await page.getByRole("heading", { level: 2, name: "Step 4: Turn the strong signals into points" }).waitFor();
    expect(await settledTop(page, "#step-4-turn-the-strong-signals-into-points")).toBeLessThan(NAVBAR_HEIGHT + 60);
    await page.context().close();
  });

  test("the help center's search finds it by a word of its body", async () => {
    const { page } = await openHydrated(browser, "/help-center/", DESKTOP);
    await page.getByRole("searchbox").first().fill("authorisation");
    const result = page.getByRole("link", { name: ARTICLE.title }).first();
    await result.waitFor();
    expect(await result.getAttribute("href")).toBe(ARTICLE.path);
    await page.context().close();
  });
});
