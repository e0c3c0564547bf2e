import type { Browser } from "playwright-core";
import { launchBrowser, openPage, url, waitForHydration } from "./support/browser";
import { NARROW, horizontalOverflow } from "./support/screens";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SCREENS = ["/", "/features/", "/pricing/", "/about/", "/community/", "/status/", "/careers/"];

test.each(SCREENS)("%s has no horizontal scroll at 320 px", async (path) => {
  const { page } = await openPage(browser, NARROW);
  await page.goto(url(path));
  await waitForHydration(page);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .map((el) => el.tagName + (el.id ? `#${el.id}` : ""))
      .slice(0, 5),
  );
  expect(wide).toEqual([]);
  await page.context().close();
});

test.each([1440, 768])("the home page has no horizontal scroll at %i px", async (width) => {
  const { page } = await openPage(browser, { viewport: { width, height: 900 } });
  await page.goto(url("/"));
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.context().close();
});
