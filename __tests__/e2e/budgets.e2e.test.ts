import type { PageWeight } from "../../scripts/page-weight.mjs";

/** Byte budgets on the build (gzipped), deterministic: what a first visit downloads. */
const HOME_JS_BUDGET = 120 * 1024;
const PAGE_JS_BUDGET = 150 * 1024;
const HTML_BUDGET = 60 * 1024;


let pages: PageWeight[];
beforeAll(async () => {
  const { measurePages } = await import("../../scripts/page-weight.mjs");
  pages = await measurePages("public");
});

test("measures every built page", () => {
  expect(pages.length).toBeGreaterThan(1);
  expect(pages.map((page) => page.route)).toContain("/");
});

test(`the home page loads at most ${HOME_JS_BUDGET / 1024} KB of JavaScript`, () => {
  const home = pages.find((page) => page.route === "/")!;
  expect(home.jsGzip).toBeLessThanOrEqual(HOME_JS_BUDGET);
});

test(`no page loads more than ${PAGE_JS_BUDGET / 1024} KB of JavaScript`, () => {
  const over = pages.filter((page) => page.jsGzip > PAGE_JS_BUDGET).map((page) => `${page.route}: ${page.jsGzip} B`);
  expect(over).toEqual([]);
});

test(`no page's HTML is above ${HTML_BUDGET / 1024} KB`, () => {
  const over = pages.filter((page) => page.htmlGzip > HTML_BUDGET).map((page) => `${page.route}: ${page.htmlGzip} B`);
  expect(over).toEqual([]);
});
