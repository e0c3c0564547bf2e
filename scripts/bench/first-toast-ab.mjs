// How long the first notice (toast) of a page takes to appear after the press that asks for it,
// in two builds of the site, with the CPU slowed down 4x as in the interactions bench:
//
//   npm run bench:toast -- <public dir A> <public dir B> [--runs 7] [--only contact,trial]
//
// Each run opens a fresh page, lets it load and go idle for WAIT_MS (a visitor reads before
// acting, and a build that warms the toaster when the browser is idle has done so by then), does
// what a visitor does first at full speed (fills the form: focus and typing), then slows the CPU
// down and presses with raw input. The figure is the time from the press's `pointerdown` to the
// frame after the toast enters the DOM. A and B alternate run by run; prints medians.
// See scripts/bench/main-thread-ab.mjs for building another revision beside this one.
/* global window, document, requestAnimationFrame, MutationObserver -- page.evaluate runs in the browser */
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
const valued = new Set(["--runs", "--only"]);
const dirs = args.filter((arg, index) => !arg.startsWith("--") && !valued.has(args[index - 1])).map((dir) => resolve(dir));
const RUNS = Number(option("runs", 7));
const ONLY = option("only", "")?.split(",").filter(Boolean) ?? [];
if (dirs.length !== 2) throw new Error("Usage: first-toast-ab.mjs <public dir A> <public dir B> [--runs N] [--only contact,trial]");
for (const dir of dirs) if (!existsSync(join(dir, "index.html"))) throw new Error(`No built site in ${dir} (no index.html)`);

/** Long enough for an idle-time warm-up (requestIdleCallback, timeout 4 s) to have run. */
const WAIT_MS = 5000;
const DESKTOP = { viewport: { width: 1280, height: 800 } };
/** How long a finger rests on the screen in a tap (touchstart to touchend; people take ~70-150 ms). */
const TAP_MS = 80;
const MOBILE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

/** Records the first toast's arrival (the frame after it enters the DOM) and the last pointerdown. */
function watchForToast() {
  const state = { pressedAt: null, shownAt: null };
  window.__firstToast = state;
  window.addEventListener("pointerdown", (event) => (state.pressedAt = event.timeStamp), { capture: true });
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('[data-testid="toast"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => (state.shownAt = performance.now()));
  }).observe(document.body, { childList: true, subtree: true });
}

const SCENARIOS = [
  {
    name: "Contact form: Send Message (demo mode)",
    key: "contact",
    path: "/contact/",
    context: DESKTOP,
    async prepare(page) {
      await page.fill("#contact-name", "Ada Lovelace");
      await page.fill("#contact-email", "ada@example.com");
      await page.selectOption("#contact-subject", { index: 1 });
      await page.fill("#contact-message", "Hello, I would like to know more about the Growth plan.");
      const button = page.getByRole("button", { name: "Send Message" });
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(300);
      return box;
    },
    press: (page, box) => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2),
  },
  {
    name: `Home: Start Free Trial, tapped on a phone (${TAP_MS} ms press; a notice, then /signup/)`,
    key: "trial",
    path: "/",
    context: MOBILE,
    async prepare(page) {
      const link = page.getByRole("link", { name: "Start Free Trial" }).first();
      await link.scrollIntoViewIfNeeded();
      return link.boundingBox();
    },
    async press(page, box) {
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
      await new Promise((resolve) => setTimeout(resolve, TAP_MS));
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    },
  },
];

async function measureOnce(browser, baseUrl, scenario) {
  const context = await browser.newContext(scenario.context);
  try {
    const page = await context.newPage();
    await page.goto(baseUrl + scenario.path, { waitUntil: "load" });
    await page.waitForTimeout(WAIT_MS);
    const target = await scenario.prepare(page);
    await page.evaluate(watchForToast);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await scenario.press(page, target);
    await page.waitForFunction(() => window.__firstToast.shownAt !== null, null, { timeout: 15000 });
    const { pressedAt, shownAt } = await page.evaluate(() => window.__firstToast);
    if (pressedAt === null) throw new Error(`${scenario.name}: no pointerdown was seen`);
    return shownAt - pressedAt;
  } finally {
    await context.close();
  }
}

const scenarios = SCENARIOS.filter((scenario) => ONLY.length === 0 || ONLY.includes(scenario.key));
const servers = await Promise.all(dirs.map((root) => startStaticServer({ root })));
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(" ");
const loadBefore = loadAverage();
const rows = [];
try {
  for (const scenario of scenarios) {
    const samples = [[], []];
    for (let run = 0; run < RUNS; run += 1) {
      for (const side of run % 2 ? [1, 0] : [0, 1]) samples[side].push(await measureOnce(browser, servers[side].url, scenario));
    }
    rows.push({ scenario, samples });
    process.stderr.write(`  ${scenario.name}: ${median(samples[0]).toFixed(0)} → ${median(samples[1]).toFixed(0)} ms\n`);
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}

const whole = (values) => values.map((value) => value.toFixed(0)).join(", ");
console.log(`A: ${dirs[0]}\nB: ${dirs[1]}`);
console.log(`${RUNS} runs of each, alternating; CPU slowed ${CPU_SLOWDOWN}x; press to toast on screen. Load average: ${loadBefore} → ${loadAverage()}\n`);
console.log("| scenario | A median (ms) | B median (ms) | B − A | A runs | B runs |");
console.log("|---|---:|---:|---:|---|---|");
for (const { scenario, samples } of rows) {
  const [a, b] = samples.map(median);
  console.log(`| ${scenario.name} | ${a.toFixed(0)} | ${b.toFixed(0)} | ${(b - a).toFixed(0)} | ${whole(samples[0])} | ${whole(samples[1])} |`);
}
