import type { Browser } from "playwright-core";
import { launchBrowser, openPage, url, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test.each(["/nope", "/a/b/c/deeply/nested/", "/blog/not-a-post/"])("%s answers 404 with the 404 page", async (path) => {
  const { page } = await openPage(browser);
  const response = await page.goto(url(path));
  expect(response?.status()).toBe(404);
  expect(await page.title()).toBe("404 - Page Not Found | Scalewise");
  await page.context().close();
});

test("shows the requested path as text, logs it, and offers the way back", async () => {
  const { page, consoleErrors } = await openPage(browser);
  const hostile = "/<img src=x onerror=alert(1)>";
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const response = await page.goto(url(hostile));
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  const shown = page.getByTestId("requested-path");
  await page.waitForFunction(() => document.querySelector("[data-testid=requested-path]")?.textContent?.startsWith("/"));
  expect(await shown.textContent()).toBe(hostile);
  expect(await page.locator("main img").count()).toBe(0);
  expect(dialogs).toBe(0);
  expect(consoleErrors.some((message) => message.includes(hostile))).toBe(true);

  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Oops! Page not found");
  const cards: Array<[string, string]> = [
    ["Visit Homepage", "/"],
    ["Explore Features", "/features/"],
    ["Browse Documentation", "/documentation/"],
    ["Get Support", "/contact/"],
  ];
  const list = page.getByRole("list", { name: "Popular destinations" });
  expect(await list.getByRole("listitem").count()).toBe(4);
  for (const [name, href] of cards) expect(await list.getByRole("link", { name }).getAttribute("href")).toBe(href);
  expect(await page.getByRole("link", { name: "Take Me Home" }).getAttribute("href")).toBe("/");
  expect(await page.getByRole("link", { name: "← Back to Home" }).getAttribute("href")).toBe("/");
  expect(await page.getByRole("link", { name: "Need Help?" }).getAttribute("href")).toBe("/help-center/");
  expect(await page.getByTestId("copyright").textContent()).toContain("© 2024 Scalewise");
  await page.context().close();
});

test("the rest of the site keeps the 2025 copyright", async () => {
  const { page } = await openPage(browser);
  await page.goto(url("/"));
  expect(await page.getByTestId("copyright").textContent()).toContain("© 2025 Scalewise");
  await page.context().close();
});

test("shows the requested path from the first paint, so nothing moves when React arrives", async () => {
  const { page } = await openPage(browser, { viewport: { width: 375, height: 740 } });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  const longPath = "/a-rather-long/path/that-wraps/onto-more-than-one-line/on-a-phone/";
  await page.goto(url(longPath));
  // Before any script of the app has run, the placeholder is already replaced.
  expect(await page.getByTestId("requested-path").textContent()).toBe(longPath);
  await waitForHydration(page);
  expect(await page.getByTestId("requested-path").textContent()).toBe(longPath);
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
  await page.context().close();
});
