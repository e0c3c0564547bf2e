/**
 * Images on the built site: post covers, blog card thumbnails, the inline figure, social cards
 * and the feed (content/blog/<post>/cover.jpg and signal-lift-chart.png, processed by the build).
 */
import sharp from "sharp";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { ARTICLE_IMAGE_SIZES, CARD_IMAGE_SIZES, IMAGE_WIDTHS } from "../../src/components/blog/image-sizes";
import { bodyImages } from "../../src/content/media";
import { parseMarkdown } from "../../src/content/markdown";
import { DESKTOP, describeViolations, launchBrowser, openPage, runAxe, url, waitForHydration } from "./support/browser";
import { samplePosts } from "./support/content";
import { readFileSync } from "node:fs";

const posts = samplePosts();
const withCovers = posts.filter((post) => post.cover);
const FIGURE_POST = "lead-scoring-sales-will-trust";
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** Lighthouse's mobile device: 412 px wide at 1.75 device pixels per CSS pixel. */
const LIGHTHOUSE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const COVER_BUDGET_BYTES = 60 * 1024;
const IMAGE_FILE = /\.(avif|webp|jpe?g|png)(\?|$)/;
/** What holds each image: a post's cover, a card's cover, a figure in a post's body. */
const IMAGE_BOXES = '[data-testid="post-cover"], [data-testid="card-cover"], .gatsby-resp-image-wrapper';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The widths listed in a srcset ("a.avif 360w, b.avif 720w" -> [360, 720]). */
const srcsetWidths = (srcset: string | null) => [...(srcset ?? "").matchAll(/\s(\d+)w/g)].map((match) => Number(match[1]));

/** Loads every image on the page: scrolls to the end in steps, then waits until each has arrived. */
async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 50));
    }
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0), undefined, { timeout: 30_000 });
  await page.evaluate(() => scrollTo(0, 0));
}

/**
 * Every image on the page: the file the browser chose, its width in pixels (its srcset descriptor;
 * naturalWidth would be divided by the density the browser picked it for) and how wide it is shown.
 */
function shownImages(page: Page) {
  return page.evaluate(() =>
    [...document.images].map((img) => {
      const candidates = [img, ...(img.parentElement?.querySelectorAll("source") ?? [])].flatMap((element) =>
        (element.getAttribute("srcset") ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)),
      );
      const chosen = new URL(img.currentSrc).pathname;
      const descriptor = candidates.find(([file]) => file === chosen)?.[1];
      return { src: chosen, width: descriptor ? Number.parseInt(descriptor, 10) : img.naturalWidth, shown: img.getBoundingClientRect().width };
    }),
  );
}

describe("post covers", () => {
  test("every sample post has a cover", () => {
    expect(withCovers.map((post) => post.slug)).toEqual(posts.map((post) => post.slug));
  });

  test.each(withCovers.map((post) => [post.slug, post] as const))(
    "%s: a sized cover with its alt, AVIF and WebP sources, loaded eagerly and first",
    async (slug, post) => {
      const { page, pageErrors, foreignRequests } = await openPage(browser, DESKTOP);
      await page.goto(url(`/blog/${slug}/`));
      const cover = page.getByTestId("post-cover");
      const img = cover.locator("img");
      expect(await img.count()).toBe(1);
      expect(await img.getAttribute("alt")).toBe(post.coverAlt);
      expect(Number(await img.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(await img.getAttribute("height"))).toBeGreaterThan(0);
      expect(await img.getAttribute("loading")).toBe("eager");
      expect(await img.getAttribute("fetchpriority")).toBe("high");
      expect(await img.getAttribute("sizes")).toBe(ARTICLE_IMAGE_SIZES);
      const sources = await cover.locator("picture source").evaluateAll((elements) =>
        elements.map((source) => ({ type: source.getAttribute("type"), srcset: source.getAttribute("srcset"), sizes: source.getAttribute("sizes") })),
      );
      expect(sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
      for (const source of sources) {
        expect(srcsetWidths(source.srcset)).toEqual([...IMAGE_WIDTHS]);
        expect(source.sizes).toBe(ARTICLE_IMAGE_SIZES);
      }
      // Above the fold on a laptop, with the title, and it paints.
      await waitForHydration(page);
      const box = await img.boundingBox();
      expect(box!.y).toBeLessThan(DESKTOP.viewport.height);
      expect(await img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0 && element.currentSrc.endsWith(".avif"))).toBe(true);
      expect(pageErrors).toEqual([]);
      expect(foreignRequests).toEqual([]);
      await page.context().close();
    },
  );

  test(`on Lighthouse's phone a cover weighs at most ${COVER_BUDGET_BYTES / 1024} KB`, async () => {
    const context = await browser.newContext(LIGHTHOUSE_PHONE);
    const page = await context.newPage();
    for (const post of withCovers) {
      await page.goto(url(`/blog/${post.slug}/`));
      const img = page.getByTestId("post-cover").locator("img");
      await img.evaluate((element: HTMLImageElement) => element.decode());
      const chosen = await img.evaluate((element: HTMLImageElement) => element.currentSrc);
      const response = await page.request.get(chosen);
      expect([post.slug, response.status(), (await response.body()).length <= COVER_BUDGET_BYTES]).toEqual([post.slug, 200, true]);
    }
    await context.close();
  });
});

describe("the blog list's thumbnails", () => {
  test("at 390 px, covers below the first screen wait to be scrolled near; only covers on it load at once", async () => {
    const { page } = await openPage(browser, PHONE);
    await page.goto(url("/blog/"));
    const covers = await page.getByTestId("card-cover").locator("img").evaluateAll((images) =>
      images.map((img) => ({ top: img.getBoundingClientRect().top + scrollY, loading: img.getAttribute("loading"), alt: img.getAttribute("alt"), sizes: img.getAttribute("sizes") })),
    );
    expect(covers).toHaveLength(posts.length);
    const fold = PHONE.viewport.height;
    const below = covers.filter((cover) => cover.top >= fold);
    expect(below.length).toBeGreaterThanOrEqual(posts.length - 1);
    for (const cover of covers) {
      expect(cover.loading).toBe(cover.top >= fold ? "lazy" : "eager");
      // Decoration: the card's title and excerpt say what the post is.
      expect(cover.alt).toBe("");
      expect(cover.sizes).toBe(CARD_IMAGE_SIZES);
    }
    await page.context().close();
  });

  test("each card shows its post's cover (the same files as the post page), 16:9 like every card", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/blog/"));
    await loadAllImages(page);
    const cards = await page.getByTestId("card-cover").evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        return { ratio: rect.width / rect.height, src: element.querySelector("img")?.getAttribute("src") ?? "" };
      }),
    );
    for (const card of cards) expect(card.ratio).toBeCloseTo(16 / 9, 1);
    for (const post of withCovers) {
      await page.goto(url(`/blog/${post.slug}/`));
      const src = await page.getByTestId("post-cover").locator("img").getAttribute("src");
      expect(cards.map((card) => card.src)).toContain(src);
    }
    await page.context().close();
  });
});

describe("no layout shift while images load, and no oversized image", () => {
  /** Opens `path` with every image response held back, and reports the layout shifts until they have all arrived. */
  async function shiftsWhileImagesLoad(path: string, options: BrowserContextOptions) {
    const { page } = await openPage(browser, options);
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.__shift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    let held = 0;
    await page.route(IMAGE_FILE, async (route) => {
      held += 1;
      await new Promise((done) => setTimeout(done, 1_500));
      await route.fallback();
    });
    await page.goto(url(path), { waitUntil: "domcontentloaded" });
    const boxes = page.locator(IMAGE_BOXES);
    const before = await boxes.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
    await waitForHydration(page);
    await loadAllImages(page);
    const after = await boxes.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    const images = await shownImages(page);
    await page.context().close();
    return { held, before, after, shift, images };
  }

  test.each([
    ["/blog/", DESKTOP],
    ["/blog/", PHONE],
    [`/blog/${FIGURE_POST}/`, DESKTOP],
    [`/blog/${FIGURE_POST}/`, PHONE],
  ] as const)("%s at %j", async (path, options) => {
    const { held, before, after, shift, images } = await shiftsWhileImagesLoad(path, options);
    expect(held).toBeGreaterThan(0);
    // The boxes had their final size before any image arrived.
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((height) => height > 0)).toBe(true);
    expect(after).toEqual(before);
    expect(shift).toBe(0);
    // Each image chosen for this screen is at most twice as wide as it is shown (density 1), and wide enough.
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect([image.src, image.width <= 2 * image.shown, image.width >= image.shown]).toEqual([image.src, true, true]);
  });
});

describe("the figure in the lead-scoring tutorial", () => {
  test("is responsive (AVIF, WebP, PNG in several widths for the column), lazy, sized, with its alt and caption", async () => {
    const source = readFileSync(`content/blog/${FIGURE_POST}/index.md`, "utf8");
    const [written] = bodyImages(parseMarkdown(source.slice(source.indexOf("\n---", 4) + 4)));
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url(`/blog/${FIGURE_POST}/`));
    const figure = page.getByTestId("post-body").locator("figure");
    expect(await figure.count()).toBe(1);
    const img = figure.locator("img");
    expect(await img.getAttribute("alt")).toBe(written.alt);
    expect(await img.getAttribute("loading")).toBe("lazy");
    expect((await figure.locator("figcaption").textContent())?.trim()).toMatch(/^Conversion to opportunity for leads with and without each signal/);
    const sources = await figure.locator("source").evaluateAll((elements) =>
      elements.map((source) => ({ type: source.getAttribute("type"), widths: [...(source.getAttribute("srcset") ?? "").matchAll(/\s(\d+)w/g)].map((m) => Number(m[1])), sizes: source.getAttribute("sizes") })),
    );
    expect(sources.map((source) => source.type)).toEqual(["image/avif", "image/webp", "image/png"]);
    for (const entry of sources) {
      expect(entry.widths).toEqual([...IMAGE_WIDTHS]);
      expect(entry.sizes).toBe(ARTICLE_IMAGE_SIZES);
    }
    // Its box keeps the image's shape while it loads (gatsby-remark-images' ratio padding).
    const ratioBox = await figure.locator(".gatsby-resp-image-background-image").evaluate((element) => element.getBoundingClientRect());
    const natural = await sharp(`content/blog/${FIGURE_POST}/signal-lift-chart.png`).metadata();
    expect(ratioBox.height / ratioBox.width).toBeCloseTo(natural.height! / natural.width!, 2);
    // No link to the original file, and no <figure> inside a <p>.
    expect(await figure.locator("a").count()).toBe(0);
    expect(await page.locator("p figure").count()).toBe(0);
    await page.context().close();
  });
});

/** Text as React writes it into an attribute value. */
const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("social cards and the feed", () => {
  /** An absolute URL of the site (its siteUrl) as served by the test server. */
  const served = (absolute: string) => url(new URL(absolute).pathname);

  test("each post's og:image is its own cover cropped to a 1200x630 JPEG, absolute and served; twitter and JSON-LD agree", async () => {
    const { page } = await openPage(browser, DESKTOP);
    const cards: string[] = [];
    for (const post of withCovers) {
      const html = await (await page.goto(url(`/blog/${post.slug}/`)))!.text();
      // As built, not only after hydration: crawlers read the HTML, and the post's card replaces the site's.
      for (const tag of ['property="og:image"', 'property="og:image:alt"', 'name="twitter:image"']) {
        expect(html.split(tag).length - 1).toBe(1);
      }
      expect(html).not.toContain("social-card.png");
      expect(html).toContain(`property="og:image:alt" content="${escapeAttribute(post.coverAlt)}"`);
      // The live head once React has hydrated: while it hydrates, react-helmet may still show the site card's alt.
      await waitForHydration(page);
      const meta = (selector: string) => page.locator(selector).getAttribute("content");
      const image = (await meta('meta[property="og:image"]'))!;
      const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href"))!;
      expect(image.startsWith(`${new URL(canonical).origin}/static/`)).toBe(true);
      expect(await meta('meta[name="twitter:image"]')).toBe(image);
      expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(await meta('meta[property="og:image:type"]')).toBe("image/jpeg");
      expect([await meta('meta[property="og:image:width"]'), await meta('meta[property="og:image:height"]')]).toEqual(["1200", "630"]);
      expect(await meta('meta[property="og:image:alt"]')).toBe(post.coverAlt);
      expect(await meta('meta[name="twitter:image:alt"]')).toBe(post.coverAlt);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(jsonLd.image).toBe(image);

      const response = await page.request.get(served(image));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/jpeg");
      const { width, height, format } = await sharp(await response.body()).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
      cards.push(image);
    }
    expect(new Set(cards).size).toBe(withCovers.length);
    await page.context().close();
  });

  test("pages without a cover keep the site's card, with no image type or alt of a post", async () => {
    const { page } = await openPage(browser, DESKTOP);
    for (const path of ["/", "/blog/", "/pricing/"]) {
      await page.goto(url(path));
      expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/^https?:\/\/[^/]+\/social-card\.png$/);
      expect(await page.locator('meta[property="og:image:alt"]').getAttribute("content")).toBe("Scalewise: From Data to Results—AI Gets You There");
      expect(await page.locator('meta[name="twitter:image:alt"]').count()).toBe(0);
    }
    await page.context().close();
  });

  test("the RSS feed carries each post's cover as media:content: the same 1200x630 file as its og:image", async () => {
    const { page } = await openPage(browser, DESKTOP);
    const feed = await (await page.request.get(url("/rss.xml"))).text();
    expect(feed).toContain('xmlns:media="http://search.yahoo.com/mrss/"');
    for (const post of withCovers) {
      await page.goto(url(`/blog/${post.slug}/`));
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      const item = feed.split("<item>").find((chunk) => chunk.includes(`/blog/${post.slug}/</link>`))!;
      expect(item).toContain(`<media:content url="${image}" medium="image" type="image/jpeg" width="1200" height="630">`);
      expect((await page.request.get(served(image!))).status()).toBe(200);
    }
    await page.context().close();
  });
});

describe("accessibility with images", () => {
  test.each(["/blog/", ...withCovers.map((post) => `/blog/${post.slug}/`)])("%s has no axe violations once its images have loaded", async (path) => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url(path));
    await waitForHydration(page);
    await loadAllImages(page);
    expect(describeViolations(await runAxe(page))).toBe("");
    await page.context().close();
  });
});
