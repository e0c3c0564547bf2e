import type { Browser, Locator, Page } from "playwright-core";
import { DESKTOP, isSameDocument, launchBrowser, markDocument, openPage, url, waitForHydration } from "./support/browser";

/**
 * Internal navigation must be Gatsby's client-side Link (prefetched, no document reload):
 * click through every navbar and footer link within one document.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function clickThrough(page: Page, links: (page: Page) => Locator) {
  const hrefs = await links(page).evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(0);
  const visited: string[] = [];
  for (const href of hrefs) {
    // Each page renders its own layout, so find the link again on the page we are on.
    await links(page).and(page.locator(`[href="${href}"]`)).first().click();
    await page.waitForURL((current) => current.pathname + current.search + current.hash === href);
    await page.waitForLoadState("networkidle");
    expect(await isSameDocument(page)).toBe(true);
    visited.push(href);
  }
  return visited;
}

test("every navbar link navigates without reloading the document", async () => {
  const { page, pageErrors } = await openPage(browser, DESKTOP);
  await page.goto(url("/about/"));
  await waitForHydration(page);
  await markDocument(page);
  const visited = await clickThrough(page, (p) => p.getByRole("navigation", { name: "Main" }).getByRole("link"));
  expect(visited).toEqual(expect.arrayContaining(["/", "/features/", "/pricing/", "/about/", "/contact/", "/login/", "/signup/"]));
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

test("every footer link navigates without reloading the document", async () => {
  const { page, pageErrors } = await openPage(browser, DESKTOP);
  await page.goto(url("/"));
  await waitForHydration(page);
  await markDocument(page);
  const visited = await clickThrough(page, (p) => p.locator("footer").getByRole("link"));
  expect(visited.length).toBe(15);
  expect(pageErrors).toEqual([]);
  await page.context().close();
});
