// Interaction latency of the built site, the way INP measures it: Event Timing API entries
// (PerformanceObserver type "event", durationThreshold 16) for one scripted interaction per
// scenario, with Chromium's CPU slowed down 4x (CDP Emulation.setCPUThrottlingRate). The figure
// for a run is its slowest interaction (for typing: the slowest key); a scenario's figure is the
// median of its runs. Run through `npm run bench -- --interactions`.
/* global window -- functions passed to page.evaluate and addInitScript run in the browser */
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../chromium.mjs";

export const CPU_SLOWDOWN = 4;
/** INP's "good" threshold; the bench's target for every scenario. */
export const TARGET_MS = 100;

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const MOBILE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** Collects every Event Timing entry of the page into window.__eventTimings. */
function observeEventTimings() {
  const entries = [];
  window.__eventTimings = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      entries.push({
        name: entry.name,
        duration: entry.duration,
        interactionId: entry.interactionId,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
      });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/** Clicks the middle of an element with raw input events (no injected checks under the slowed CPU). */
async function clickAt(page, box) {
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * The element's box once it is on screen, with the pointer already resting on it: found, scrolled
 * to and hovered before the CPU is slowed down, as a visitor's pointer arrives before the press.
 */
async function onScreen(locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  await locator.page().mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await locator.page().waitForTimeout(300);
  return box;
}

/**
 * Each scenario opens `path`, then `prepare` finds what it needs at full speed (Playwright's
 * element checks run scripts and animation frames in the page, which must not land inside the
 * measurement) and `act` performs the interaction with raw input (typing: one interaction per key).
 */
export const SCENARIOS = [
  {
    name: "Mobile menu: open",
    path: "/",
    context: MOBILE,
    prepare: (page) => onScreen(page.getByRole("button", { name: "Open menu" })),
    act: clickAt,
  },
  {
    name: "Blog: open a category",
    path: "/blog/",
    context: DESKTOP,
    prepare: (page) => onScreen(page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "Strategy" })),
    act: clickAt,
  },
  {
    name: "Pricing: open an FAQ item",
    path: "/pricing/",
    context: DESKTOP,
    prepare: (page) => onScreen(page.getByTestId("pricing-faq").getByRole("button").first()),
    act: clickAt,
  },
  {
    name: "Contact: type a message",
    path: "/contact/",
    context: DESKTOP,
    prepare: (page) => page.locator("#contact-message").focus(),
    act: (page) => page.keyboard.type("Hello, we need help", { delay: 60 }),
  },
  {
    name: "Login: show password",
    path: "/login/",
    context: DESKTOP,
    prepare: async (page) => {
      await page.locator('input[type="password"]').fill("correct horse");
      return onScreen(page.getByRole("button", { name: "Show password" }));
    },
    act: clickAt,
  },
  {
    name: "Help center: type a search",
    path: "/help-center/",
    context: DESKTOP,
    prepare: (page) => page.getByRole("searchbox", { name: "Search help articles and documentation" }).focus(),
    act: (page) => page.keyboard.type("webhooks", { delay: 60 }),
  },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The slowest interaction of one run, in ms (0 when none took 16 ms or more), and where its time went. */
async function measureOnce(browser, baseUrl, scenario) {
  const context = await browser.newContext(scenario.context);
  try {
    const page = await context.newPage();
    await page.addInitScript(observeEventTimings);
    await page.goto(`${baseUrl}${scenario.path}`);
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
    await page.waitForLoadState("networkidle");
    // Idle-time work (the toaster chunk warms up within 4 s) must not land inside the measurement.
    await page.waitForTimeout(4500);
    const prepared = await scenario.prepare(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.evaluate(() => (window.__eventTimings.length = 0));
    await page.waitForTimeout(500);
    await scenario.act(page, prepared);
    // Entries arrive after the next paint; give a throttled page time to paint.
    await page.waitForTimeout(1000);
    const entries = await page.evaluate(() => window.__eventTimings);
    const slowest = entries.filter((entry) => entry.interactionId > 0).sort((a, b) => b.duration - a.duration)[0];
    if (!slowest) return { duration: 0, detail: "" };
    const { name, duration, inputDelay, processing } = slowest;
    const detail = `${name}: input delay ${Math.round(inputDelay)}, processing ${Math.round(processing)}, presentation ${Math.round(duration - inputDelay - processing)}`;
    return { duration, detail };
  } finally {
    await context.close();
  }
}

/** Runs every scenario `runs` times; resolves with one row per scenario: { name, runs: number[], median }. */
export async function measureInteractions(baseUrl, { runs = 3, only = [] } = {}) {
  const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const scenario of SCENARIOS.filter((s) => only.length === 0 || only.some((word) => s.name.toLowerCase().includes(word)))) {
      const values = [];
      for (let run = 0; run < runs; run += 1) {
        const { duration, detail } = await measureOnce(browser, baseUrl, scenario);
        values.push(duration);
        process.stderr.write(`  ${scenario.name}: ${Math.round(duration)} ms${detail ? ` (${detail})` : ""}\n`);
      }
      rows.push({ name: scenario.name, runs: values, median: median(values) });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const shown = (ms) => (ms === 0 ? "< 16" : String(Math.round(ms)));

export function interactionsTable(rows) {
  const lines = [
    `| interaction (CPU ${CPU_SLOWDOWN}x slower) | median (ms) | runs (ms) | ≤ ${TARGET_MS} ms |`,
    "|---|---:|---|:---:|",
  ];
  for (const row of rows) {
    lines.push(`| ${row.name} | ${shown(row.median)} | ${row.runs.map(shown).join(", ")} | ${row.median <= TARGET_MS ? "yes" : "no"} |`);
  }
  return lines.join("\n");
}
