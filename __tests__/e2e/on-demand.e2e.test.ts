import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, MOBILE, launchBrowser, openHydrated, openPage, url } from "./support/browser";
import { startTrial } from "../../src/data/notices";
import { toast } from "./support/forms";
import type { PageWeight } from "../../scripts/bench/page-weight.mjs";

// What only a visitor's action needs is fetched when something is about to ask for it, never by a
// page where nothing does: the toaster (Chakra's toast parts, Zag's toast machines and their
// state-machine core; src/components/ui/toaster-gate.ts) and a form's validation schema (Yup;
// src/forms/shared/lazyValidation.ts, ControlsFieldset).

/** Long enough for anything a page starts by itself after load (an idle callback waits up to 4 s). */
const QUIET_MS = 5000;

let browser: Browser;
let firstLoad: Map<string, Set<string>>;
let toasterScripts: string[];
/** The scripts of each form's schema chunk ("schema-contact", ...). */
let schemaScripts: Map<string, string[]>;
beforeAll(async () => {
  browser = await launchBrowser();
  const stats = JSON.parse(readFileSync("public/webpack.stats.json", "utf8")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const scriptsOf = (name: string) => {
    const group = stats.namedChunkGroups[name];
    if (!group) throw new Error(`webpack.stats.json has no chunk group "${name}" (a webpackChunkName in src/)`);
    return group.assets.map((asset) => `/${asset.name}`).filter((script) => script.endsWith(".js"));
  };
  toasterScripts = scriptsOf("toaster");
  schemaScripts = new Map(["contact", "login", "signup", "forgot-password"].map((form) => [form, scriptsOf(`schema-${form}`)]));
  const { measurePages } = await import("../../scripts/bench/page-weight.mjs");
  const pages: PageWeight[] = await measurePages("public");
  firstLoad = new Map(pages.map((page) => [page.route, new Set(page.sources)]));
});
afterAll(async () => {
  await browser?.close();
});

/** Every script path the page requests from now on. */
function recordScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) paths.push(pathname);
  });
  return paths;
}

/** Scripts among `scripts` that `route` does not load at first. */
const notFirstLoad = (route: string, scripts: string[]) => scripts.filter((script) => !firstLoad.get(route)?.has(script));

/** The toaster's scripts that are not part of the page's own first load. */
const toasterOnly = (route: string) => toasterScripts.filter((script) => !firstLoad.get(route)?.has(script));

/** Resolves once the page has fetched every script of the toaster that `route` does not load at first. */
const toasterFetched = (page: Page, route: string) =>
  Promise.all(toasterOnly(route).map((script) => page.waitForResponse((response) => new URL(response.url()).pathname === script, { timeout: 10_000 })));

test("the toaster and the forms' schemas have scripts of their own to defer", () => {
  expect(toasterScripts.some((script) => /\/toaster-[0-9a-f]+\.js$/.test(script))).toBe(true);
  expect(toasterOnly("/").length).toBeGreaterThanOrEqual(1);
  for (const [form, scripts] of schemaScripts) expect([form, notFirstLoad(`/${form}/`, scripts).length > 0]).toEqual([form, true]);
});

test.each([
  ["/", MOBILE],
  ["/", DESKTOP],
  ["/blog/", MOBILE],
  ["/blog/lead-scoring-sales-will-trust/", MOBILE],
  ["/contact/", MOBILE],
  ["/signup/", DESKTOP],
  ["/help-center/", MOBILE],
])("loading %s and leaving it alone fetches none of the toaster's scripts, nor a form's schema", async (route, context) => {
  const { page, pageErrors } = await openPage(browser, context);
  const scripts = recordScripts(page);
  await page.goto(url(route));
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(QUIET_MS);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => toasterScripts.includes(script) && !firstLoad.get(route)?.has(script))).toEqual([]);
  const schemas = [...schemaScripts.values()].flat();
  expect(scripts.filter((script) => schemas.includes(script) && !firstLoad.get(route)?.has(script))).toEqual([]);
  expect(await page.getByTestId("toast").count()).toBe(0);
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

test("filling in the contact form fetches its schema and the toaster before the submit, and the first toast appears", async () => {
  const { page, pageErrors } = await openHydrated(browser, "/contact/");
  const scripts = recordScripts(page);
  await page.waitForTimeout(QUIET_MS);
  expect(scripts.filter((script) => toasterScripts.includes(script))).toEqual([]);
  const schema = notFirstLoad("/contact/", schemaScripts.get("contact")!);
  const fetched = Promise.all([
    toasterFetched(page, "/contact/"),
    ...schema.map((script) => page.waitForResponse((response) => new URL(response.url()).pathname === script, { timeout: 10_000 })),
  ]);
  await page.focus("#contact-name");
  await fetched;

  await page.fill("#contact-name", "Ada Lovelace");
  await page.fill("#contact-email", "ada@example.com");
  await page.selectOption("#contact-subject", "general");
  await page.fill("#contact-message", "Hello there, I would like to hear more about the Growth plan.");
  await page.locator('form#contact button[type="submit"]').click();
  await toast(page, "Message Sent!").waitFor();
  expect(await toast(page, "Message Sent!").textContent()).toContain("We'll get back to you within 4 hours.");
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

test("pointing at a notice link fetches the toaster before the click, and its toast appears", async () => {
  const { page, pageErrors } = await openHydrated(browser, "/");
  const scripts = recordScripts(page);
  await page.waitForTimeout(QUIET_MS);
  expect(scripts.filter((script) => toasterScripts.includes(script))).toEqual([]);
  const trial = page.getByRole("link", { name: "Start Free Trial" }).first();
  const fetched = toasterFetched(page, "/");
  await trial.hover();
  await fetched;
  await trial.click();
  await page.getByTestId("toast").filter({ hasText: startTrial.title }).waitFor();
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

test("focusing a notice button (a keyboard user) fetches the toaster, and Enter shows its toast", async () => {
  const { page, pageErrors } = await openHydrated(browser, "/help-center/");
  const fetched = toasterFetched(page, "/help-center/");
  await page.getByRole("button", { name: "Join Community" }).focus();
  await fetched;
  await page.keyboard.press("Enter");
  await page.getByTestId("toast").filter({ hasText: "Community Coming Soon!" }).waitFor();
  expect(pageErrors).toEqual([]);
  await page.context().close();
});
