// Compares the browser's main-thread work between two builds of the site, page by page:
//
//   npm run bench:main-thread -- <public dir A> <public dir B> [--pages /,/blog/] [--runs 11] [--cpu 4]
//
// Lighthouse's Total Blocking Time on these shared machines moves more between runs of the same
// page than a change does (other processes take the CPU; docs/performance.md#measuring), so its
// score cannot show whether a change made a page heavier. This loads each page in Chromium, with
// the CPU slowed down as Lighthouse's mobile preset does (4x), alternating A and B run by run so
// that load from other processes falls on both, and reads Chromium's own counters once the page
// has hydrated and gone idle: script, task, layout and style time and the JS heap. Prints medians
// per page and B/A ratios.
//
// To build another revision beside this one (for A):
//   git worktree add /tmp/before <rev> && ln -s "$PWD/node_modules" /tmp/before/node_modules
//   (cd /tmp/before && npm run build)
//   npm run bench:main-thread -- /tmp/before/public public
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadavg } from "node:os";
import { chromium } from "playwright-core";
import { startStaticServer } from "../static-server.mjs";
import { CHROMIUM_ARGS, findChromium } from "../chromium.mjs";
import { median } from "./bench-build-report.mjs";
import { CPU_SLOWDOWN } from "./interactions.mjs";

const KNOWN_OPTIONS = new Set(["pages", "runs", "cpu"]);
const options = {};
const positional = [];
for (let index = 2; index < process.argv.length; index += 1) {
  const arg = process.argv[index];
  if (!arg.startsWith("--")) {
    positional.push(arg);
    continue;
  }
  const name = arg.slice(2);
  if (!KNOWN_OPTIONS.has(name)) throw new Error(`Unknown option ${arg} (known: ${[...KNOWN_OPTIONS].map((o) => `--${o}`).join(", ")})`);
  if (index + 1 >= process.argv.length) throw new Error(`${arg} needs a value`);
  options[name] = process.argv[(index += 1)];
}
const dirs = positional.map((dir) => resolve(dir));
const PAGES = (options.pages ?? "/,/blog/,/pricing/,/signup/").split(",").filter(Boolean);
const RUNS = Number(options.runs ?? 11);
const CPU = Number(options.cpu ?? CPU_SLOWDOWN);

if (dirs.length !== 2) throw new Error("Usage: main-thread-ab.mjs <public dir A> <public dir B> [--pages /,/blog/] [--runs N] [--cpu N]");
for (const dir of dirs) if (!existsSync(join(dir, "index.html"))) throw new Error(`No built site in ${dir} (no index.html)`);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs must be a whole number of 1 or more");
if (!(CPU >= 1)) throw new Error("--cpu must be 1 or more (the CPU slowdown factor)");

const QUIET_MS = 1000;
const POLL_MS = 250;
const QUIET_TASK_MS = 10;
const MAX_WAIT_MS = 15000;

/**
 * Chromium's counters once the main thread has been nearly idle for a second (under 10 ms of tasks
 * in each 250 ms; a loaded page keeps running small timers): hydration, the page data it fetches
 * and the work they schedule are then done.
 */
async function quietMetrics(cdp) {
  const read = async () => Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map(({ name, value }) => [name, value]));
  let last = await read();
  let quietFor = 0;
  for (let waited = 0; waited < MAX_WAIT_MS && quietFor < QUIET_MS; waited += POLL_MS) {
    await new Promise((done) => setTimeout(done, POLL_MS));
    const next = await read();
    quietFor = (next.TaskDuration - last.TaskDuration) * 1000 < QUIET_TASK_MS ? quietFor + POLL_MS : 0;
    last = next;
  }
  if (quietFor < QUIET_MS) throw new Error(`The page's main thread was still busy (10 ms or more of tasks every 250 ms) after ${MAX_WAIT_MS / 1000} s`);
  return last;
}

/** Milliseconds of each kind of main-thread work, and the JS heap in KB, for one load of `url`. */
async function measureLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
    await cdp.send("Performance.enable");
    const response = await page.goto(url, { waitUntil: "load" });
    if (!response || response.status() >= 400) throw new Error(`${url} answered ${response?.status()}`);
    const value = await quietMetrics(cdp);
    return {
      script: value.ScriptDuration * 1000,
      task: value.TaskDuration * 1000,
      layout: value.LayoutDuration * 1000,
      style: value.RecalcStyleDuration * 1000,
      heap: value.JSHeapUsedSize / 1024,
    };
  } finally {
    await context.close();
  }
}

const servers = await Promise.all(dirs.map((root) => startStaticServer({ root })));
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(" ");
const loadBefore = loadAverage();
const rows = [];
try {
  for (const path of PAGES) {
    const samples = [[], []];
    for (let run = 0; run < RUNS; run += 1) {
      const order = run % 2 ? [1, 0] : [0, 1];
      for (const side of order) samples[side].push(await measureLoad(browser, servers[side].url + path));
    }
    const medians = samples.map((loads) => Object.fromEntries(Object.keys(loads[0]).map((key) => [key, median(loads.map((l) => l[key]))])));
    rows.push({ path, a: medians[0], b: medians[1] });
    process.stderr.write(`  ${path}: script ${medians[0].script.toFixed(0)} → ${medians[1].script.toFixed(0)} ms\n`);
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}

const whole = (n) => n.toFixed(0);
const ratio = (a, b) => (a > 0 ? (b / a).toFixed(2) : "–");
console.log(`A: ${dirs[0]}\nB: ${dirs[1]}`);
console.log(`${RUNS} loads of each page per build, alternating; CPU slowed ${CPU}x; medians. Load average: ${loadBefore} → ${loadAverage()}\n`);
console.log("| page | script A → B (ms) | ratio | all tasks A → B (ms) | ratio | layout A → B | style A → B | JS heap A → B (KB) |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const { path, a, b } of rows) {
  console.log(
    `| ${path} | ${whole(a.script)} → ${whole(b.script)} | ${ratio(a.script, b.script)} | ${whole(a.task)} → ${whole(b.task)} | ${ratio(a.task, b.task)} | ${whole(a.layout)} → ${whole(b.layout)} | ${whole(a.style)} → ${whole(b.style)} | ${whole(a.heap)} → ${whole(b.heap)} |`,
  );
}
