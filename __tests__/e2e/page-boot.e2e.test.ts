import type { Browser } from "playwright-core";
import { launchBrowser, openPage, url, waitForHydration } from "./support/browser";

// How a built page starts: its stylesheet is in the HTML, its scripts start after the first
// paint, and hydration adds no second copy of Chakra's global styles.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test.each(["/", "/features/", "/blog/", "/contact/"])("%s ships Chakra's global stylesheet in <head> and hydrates without rebuilding it", async (path) => {
  const { page, pageErrors } = await openPage(browser);
  const raw = await (await page.request.get(url(path))).text();
  const head = raw.slice(0, raw.indexOf("</head>"));
  expect(head).toMatch(/<style id="chakra-global-css">@layer reset,base,tokens,recipes;/);
  expect(head).toContain("--chakra-colors-brand-600:");
  // No async script tags: one inline loader starts them after the first paint.
  expect(raw).not.toMatch(/<script src="[^"]+" async><\/script>/);
  expect(raw).toMatch(/<script data-scripts="[^"]*app-[^"]*">/);

  await page.goto(url(path));
  await waitForHydration(page);
  const styles = await page.evaluate(() => {
    const sheets = [...document.querySelectorAll("style")];
    return {
      withTokens: sheets.filter((sheet) => (sheet.textContent ?? "").includes("--chakra-colors-brand-600:")).map((sheet) => sheet.id),
      bodyBackground: getComputedStyle(document.body).backgroundColor,
      canvasToken: getComputedStyle(document.documentElement).getPropertyValue("--chakra-colors-bg-canvas").trim(),
    };
  });
  // Only the build's copy: Emotion neither rendered nor inserted one of its own.
  expect(styles.withTokens).toEqual(["chakra-global-css"]);
  expect(styles.canvasToken).not.toBe("");
  expect(styles.bodyBackground).not.toBe("rgba(0, 0, 0, 0)");
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

test("client-side navigation keeps the global stylesheet", async () => {
  const { page } = await openPage(browser);
  await page.goto(url("/"));
  await waitForHydration(page);
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/pricing/"));
  await page.waitForURL(/\/pricing\/$/);
  await page.getByRole("heading", { level: 1 }).waitFor();
  expect(await page.locator("#chakra-global-css").count()).toBe(1);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--chakra-spacing-4").trim())).toBe("1rem");
  await page.context().close();
});

const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
const PHONE_VIEWPORT = { width: 375, height: 740 };

// Emotion writes a <style> before each element, and a slow or busy CPU makes the parser yield between
// them. Before gatsby-ssr.tsx held the first frame until the footer (rel=expect), a frame painted part
// of a row (the navbar's actions, a hero column, the blog's filters) and its siblings then moved it:
// 18 of 32 such loads shifted. Each page loads three times, each time in a new context.
test.each([
  ["/", DESKTOP_VIEWPORT],
  ["/blog/", DESKTOP_VIEWPORT],
  ["/pricing/", PHONE_VIEWPORT],
  ["/a-missing/page/on-a-phone/", PHONE_VIEWPORT],
  // The reading aids: a long post's table of contents (beside the text, then above it) and related
  // posts, whose code comes after the page's; a category's list; a help article written in Markdown.
  ["/blog/lead-scoring-sales-will-trust/", { width: 1440, height: 900 }],
  ["/blog/lead-scoring-sales-will-trust/", PHONE_VIEWPORT],
  ["/blog/category/case-study/", PHONE_VIEWPORT],
  ["/help/article/crm-integration/", DESKTOP_VIEWPORT],
])("%s paints nothing that moves later, even with the CPU 4x slower", async (path, viewport) => {
  for (let load = 0; load < 3; load += 1) {
    const { page } = await openPage(browser, { viewport });
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { __shifts: string[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }>) {
          const nodes = (entry.sources ?? []).map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? "?");
          shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes.join(" | ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url(path));
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    await page.context().close();
  }
});
