import type { Browser, Page } from "playwright-core";
import { DESKTOP, MOBILE, isSameDocument, launchBrowser, markDocument, openPage, url, waitForHydration } from "./support/browser";
import { clickAndExpectNoticeThenUrl } from "./support/screens";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const GROUPS = ["Ad Platforms", "CRMs", "Email Tools", "Payments", "Design", "Social"];

test("shows nine capability cards, each with a benefit list", async () => {
  const { page } = await openPage(browser, DESKTOP);
  await page.goto(url("/features/"));
  const cards = page.getByTestId("capabilities").locator(":scope > li");
  expect(await cards.count()).toBe(9);
  for (let i = 0; i < 9; i += 1) {
    expect(await cards.nth(i).getByRole("heading", { level: 3 }).count()).toBe(1);
    expect(await cards.nth(i).locator("ul > li").count()).toBeGreaterThanOrEqual(3);
  }
  const grid = page.locator("#integrations");
  expect(await grid.getByRole("heading", { level: 3 }).allTextContents()).toEqual(GROUPS);
  expect(await page.getByRole("main").getByRole("link", { name: "Compare plans" }).getAttribute("href")).toBe("/pricing/");
  await page.context().close();
});

test("Start Free Trial shows its notice, then goes to /signup/", async () => {
  const { page } = await openPage(browser, DESKTOP);
  await clickAndExpectNoticeThenUrl(
    page,
    "/features/",
    (p) => p.getByRole("main").getByRole("link", { name: "Start Free Trial" }).click(),
    { title: "Redirecting to Sign Up", description: "Please create your free account to get started." },
    "/signup/",
  );
  await page.context().close();
});

/** The integrations heading is on screen and not under the fixed navbar. */
async function expectIntegrationsHeadingInView(page: Page) {
  const heading = page.locator("#integrations-title");
  // The URL changes before React commits the new page, so the heading may not exist yet.
  await page.waitForFunction(() => {
    const rect = document.getElementById("integrations-title")?.getBoundingClientRect();
    return rect !== undefined && rect.top > 0 && rect.top < 400;
  });
  const box = (await heading.boundingBox())!;
  const navbar = (await page.locator("header").first().boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  const topmost = await page.evaluate(() => {
    const rect = document.getElementById("integrations-title")!.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + 5, rect.top + rect.height / 2);
    return hit?.closest("#integrations-title") !== null;
  });
  expect(topmost).toBe(true);
}

describe.each([
  ["desktop", DESKTOP],
  ["mobile", MOBILE],
])("the footer's Integrations link (%s)", (_name, device) => {
  test("lands on the integrations grid by client-side navigation, heading below the navbar", async () => {
    const { page } = await openPage(browser, device);
    await page.goto(url("/about/"));
    await waitForHydration(page);
    await markDocument(page);
    await page.locator("footer").getByRole("link", { name: "Integrations" }).click();
    await page.waitForURL(url("/features/#integrations"));
    await expectIntegrationsHeadingInView(page);
    expect(await isSameDocument(page)).toBe(true);
    await page.context().close();
  });
});

test("a direct load of /features/#integrations shows the grid's heading", async () => {
  const { page } = await openPage(browser, DESKTOP);
  await page.goto(url("/features/#integrations"));
  await waitForHydration(page);
  await expectIntegrationsHeadingInView(page);
  await page.context().close();
});
