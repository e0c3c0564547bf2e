// The site search's figures (docs/search.md), written to bench/search-report.md:
//
//   npm run bench:search                      # all of it: --posts 3000, baseline = main
//   npm run bench:search -- --posts 300 --runs 3 --baseline-ref main --skip-baseline
//
// 1. First-load JavaScript added by the Search button: every page of this build (public/, run
//    `npm run build` first) against the same pages built from --baseline-ref (default: where this
//    branch left main; git archive of that commit into a temporary folder, built with this
//    checkout's node_modules), gzipped
//    (scripts/bench/page-weight.mjs). --skip-baseline leaves it out.
// 2. The demo site (public/): nothing of the search fetched before it opens; then the bytes the
//    first query fetches (dialog chunk, Pagefind's client, worker, WebAssembly, index, filters,
//    fragments), counted by a proxy in front of the project's static server (which gzips text
//    files; Pagefind's index files are gzipped already), and the files' gzip-equivalent sizes.
// 3. A copy of the site with --posts generated posts: a clean build (the index step's time from
//    the plugin's own line against Gatsby's "Done building"), the first query's bytes, then the time
//    from the last keystroke to the results on screen with the CPU slowed 4x (CDP
//    Emulation.setCPUThrottlingRate) once the index files are cached (each query in a new page of
//    the same browser context, after one warm-up visit), then one post edited and a rebuild.
// Medians over --runs (default 1) builds and over the timed queries; the load average is recorded
// with each figure (the machine is shared).
/* global window, document, requestAnimationFrame -- functions passed to page.evaluate run in the browser */
import { spawnSync } from "node:child_process";
import { createServer, request as httpRequest } from "node:http";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../chromium.mjs";
import { copySite } from "../site-copy.mjs";
import { kb, measurePages } from "./page-weight.mjs";
import { startStaticServer } from "../static-server.mjs";
import { optionReader } from "./cli-args.mjs";
import { median } from "./bench-build-report.mjs";

const args = process.argv.slice(2);
const option = optionReader(args);
const POSTS = Number(option("posts", 3000));
const RUNS = Number(option("runs", 1));
// Default: where this branch left main, so the difference is this branch's alone.
const BASELINE_REF = option("baseline-ref", spawnSync("git", ["merge-base", "HEAD", "main"], { encoding: "utf8" }).stdout.trim() || "main");
const SKIP_BASELINE = args.includes("--skip-baseline");
const SKIP_SCALE = args.includes("--skip-scale");
const OUT = resolve(option("out", "bench/search-report.md"));
const QUERIES = ["lead", "attribution", "pricing pages", "churn", "webhooks", "email cadence", "chatbot"];
const CPU_SLOWDOWN = 4;

const load = () => loadavg().map((value) => value.toFixed(2)).join(" / ");
const lines = [];
const report = (line = "") => {
  lines.push(line);
  console.log(line);
};

function gatsbyBuild(dir) {
  const result = spawnSync(process.execPath, [join(dir, "node_modules/gatsby/cli.js"), "build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1", NODE_OPTIONS: "--expose-gc", MALLOC_MMAP_THRESHOLD_: "131072" },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`gatsby build failed in ${dir}:\n${output.slice(-3000)}`);
  const index = /Search index \(Pagefind\): (\d+) pages (?:indexed into|unchanged,)[^\n]*? in (\d+) ms/.exec(output);
  const total = /Done building in ([\d.]+) sec/.exec(output);
  return { pages: index ? Number(index[1]) : 0, indexMs: index ? Number(index[2]) : NaN, totalMs: total ? Number(total[1]) * 1000 : NaN };
}

/**
 * A proxy in front of the static server that counts the bytes of every response body it passes on:
 * Pagefind fetches its WebAssembly, index and fragments from a worker, whose requests a page's
 * DevTools session does not see.
 */
async function countingProxy(target) {
  const served = [];
  const server = createServer((req, res) => {
    const upstream = httpRequest(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      let bytes = 0;
      answer.on("data", (chunk) => {
        bytes += chunk.length;
        res.write(chunk);
      });
      answer.on("end", () => {
        served.push({ url: `${target}${req.url}`, bytes, status: answer.statusCode });
        res.end();
      });
    });
    req.pipe(upstream);
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    served,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** What gzip would send for a file that is not compressed already (Pagefind's index files and WebAssembly are). */
function gzipEquivalent(publicDir, url) {
  const path = new URL(url).pathname;
  const body = readFileSync(join(publicDir, decodeURIComponent(path)));
  return /\.(pf_\w+|pagefind)$/.test(path) ? body.length : gzipSync(body, { level: 9 }).length;
}

/** Waits until Gatsby has hydrated the page (its onInitialClientRender mark): the button works from then on. */
const hydrated = (page) => page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0, null, { timeout: 60_000 });

const searchButton = (page) => page.getByRole("banner").getByRole("button", { name: "Search the site" });
const answered = (page, query) =>
  page.waitForFunction((q) => (document.querySelector('[data-testid="search-status"]')?.textContent ?? "").endsWith(`for “${q}”`), query, { timeout: 60_000 });

/** Bytes fetched before the search opens (must be none of it) and by its first query. */
async function firstQueryBytes(browser, baseUrl, publicDir, query) {
  const proxy = await countingProxy(baseUrl);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${proxy.url}/pricing/`);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  const isSearch = (url) => /\/pagefind\/|search-dialog/.test(url);
  const before = proxy.served.filter((request) => isSearch(request.url));
  const seen = proxy.served.length;
  await searchButton(page).click();
  await page.getByRole("searchbox", { name: "Search posts, help articles and documentation" }).fill(query);
  await answered(page, query);
  await page.waitForTimeout(500);
  const after = proxy.served.slice(seen);
  await context.close();
  await proxy.close();
  const wire = after.reduce((sum, request) => sum + request.bytes, 0);
  const gzip = after.reduce((sum, request) => sum + gzipEquivalent(publicDir, request.url), 0);
  const files = after.map((request) => `${new URL(request.url).pathname} ${request.bytes} B`);
  return { before: before.length, wire, gzip, files };
}

/** Starts timing a query: from the last input event to "… for “query”" in the dialog's status. */
function startTiming(page, query) {
  return page.evaluate((q) => {
    const state = (window.__searchTiming = { last: 0, shown: 0 });
    if (!window.__searchInputListener) {
      window.__searchInputListener = true;
      document.addEventListener("input", () => (window.__searchTiming.last = performance.now()), true);
    }
    const check = () => {
      if ((document.querySelector('[data-testid="search-status"]')?.textContent ?? "").endsWith(`for “${q}”`)) state.shown = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, query);
}

const timing = async (page) => {
  const { last, shown } = await page.evaluate(() => window.__searchTiming);
  return Math.round(shown - last);
};

/**
 * Time from the last keystroke to the results on screen, CPU slowed, index files cached: `cold`,
 * the first query of a fresh page (the dialog's chunk evaluated, Pagefind's worker started and its
 * WebAssembly compiled while the visitor types); `warm`, the next query in the same open dialog.
 */
async function timeToResults(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Warm-up: one visit and one query put the index files in the HTTP cache.
  const warm = await context.newPage();
  await warm.goto(`${baseUrl}/pricing/`);
  await hydrated(warm);
  await searchButton(warm).click();
  for (const query of QUERIES) {
    await warm.getByRole("searchbox").fill(query);
    await answered(warm, query);
  }
  await warm.close();
  const times = { cold: [], warm: [] };
  for (const [index, query] of QUERIES.entries()) {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/about/`);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await searchButton(page).click();
    const box = page.getByRole("searchbox");
    await box.waitFor();
    await startTiming(page, query);
    await box.pressSequentially(query, { delay: 60 });
    await answered(page, query);
    times.cold.push(await timing(page));
    const next = QUERIES[(index + 1) % QUERIES.length];
    await box.fill("");
    await startTiming(page, next);
    await box.pressSequentially(next, { delay: 60 });
    await answered(page, next);
    times.warm.push(await timing(page));
    await page.close();
  }
  await context.close();
  return times;
}

async function withServer(publicDir, run) {
  const server = await startStaticServer({ root: publicDir });
  const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
  try {
    return await run(browser, server.url);
  } finally {
    await browser.close();
    await server.close();
  }
}

mkdirSync(resolve("bench"), { recursive: true });
report(`# Site search figures (${new Date().toISOString()})`);
report();

// 1. The Search button's first-load JavaScript.
if (!SKIP_BASELINE) {
  // The baseline commit's files (git archive), with this checkout's node_modules.
  const dir = mkdtempSync(join(tmpdir(), "scalewise-search-baseline-"));
  const baseline = { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
  try {
    const archive = spawnSync("sh", ["-c", `git archive ${BASELINE_REF} | tar -x -C ${dir}`], { encoding: "utf8" });
    if (archive.status !== 0) throw new Error(`git archive ${BASELINE_REF}: ${archive.stderr}`);
    symlinkSync(resolve("node_modules"), join(dir, "node_modules"), "dir");
    gatsbyBuild(baseline.dir);
    const before = new Map((await measurePages(join(baseline.dir, "public"))).map((row) => [row.route, row.jsGzip]));
    const after = await measurePages("public");
    const deltas = after.filter((row) => before.has(row.route)).map((row) => row.jsGzip - before.get(row.route));
    report(`## First-load JavaScript added by the Search button (vs ${BASELINE_REF}, gzipped)`);
    report(`median ${median(deltas)} B, min ${Math.min(...deltas)} B, max ${Math.max(...deltas)} B over ${deltas.length} pages (load ${load()})`);
    report();
  } finally {
    baseline.remove();
  }
}

// 2. The demo site.
const demo = await withServer(resolve("public"), (browser, baseUrl) => firstQueryBytes(browser, baseUrl, resolve("public"), "lead"));
report("## Demo site (public/): the first query");
report(`search files fetched before opening: ${demo.before}`);
report(`first query "lead": ${kb(demo.wire)} KB on the wire (the static server gzips text files; Pagefind's index files are gzipped already), ${kb(demo.gzip)} KB gzip-equivalent (load ${load()})`);
report(demo.files.map((file) => `- ${file}`).join("\n"));
report();

// 3. At --posts posts.
if (!SKIP_SCALE) {
  const builds = [];
  const rebuilds = [];
  const bytes = [];
  const times = { cold: [], warm: [] };
  for (let run = 0; run < RUNS; run += 1) {
    const site = copySite();
    try {
      const generated = spawnSync(process.execPath, [resolve("scripts/generate-posts.mjs"), String(POSTS), join(site.dir, "content/blog")], { encoding: "utf8" });
      if (generated.status !== 0) throw new Error(generated.stderr);
      const clean = gatsbyBuild(site.dir);
      builds.push({ ...clean, load: load() });
      console.log(`clean build at ${POSTS} posts:`, builds.at(-1));
      const publicDir = join(site.dir, "public");
      const scale = await withServer(publicDir, async (browser, baseUrl) => ({
        first: await firstQueryBytes(browser, baseUrl, publicDir, "lead"),
        times: await timeToResults(browser, baseUrl),
      }));
      bytes.push({ ...scale.first, load: load() });
      times.cold.push(...scale.times.cold);
      times.warm.push(...scale.times.warm);
      // One post's text edited, then a rebuild with the cache.
      const post = join(site.dir, "content/blog/generated-00002/index.md");
      writeFileSync(post, readFileSync(post, "utf8").trimEnd() + " Edited by bench-search.\n");
      rebuilds.push({ ...gatsbyBuild(site.dir), load: load() });
      console.log("one-post rebuild:", rebuilds.at(-1));
    } finally {
      site.remove();
    }
  }
  report(`## ${POSTS} posts (${RUNS} run${RUNS > 1 ? "s" : ""})`);
  for (const build of builds) {
    report(`clean build: ${build.pages} pages indexed in ${build.indexMs} ms of ${Math.round(build.totalMs)} ms (${((100 * build.indexMs) / build.totalMs).toFixed(1)} %; load ${build.load})`);
  }
  for (const build of rebuilds) {
    report(`one-post rebuild: ${build.pages} pages indexed again in ${build.indexMs} ms of ${Math.round(build.totalMs)} ms (${((100 * build.indexMs) / build.totalMs).toFixed(1)} %; load ${build.load})`);
  }
  report(`median index step / clean build: ${(100 * median(builds.map((b) => b.indexMs / b.totalMs))).toFixed(1)} %`);
  for (const first of bytes) report(`first query "lead": ${kb(first.wire)} KB on the wire, ${kb(first.gzip)} KB gzip-equivalent (load ${first.load})`);
  for (const [kind, label] of [["cold", "first query of a fresh page"], ["warm", "next query in the open dialog"]]) {
    const list = times[kind];
    report(`last keystroke → results, CPU ${CPU_SLOWDOWN}x slower, index cached, ${label}: median ${median(list)} ms, max ${Math.max(...list)} ms (${list.join(", ")} ms; load ${load()})`);
  }
}

writeFileSync(OUT, `${lines.join("\n")}\n`);
console.log(`\nWritten to ${OUT}`);
