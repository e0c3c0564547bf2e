import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from "playwright-core";

import { CHROMIUM_ARGS } from "./chromium";

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run the browser tests through npm run test:e2e (the e2e project of jest.config.js)");
  return url;
};

export const url = (path: string) => `${baseUrl()}${path}`;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH, headless: true, args: CHROMIUM_ARGS });
}

export const DESKTOP = { viewport: { width: 1280, height: 800 } };
export const MOBILE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

export interface TrackedPage {
  page: Page;
  /** Requests that left the site's own origin. */
  foreignRequests: string[];
  consoleErrors: string[];
  pageErrors: string[];
  /** Content-Security-Policy violations the browser reported (also collected for the whole test run, see below). */
  cspViolations: string[];
}

const CSP_VIOLATION_PREFIX = "CSP violation:";

/** Reports every violation in the page (and its frames) through the console, where the test sees it. */
function reportCspViolations(prefix: string) {
  document.addEventListener("securitypolicyviolation", (event) => {
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
    const blocked = event.blockedURI || "(no URI)";
    console.error(`${prefix} ${event.effectiveDirective} blocked ${blocked}${where} on ${location.href} ${event.sample}`.trim());
  });
}

const isCspMessage = (text: string) => text.startsWith(CSP_VIOLATION_PREFIX) || /Content Security Policy/i.test(text);

/** Violations reported by any tracked page since the last call (support/csp-guard.ts fails the test on any). */
const unclaimedCspViolations: string[] = [];
export function takeCspViolations(): string[] {
  return unclaimedCspViolations.splice(0);
}

/**
 * A page that records foreign requests, console errors, uncaught errors and CSP violations.
 * Foreign requests are aborted. Every test runs under the site's real headers (the static server
 * applies public/_headers), and any CSP violation fails the test that caused it.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = DESKTOP): Promise<TrackedPage> {
  const context = await browser.newContext(options);
  await context.addInitScript(reportCspViolations, CSP_VIOLATION_PREFIX);
  const page = await context.newPage();
  const tracked: TrackedPage = { page, foreignRequests: [], consoleErrors: [], pageErrors: [], cspViolations: [] };
  const origin = new URL(baseUrl()).origin;
  await page.route("**/*", (route) => {
    const requestUrl = route.request().url();
    if (requestUrl.startsWith("data:") || requestUrl.startsWith("blob:") || requestUrl.startsWith(origin)) {
      return route.continue();
    }
    tracked.foreignRequests.push(requestUrl);
    return route.abort();
  });
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error") tracked.consoleErrors.push(text);
    if (isCspMessage(text)) {
      tracked.cspViolations.push(text);
      unclaimedCspViolations.push(text);
    }
  });
  page.on("pageerror", (error) => tracked.pageErrors.push(error.message));
  return tracked;
}

/** A tracked page opened at `path` and hydrated, ready for the test to use. */
export async function openHydrated(browser: Browser, path: string, options: BrowserContextOptions = DESKTOP): Promise<TrackedPage> {
  const tracked = await openPage(browser, options);
  await tracked.page.goto(url(path));
  await waitForHydration(tracked.page);
  return tracked;
}

/**
 * Waits until React has hydrated the page: Gatsby marks `onInitialClientRender` after the first
 * commit, and its router is then ready for client-side navigation.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      performance.getEntriesByName("onInitialClientRender").length > 0 &&
      typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function",
  );
  await page.waitForLoadState("networkidle");
}

/** Marks the current document so a test can tell a client-side navigation from a full reload. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

export async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/**
 * The document's title once it reads `title`, or as it stands after 5 s: after a client-side
 * navigation, react-helmet writes the new page's head in an animation frame after the page renders.
 */
export async function settledTitle(page: Page, title: string): Promise<string> {
  await page.waitForFunction((expected) => document.title === expected, title, { timeout: 5_000 }).catch(() => undefined);
  return page.title();
}

/** Clicks `link`, waits for `path` and its page's heading; true when that took no new document. */
export async function followLink(page: Page, link: Locator, path: string): Promise<boolean> {
  await markDocument(page);
  await link.click();
  await page.waitForURL(url(path));
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  return isSameDocument(page);
}

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/**
 * Resolves once no finite animation or transition is running, checked again a couple of frames
 * after each one ends: a button re-enabled after a submit starts its opacity transition on the
 * next style pass, and a scan caught mid-way judges a contrast that no one reads. Endless
 * animations (spinners) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 20; round++) {
      await nextFrame();
      await nextFrame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState !== "finished" && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) on the settled page, or on one part of it
 * (`within`, a CSS selector); returns its violations. axe is evaluated through the DevTools
 * protocol (an injected <script> would be an inline script the page's Content-Security-Policy
 * rightly refuses), and only once per page, so a later scan of a form fits inside its 1.5 s
 * submitting state.
 */
export async function runAxe(page: Page, within?: string): Promise<AxeViolation[]> {
  await settleAnimations(page);
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== "undefined");
  if (!injected) await page.evaluate(`${AXE_SOURCE}\n;void 0`);
  return page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(context ?? document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, within);
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`)
    .join("\n");
}

/** The HTML file that answers a route of builtRoutes(): its index.html, or a client-only route's [...].html. */
export function builtFile(route: string, publicDir = "public"): string {
  const index = join(publicDir, route, "index.html");
  return existsSync(index) ? index : join(publicDir, route, "[...].html");
}

/** Every page route in the build (from public/**\/index.html), plus the 404 page. */
export function builtRoutes(publicDir = "public"): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (["static", "page-data", "_gatsby", "admin", "~partytown", "icons"].includes(entry.name)) continue;
        walk(full);
      } else if (entry.name === "index.html") {
        const rel = relative(publicDir, dir).split(sep).join("/");
        routes.push(rel ? `/${rel}/` : "/");
      } else if (entry.name === "[...].html") {
        // A client-only route's page, where the Netlify adapter moves it (dashboard/[...].html answers /dashboard/*).
        routes.push(`/${relative(publicDir, dir).split(sep).join("/")}/`);
      }
    }
  };
  walk(publicDir);
  return routes.filter((route) => route !== "/404/").sort();
}
