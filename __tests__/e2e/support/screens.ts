import type { Page } from "playwright-core";
import { isSameDocument, markDocument, url, waitForHydration } from "./browser";

export interface ExpectedNotice {
  title: string;
  description: string;
}

/** Waits for a toast with this exact title and returns its title and message as shown. */
export async function readToast(page: Page, title: string): Promise<ExpectedNotice> {
  const toast = page.getByTestId("toast").filter({ hasText: title }).first();
  await toast.waitFor({ state: "visible" });
  const texts = await toast.evaluate((el) => {
    const title = el.querySelector("[data-part=title]")?.textContent ?? "";
    const description = el.querySelector("[data-part=description]")?.textContent ?? "";
    return { title, description };
  });
  return texts;
}

/**
 * Clicks a call to action on `path` and checks it shows `notice` and lands on exactly `target`
 * by client-side navigation (the destination page itself is not inspected).
 */
export async function clickAndExpectNoticeThenUrl(
  page: Page,
  path: string,
  click: (page: Page) => Promise<void>,
  notice: ExpectedNotice,
  target: string,
) {
  await page.goto(url(path));
  await waitForHydration(page);
  await markDocument(page);
  await click(page);
  await page.waitForURL(url(target));
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(target);
  expect(await readToast(page, notice.title)).toEqual(notice);
  expect(await isSameDocument(page)).toBe(true);
}

/** How far the page is wider than the viewport (0 or less means no horizontal scroll). */
export function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

export const NARROW = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true };
