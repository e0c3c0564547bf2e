/**
 * Any address ends on the 404 page, served with status 404, showing what was asked for as text,
 * and stays there once React has hydrated: no uncaught error, no React hydration error (423), no
 * "URI malformed" (Gatsby's loader bug, worked around by plugins/odd-urls and src/lib/odd-urls.ts).
 */
import type { Browser } from "playwright-core";
import { displayPath } from "../../src/pages/404";
import { followLink, isSameDocument, launchBrowser, markDocument, openHydrated, openPage, takeCspViolations, url, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Hydration runs as a transition in slices; an unmount after a failed lookup came a few frames later. */
const SETTLE_MS = 1500;

const LONG_PATH = `/${"a".repeat(2000)}`;

const ODD_PATHS = [
  "/a%2Fb",
  "/x%2F..%2F..%2Fetc%2Fpasswd",
  "/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "/blog/%2Fnope",
  "/a%252Fb",
  "/100%25",
  "/100%",
  "/blog/%E0%A4%A",
  "/%zz",
  "/%C3",
  "/%00",
  "/a%0Ab%09c",
  "/caf%C3%A9",
  "/café/",
  "/日本語/ページ",
  "/blog/%F0%9F%98%80/",
  "/blog/%2e%2e/no-such-page/",
  "/blog/../no-such-page/",
  "/a/..%2F..%2Fb",
  "//double//slashes//",
  LONG_PATH,
  "/<script>alert(1)</script>",
  '/"><svg onload=alert(1)>',
  "/a%3Fb%23c",
  "/nope?<script>alert(1)</script>",
  "/nope?q=%E0%A4%A&x=%",
  "/nope#%E0%A4%A",
  "/nope#<img src=x onerror=alert(1)>",
  "/index.html/extra",
];

const consoleProblems = (messages: string[]) => messages.filter((message) => /React error|Minified React|URI malformed|Uncaught|hydrat/i.test(message));

// Side by side (Jest's test.concurrent, five at a time): each waits for hydration and then settles.
// Concurrent tests skip afterEach, so each claims its own CSP violations (support/csp-guard.ts).
test.concurrent.each(ODD_PATHS)("%s ends on the 404 page with the requested path shown", async (path) => {
  const { page, pageErrors, consoleErrors, foreignRequests } = await openPage(browser);
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const response = await page.goto(url(path));
  expect(response?.status()).toBe(404);
  // The path as the browser sent it: normalised, with non-ASCII and markup characters escaped.
  const requested = new URL(url(path)).pathname;
  const shown = page.getByTestId("requested-path");
  expect(await shown.textContent()).toBe(displayPath(requested));

  await waitForHydration(page);
  await page.waitForTimeout(SETTLE_MS);
  const heading = page.getByRole("heading", { level: 1, name: "Oops! Page not found" });
  expect(await heading.isVisible()).toBe(true);
  expect(await shown.textContent()).toBe(displayPath(requested));
  // Shown as text, never as markup.
  expect(await page.locator("main img, main [onload], main [onerror]").count()).toBe(0);
  expect(await page.getByRole("list", { name: "Popular destinations" }).getByRole("listitem").count()).toBe(4);
  expect(pageErrors).toEqual([]);
  expect(consoleProblems(consoleErrors)).toEqual([]);
  expect(foreignRequests).toEqual([]);
  expect(dialogs).toBe(0);
  await page.context().close();
  expect(takeCspViolations()).toEqual([]);
});

test("the 404 page still navigates client-side after an odd address", async () => {
  const { page, pageErrors } = await openHydrated(browser, "/blog/%E0%A4%A");
  expect(await followLink(page, page.getByRole("link", { name: "Explore Features" }), "/features/")).toBe(true);
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

test("a client-side navigation to an odd address loads it as a new document", async () => {
  const { page, pageErrors, consoleErrors } = await openHydrated(browser, "/features/");
  await markDocument(page);
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/a%2Fb"));
  await page.waitForURL((address) => address.pathname !== "/features/");
  await waitForHydration(page);
  await page.waitForTimeout(SETTLE_MS);
  expect(await isSameDocument(page)).toBe(false);
  expect(await page.getByTestId("requested-path").textContent()).toBe("/a/b");
  expect(pageErrors).toEqual([]);
  expect(consoleProblems(consoleErrors)).toEqual([]);
  await page.context().close();
});

test("an odd address under /dashboard/ opens the dashboard without an error", async () => {
  const { page, pageErrors, consoleErrors } = await openPage(browser);
  const response = await page.goto(url("/dashboard/%E0%A4%A"));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await page.waitForTimeout(SETTLE_MS);
  expect(await page.getByRole("heading", { level: 1 }).first().isVisible()).toBe(true);
  expect(pageErrors).toEqual([]);
  expect(consoleProblems(consoleErrors)).toEqual([]);
  await page.context().close();
});
