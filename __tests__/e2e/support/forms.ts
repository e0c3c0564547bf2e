import type { Page, Request } from "playwright-core";
import { describeViolations, runAxe } from "./browser";

/** axe's violations on the settled page, or on one part of it (`within`, a CSS selector), as text. */
export async function axeViolations(page: Page, within?: string): Promise<string> {
  return describeViolations(await runAxe(page, within));
}

export interface RecordedRequest {
  method: string;
  type: string;
  url: string;
}

/**
 * Records what the page sends from now on that a real form submission would: any non-GET
 * request, and any fetch/XHR except Gatsby's own page data (read when navigating).
 */
export function recordSubmissionRequests(page: Page): { requests: RecordedRequest[]; stop: () => void } {
  const requests: RecordedRequest[] = [];
  const onRequest = (request: Request) => {
    const type = request.resourceType();
    const isData = type === "fetch" || type === "xhr";
    const gatsbyData = /\/page-data\/.+\.json$/.test(new URL(request.url()).pathname);
    if (request.method() !== "GET" || (isData && !gatsbyData)) {
      requests.push({ method: request.method(), type, url: request.url() });
    }
  };
  page.on("request", onRequest);
  return { requests, stop: () => page.off("request", onRequest) };
}

/**
 * The in-page clock starts when React has rendered the submitting state, which on a loaded
 * machine can be a few frames after the delay's own timer started. The exact delays are unit-tested.
 */
export const RENDER_LAG_MS = 250;

export const toast = (page: Page, title: string) => page.getByTestId("toast").filter({ hasText: title });

export const activeElementId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? null);

/** Fills a field the way a paste does (a 10,000-character value would take a long time to type). */
export async function paste(page: Page, selector: string, value: string) {
  await page.locator(selector).fill(value);
}

type TimingWindow = Window & { __startedAt?: number; __navigatedAt?: number };

/**
 * Times a simulated submission inside the page, where a loaded test machine's round trips
 * do not count: the clock starts when a form enters its submitting state (aria-busy="true")
 * and stops when the page asks Gatsby to navigate (window.___navigate, which `navigate()`
 * calls). Loading the next page is Gatsby's work and not timed. Call before `page.goto`.
 */
export async function installSubmitTimer(page: Page) {
  await page.addInitScript(() => {
    const w = window as TimingWindow & { ___navigate?: (...args: unknown[]) => unknown };
    new MutationObserver((records) => {
      const busy = records.some((record) => (record.target as Element).getAttribute("aria-busy") === "true");
      if (busy && w.__startedAt === undefined) w.__startedAt = performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-busy"] });
    let navigate: ((...args: unknown[]) => unknown) | undefined;
    Object.defineProperty(w, "___navigate", {
      configurable: true,
      get: () => navigate,
      set(gatsbyNavigate: (...args: unknown[]) => unknown) {
        navigate = (...args: unknown[]) => {
          if (w.__startedAt !== undefined && w.__navigatedAt === undefined) w.__navigatedAt = performance.now();
          return gatsbyNavigate(...args);
        };
      },
    });
  });
}

/** Arms the timer: the next submitting state starts it. */
export const startTiming = (page: Page) =>
  page.evaluate(() => {
    const w = window as TimingWindow;
    w.__startedAt = undefined;
    w.__navigatedAt = undefined;
  });

export interface FormSnapshot {
  /** ms since the submitting state began, measured in the page. */
  elapsed: number;
  buttonText: string;
  enabledControls: number;
}

/** The state of a form taken in the page, atomically, once `ms` have passed since the start. */
export async function snapshotAfter(page: Page, ms: number, form: string): Promise<FormSnapshot> {
  const handle = await page.waitForFunction(
    ({ ms, form }) => {
      const w = window as TimingWindow;
      if (w.__startedAt === undefined) return false;
      const elapsed = performance.now() - w.__startedAt;
      if (elapsed < ms) return false;
      const root = document.querySelector(form)!;
      return {
        elapsed,
        buttonText: root.querySelector('button[type="submit"]')?.textContent ?? "",
        enabledControls: Array.from(root.querySelectorAll("input, button, select, textarea")).filter(
          (el) => !el.matches(":disabled"),
        ).length,
      };
    },
    { ms, form },
    { polling: "raf" },
  );
  return (await handle.jsonValue()) as FormSnapshot;
}

/** ms from the start of the submitting state to the navigation, measured in the page. */
export const submitToNavigation = (page: Page) =>
  page.evaluate(() => {
    const w = window as TimingWindow;
    return (w.__navigatedAt ?? NaN) - (w.__startedAt ?? NaN);
  });
