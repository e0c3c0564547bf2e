import type { PageWeight } from "../../scripts/bench/page-weight.mjs";
import type { FirstVisit } from "../../scripts/bench/first-visit-js.mjs";

/**
 * Byte budgets on the build (gzipped), deterministic: what a first visit downloads. The figures
 * they hold, and how they were reached, are in docs/performance.md ("First visit").
 */
// From the HTML and webpack's stats (npm run size): the page's scripts, start-up chunks, its own
// chunks and its slices' chunks.
const HOME_JS_BUDGET = 126 * 1024;
const PAGE_JS_BUDGET = 145 * 1024;
const HTML_BUDGET = 60 * 1024;
// Everything Chromium fetches until 3 s after the load event, lazy chunks included (npm run size -- --after-load).
const HOME_VISIT_BUDGET = 131 * 1024;
const PAGE_VISIT_BUDGET = 145 * 1024;
/** One page of each kind: each template, each form, the screens with their own chunks. */
const VISITED = [
  "/",
  "/blog/",
  "/blog/lead-scoring-sales-will-trust/",
  "/pricing/",
  "/features/",
  "/contact/",
  "/login/",
  "/signup/",
  "/forgot-password/",
  "/help-center/",
  "/help/getting-started/",
  "/status/",
  "/dashboard/",
  "/privacy/",
  "/404.html",
];

let pages: PageWeight[];
let visits: FirstVisit[];
beforeAll(async () => {
  const { measurePages } = await import("../../scripts/bench/page-weight.mjs");
  const { measureFirstVisits } = await import("../../scripts/bench/first-visit-js.mjs");
  pages = await measurePages("public");
  visits = await measureFirstVisits("public", { routes: VISITED });
}, 180_000);

test("measures every built page", () => {
  expect(pages.length).toBeGreaterThan(1);
  expect(pages.map((page) => page.route)).toContain("/");
  expect(visits.map((visit) => visit.route)).toEqual(VISITED);
  // Every page loads its navbar and footer slices' code.
  for (const page of pages) expect([page.route, page.sources.some((src) => src.includes("slice---src-slices-navbar"))]).toEqual([page.route, true]);
});

test(`the home page loads at most ${HOME_JS_BUDGET / 1024} KB of JavaScript`, () => {
  const home = pages.find((page) => page.route === "/")!;
  expect(home.jsGzip).toBeLessThanOrEqual(HOME_JS_BUDGET);
});

test(`no page loads more than ${PAGE_JS_BUDGET / 1024} KB of JavaScript`, () => {
  const over = pages.filter((page) => page.jsGzip > PAGE_JS_BUDGET).map((page) => `${page.route}: ${page.jsGzip} B`);
  expect(over).toEqual([]);
});

test(`a first visit of the home page fetches at most ${HOME_VISIT_BUDGET / 1024} KB of JavaScript in its first 3 s`, () => {
  const home = visits.find((visit) => visit.route === "/")!;
  expect(home.jsGzip).toBeLessThanOrEqual(HOME_VISIT_BUDGET);
});

test(`a first visit of any page fetches at most ${PAGE_VISIT_BUDGET / 1024} KB of JavaScript in its first 3 s`, () => {
  const over = visits.filter((visit) => visit.jsGzip > PAGE_VISIT_BUDGET).map((visit) => `${visit.route}: ${visit.jsGzip} B`);
  expect(over).toEqual([]);
});

test(`no page's HTML is above ${HTML_BUDGET / 1024} KB`, () => {
  const over = pages.filter((page) => page.htmlGzip > HTML_BUDGET).map((page) => `${page.route}: ${page.htmlGzip} B`);
  expect(over).toEqual([]);
});
