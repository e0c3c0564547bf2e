import type { Browser } from "playwright-core";
import { DESKTOP, builtRoutes, isSameDocument, launchBrowser, markDocument, openPage, url, waitForHydration } from "./support/browser";
import { samplePosts } from "./support/content";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("legal pages", () => {
  test.each([
    ["/privacy/", "Privacy Policy", [/do not sell personal information/, /right to access/]],
    [
      "/terms/",
      "Terms of Service",
      [/at least 30 days notice/, /Subscription fees are billed in advance/, /Plan changes take effect immediately/, /keep access until the end of the billing period/, /free for 3 days/],
    ],
  ] as const)("%s has its title, date and clauses", async (route, title, clauses) => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url(route));
    expect(await page.locator("h1").textContent()).toBe(title);
    expect(await page.getByTestId("last-updated").textContent()).toBe("Last updated: March 2025");
    const body = (await page.getByTestId("legal-body").textContent()) ?? "";
    for (const clause of clauses) expect(body).toMatch(clause);
    expect(await page.getByTestId("legal-body").locator("h2").count()).toBeGreaterThanOrEqual(8);
    await page.context().close();
  });
});

const PLACEHOLDERS: Array<[string, "Page" | "Article", string, string]> = [
  ["/docs/getting-started/", "Page", "Getting Started", "/documentation/"],
  ["/docs/api-reference/", "Page", "API Reference", "/documentation/"],
  ["/docs/ai-features/", "Page", "AI Features", "/documentation/"],
  ["/docs/integrations/", "Page", "Integrations", "/documentation/"],
  ["/docs/security/", "Page", "Security", "/documentation/"],
  ["/docs/webhooks/", "Page", "Webhooks", "/documentation/"],
  ["/help/getting-started/", "Page", "Getting Started", "/help-center/"],
  ["/help/ai-features/", "Page", "AI Features", "/help-center/"],
  ["/help/tutorials/", "Page", "Tutorials", "/help-center/"],
  ["/help/api-docs/", "Page", "API Documentation", "/help-center/"],
  ["/help/article/ai-campaign-setup/", "Article", "How to set up your first AI campaign", "/help-center/"],
  ["/help/article/competitor-analysis/", "Article", "Understanding competitor analysis reports", "/help-center/"],
  ["/help/article/email-automation/", "Article", "Email automation best practices", "/help-center/"],
  ["/help/article/chatbot-builder/", "Article", "Creating effective chatbots", "/help-center/"],
];

describe("placeholder routes", () => {
  test.each(PLACEHOLDERS)("%s says %s Under Development for %s", async (route, kind, topic, back) => {
    const { page } = await openPage(browser, DESKTOP);
    const response = await page.goto(url(route));
    expect(response?.status()).toBe(200);
    expect(await page.locator("h1").textContent()).toBe(`${kind} Under Development`);
    const main = (await page.locator("main").textContent()) ?? "";
    expect(main).toContain(topic);
    expect(main).toMatch(/check back soon/);
    expect(await page.locator("main").getByRole("link", { name: /^Back to / }).getAttribute("href")).toBe(back);
    // Where the page sits, for search engines: Home, its hub, the page.
    const breadcrumbs = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
    expect(breadcrumbs.itemListElement.map((item: { item: string }) => new URL(item.item).pathname)).toEqual(["/", back, route]);
    await page.context().close();
  });

  test("the back link returns to its hub without a reload", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/docs/webhooks/"));
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole("link", { name: "Back to Documentation" }).click();
    await page.waitForURL(url("/documentation/"));
    expect(await isSameDocument(page)).toBe(true);
    await page.context().close();
  });
});

describe("feeds and discovery", () => {
  const posts = samplePosts();

  test("rss.xml lists every published post, newest first", async () => {
    const { page } = await openPage(browser, DESKTOP);
    const response = await page.request.get(url("/rss.xml"));
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1]).pathname);
    expect(links).toEqual(posts.map((post) => `/blog/${post.slug}/`));
    for (const post of posts) expect(xml).toContain(`<![CDATA[${post.title}]]>`);
    await page.context().close();
  });

  test("the sitemap lists every built page and leaves out the 404 and private areas", async () => {
    const { page } = await openPage(browser, DESKTOP);
    const index = await (await page.request.get(url("/sitemap-index.xml"))).text();
    const sitemapUrls = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(sitemapUrls.length).toBeGreaterThan(0);
    const listed: string[] = [];
    for (const path of sitemapUrls) {
      const xml = await (await page.request.get(url(path))).text();
      listed.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
    }
    const expected = builtRoutes().filter((route) => !route.startsWith("/dashboard") && !route.startsWith("/admin"));
    expect([...listed].sort()).toEqual(expected);
    expect(listed.some((path) => path.startsWith("/404"))).toBe(false);
    for (const post of posts) expect(listed).toContain(`/blog/${post.slug}/`);
    await page.context().close();
  });

  test("robots.txt points at the sitemap with an absolute URL", async () => {
    const { page } = await openPage(browser, DESKTOP);
    const robots = await (await page.request.get(url("/robots.txt"))).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/dashboard\/$/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap-index\.xml$/m);
    await page.context().close();
  });

  test("the web manifest names the site, uses the brand colour and serves its icons", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/"));
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const manifest = await (await page.request.get(url(href!))).json();
    expect(manifest).toMatchObject({ name: "Scalewise", short_name: "Scalewise", start_url: "/", theme_color: "#5a46e5", display: "standalone" });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons) {
      const response = await page.request.get(url(`/${icon.src}`));
      expect([icon.src, response.status(), response.headers()["content-type"]]).toEqual([icon.src, 200, "image/png"]);
    }
    expect(await page.locator('meta[name="theme-color"]').count()).toBe(1);
    // iOS's home-screen icon: one link, a 180x180 PNG that is served.
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    const appleResponse = await page.request.get(url(appleIcon!));
    expect([appleIcon, appleResponse.status(), appleResponse.headers()["content-type"]]).toEqual(["/icons/apple-touch-icon.png", 200, "image/png"]);
    await page.context().close();
  });
});
