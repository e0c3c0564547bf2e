// How long a link in a post's Markdown body takes to open its page, with and without the body's
// prefetching (src/lib/prefetch-markdown-links.ts), in one build of the site:
//
//   npm run bench:markdown-links -- [public dir] [--runs 15] [--rest 300] [--in-view 0] [--only docs,post]
//
// Each run opens the post in a fresh browser context on a mobile-ish network (150 ms round trip,
// 1.6 Mbps down, 750 Kbps up) with the CPU slowed down 4x, waits until it has hydrated and the
// network is idle, scrolls the link into view, waits --in-view ms, moves the pointer onto it,
// rests there --rest ms (as a visitor does before clicking) and clicks. The figure is the time
// from the click's `pointerdown` to the frame after the linked page's <h1> is shown at its address
// (a client-side navigation; a full reload fails the run).
//
// A is the site as built. B is the same build with the body's prefetching switched off by an init
// script: the body's links are never observed for coming into view and the body gets no `mouseover`
// listener, which are the two ways it starts (Gatsby's `Link`s elsewhere on the page keep theirs).
// Both sides count what Gatsby's loader is asked about the link's page: a run fails when A's loader
// was not asked to load it on hover, or B's was. A and B alternate run by run; prints medians,
// quartiles and whether the difference of medians exceeds the larger of the two IQRs.
/* global window, document, location, history, requestAnimationFrame, MutationObserver, IntersectionObserver, HTMLAnchorElement, Element -- page.evaluate runs in the browser */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadavg } from "node:os";
import { chromium } from "playwright-core";
import { startStaticServer } from "../static-server.mjs";
import { CHROMIUM_ARGS, findChromium } from "../chromium.mjs";
import { median } from "./bench-build-report.mjs";
import { CPU_SLOWDOWN } from "./interactions.mjs";
import { optionReader } from "./cli-args.mjs";

const args = process.argv.slice(2);
const option = optionReader(args);
const valued = new Set(["--runs", "--rest", "--in-view", "--only"]);
const dirs = args.filter((arg, index) => !arg.startsWith("--") && !valued.has(args[index - 1]));
const ROOT = resolve(dirs[0] ?? "public");
const RUNS = Number(option("runs", 15));
const REST_MS = Number(option("rest", 300));
const IN_VIEW_MS = Number(option("in-view", 0));
const ONLY = option("only", "")?.split(",").filter(Boolean) ?? [];
const USAGE = "Usage: markdown-link-ab.mjs [public dir] [--runs N] [--rest MS] [--in-view MS] [--only docs,post]";
if (dirs.length > 1) throw new Error(USAGE);
if (!existsSync(join(ROOT, "index.html"))) throw new Error(`No built site in ${ROOT} (no index.html); run npm run build first`);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs must be a whole number of 1 or more");
if (!(REST_MS >= 0) || !(IN_VIEW_MS >= 0)) throw new Error("--rest and --in-view must be 0 or more milliseconds");

const POST = "/blog/attribution-reports-without-fooling-yourself/";
/** Links in that post's body: one to a page of another template, one to another post. */
const SCENARIOS = [
  { key: "docs", name: "post → docs page (another template)", linkText: "integrations docs" },
  { key: "post", name: "post → another post (same template)", linkText: "a full-funnel plan for a team of three" },
].filter((scenario) => ONLY.length === 0 || ONLY.includes(scenario.key));
if (SCENARIOS.length === 0) throw new Error(`--only matched no scenario (known: docs, post)`);

/** Lighthouse's mobile network: 150 ms round trip, 1.6 Mbps down, 750 Kbps up (bytes per second for CDP). */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** Counts what Gatsby's loader (`window.___loader`, set by its runtime) is asked about `target`, on both sides. */
function countLoaderCalls(target) {
  const calls = { enqueue: 0, hovering: 0 };
  window.__targetCalls = calls;
  let loader;
  Object.defineProperty(window, "___loader", {
    configurable: true,
    get: () => loader,
    set(value) {
      loader = value;
      for (const name of ["enqueue", "hovering"]) {
        const original = value[name];
        value[name] = (path) => {
          if (new URL(path, location.href).pathname === target) calls[name] += 1;
          return original(path);
        };
      }
    },
  });
}

/**
 * B: the post body's prefetching never starts. It watches the body's links with an
 * IntersectionObserver and listens for `mouseover` on the body; both are refused here, for the
 * body only (Gatsby's `Link`s elsewhere on the page observe their own anchors, outside it).
 */
function disableBodyPrefetch() {
  const BODY = '[data-testid="post-body"]';
  const observe = IntersectionObserver.prototype.observe;
  IntersectionObserver.prototype.observe = function (target) {
    if (target instanceof HTMLAnchorElement && target.closest(BODY)) return;
    observe.call(this, target);
  };
  const addEventListener = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, ...rest) {
    if (type === "mouseover" && this instanceof Element && this.matches(BODY)) return;
    addEventListener.call(this, type, ...rest);
  };
}

/** Records the click's pointerdown and the frame after `heading` is the page's <h1> at `target`. */
function watchForPage({ target, heading }) {
  const state = { pressedAt: null, shownAt: null };
  window.__linkOpen = state;
  window.addEventListener("pointerdown", (event) => (state.pressedAt ??= event.timeStamp), { capture: true });
  const check = () => {
    if (state.shownAt !== null || location.pathname !== target) return;
    if (document.querySelector("h1")?.textContent?.trim() !== heading) return;
    state.shownAt = -1;
    requestAnimationFrame(() => (state.shownAt = performance.now()));
  };
  new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
  const pushState = history.pushState.bind(history);
  history.pushState = (...args) => {
    pushState(...args);
    check();
  };
}

/** The link's path and the heading of the page it opens. */
async function describeLink(browser, baseUrl, scenario) {
  const context = await browser.newContext(DESKTOP);
  try {
    const page = await context.newPage();
    await page.goto(baseUrl + POST, { waitUntil: "networkidle" });
    const href = await page.getByTestId("post-body").getByRole("link", { name: scenario.linkText, exact: true }).getAttribute("href");
    if (!href) throw new Error(`${POST}: no link "${scenario.linkText}" in the post's body`);
    const target = new URL(href, baseUrl + POST).pathname;
    await page.goto(baseUrl + target, { waitUntil: "load" });
    const heading = (await page.locator("h1").first().textContent())?.trim();
    if (!heading) throw new Error(`${target} has no <h1>`);
    return { target, heading };
  } finally {
    await context.close();
  }
}

async function measureOnce(browser, baseUrl, scenario, link, disable) {
  const context = await browser.newContext(DESKTOP);
  try {
    const page = await context.newPage();
    await page.addInitScript(countLoaderCalls, link.target);
    if (disable) await page.addInitScript(disableBodyPrefetch);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(baseUrl + POST, { waitUntil: "load", timeout: 60_000 });
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0 && typeof window.___navigate === "function", null, {
      timeout: 60_000,
    });
    await page.waitForLoadState("networkidle");
    await page.evaluate(watchForPage, link);

    const anchor = page.getByTestId("post-body").getByRole("link", { name: scenario.linkText, exact: true });
    await anchor.scrollIntoViewIfNeeded();
    await page.waitForTimeout(IN_VIEW_MS);
    // The middle of the link's first line box (a link may wrap).
    const point = await anchor.evaluate((a) => {
      const box = a.getClientRects()[0];
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    await page.mouse.move(point.x, point.y);
    await page.waitForTimeout(REST_MS);
    await page.mouse.click(point.x, point.y);
    // A new document has no __linkOpen: the click reloaded the site.
    await page.waitForFunction(() => !window.__linkOpen || window.__linkOpen.shownAt > 0, null, { timeout: 30_000 });
    const state = await page.evaluate(() => window.__linkOpen);
    if (!state) throw new Error(`${scenario.name}: the click loaded a new document instead of navigating client-side`);
    const calls = await page.evaluate(() => window.__targetCalls);
    const { pressedAt, shownAt } = state;
    if (pressedAt === null) throw new Error(`${scenario.name}: no pointerdown was seen`);
    if (!disable && calls.hovering === 0) throw new Error(`${scenario.name}: A never asked the loader to load ${link.target} on hover`);
    if (disable && calls.hovering > 0) throw new Error(`${scenario.name}: B still asked the loader to load ${link.target} on hover`);
    return { ms: shownAt - pressedAt, calls };
  } finally {
    await context.close();
  }
}

/** The value at fraction `q` of the sorted values, linearly interpolated. */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  return sorted[low] + (sorted[Math.ceil(position)] - sorted[low]) * (position - low);
}

const server = await startStaticServer({ root: ROOT });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(" ");
const loadBefore = loadAverage();
const rows = [];
try {
  for (const scenario of SCENARIOS) {
    const link = await describeLink(browser, server.url, scenario);
    const samples = [[], []];
    const calls = [[], []];
    for (let run = 0; run < RUNS; run += 1) {
      for (const side of run % 2 ? [1, 0] : [0, 1]) {
        const result = await measureOnce(browser, server.url, scenario, link, side === 1);
        samples[side].push(result.ms);
        calls[side].push(result.calls);
      }
    }
    rows.push({ scenario, link, samples, calls });
    process.stderr.write(`  ${scenario.name}: A ${median(samples[0]).toFixed(0)} ms, B ${median(samples[1]).toFixed(0)} ms\n`);
  }
} finally {
  await browser.close();
  await server.close();
}

const whole = (values) => values.map((value) => value.toFixed(0)).join(", ");
const callCounts = (list) => {
  const sum = (name) => list.reduce((total, calls) => total + calls[name], 0);
  return `enqueue ${sum("enqueue")}, hovering ${sum("hovering")}`;
};
console.log(`Site: ${ROOT}; post ${POST}`);
console.log(
  `${RUNS} runs of each, alternating, fresh context each; ${NETWORK.latency} ms RTT, 1.6 Mbps down; CPU slowed ${CPU_SLOWDOWN}x; ` +
    `link in view ${IN_VIEW_MS} ms, pointer rests ${REST_MS} ms; pointerdown to the new page's <h1> on screen.`,
);
console.log(`Load average (1, 5, 15 min): ${loadBefore} → ${loadAverage()}\n`);
console.log("| link | A median (p25–p75) ms | B median (p25–p75) ms | B − A | larger IQR | above the noise | loader calls for the link, A / B |");
console.log("|---|---:|---:|---:|---:|---|---|");
for (const { scenario, link, samples, calls } of rows) {
  const [a, b] = samples.map((values) => ({ median: median(values), p25: quantile(values, 0.25), p75: quantile(values, 0.75) }));
  const noise = Math.max(a.p75 - a.p25, b.p75 - b.p25);
  const cell = (side) => `${side.median.toFixed(0)} (${side.p25.toFixed(0)}–${side.p75.toFixed(0)})`;
  const difference = b.median - a.median;
  console.log(
    `| ${scenario.name}: ${link.target} | ${cell(a)} | ${cell(b)} | ${difference.toFixed(0)} | ${noise.toFixed(0)} | ` +
      `${Math.abs(difference) > noise ? "yes" : "no"} | ${callCounts(calls[0])} / ${callCounts(calls[1])} |`,
  );
}
console.log("");
for (const { scenario, samples } of rows) console.log(`${scenario.key}: A ${whole(samples[0])}\n${scenario.key}: B ${whole(samples[1])}`);
