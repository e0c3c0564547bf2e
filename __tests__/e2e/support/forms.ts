import type { Page, Request } from "playwright-core";
import { describeViolations, runAxe, type AxeViolation } from "./browser";

/**
 * Runs axe on the page, or on one part of it (`within`, a CSS selector). axe is injected only
 * once, so a later scan of a form fits inside its 1.5 s submitting state.
 */
export async function axeViolations(page: Page, within?: string): Promise<string> {
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== "undefined");
  if (!injected) await runAxe(page);
  const violations = await page.evaluate(async (context) => {
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
  return describeViolations(violations);
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

export const toast = (page: Page, title: string) => page.getByTestId("toast").filter({ hasText: title });

export const activeElementId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? null);

/** Fills a field the way a paste does (a 10,000-character value would take a long time to type). */
export async function paste(page: Page, selector: string, value: string) {
  await page.locator(selector).fill(value);
}
