// `npm run bench`: builds the site once, then measures every built page on 127.0.0.1 with
// Lighthouse (mobile, median of --runs runs, default 3) and the page-weight script, plus the
// build's wall time and peak memory. Writes bench/report.md and prints it.
//
//   npm run bench                       every page of this site
//   npm run bench -- --pages /,/blog/   only these pages
//   npm run bench -- --posts 3000       a temporary copy of the site with 3,000 generated posts:
//                                       build time, peak memory, blog pages' weight and scores
//   npm run bench -- --posts 3000 --covers   the same, every generated post with a cover
//   npm run bench -- --no-build         measure the existing public/
//   npm run bench -- --dark             the same with the browser preferring dark mode
//   npm run bench -- --public DIR --pages /,/post/
//                                       measure another built site (e.g. Gatsby's blog starter's
//                                       public/) with the same Lighthouse runs, for a same-run ratio
//   npm run bench -- --posts 3000 --anchor <dir>
//                                       build time and memory beside Gatsby's blog starter
//                                       (scripts/bench/bench-build.mjs, same as npm run bench:build)
//   npm run bench -- --interactions     interaction latency (Event Timing, CPU 4x slower) of the
//                                       menu, blog filter, pricing FAQ, contact typing, password
//                                       toggle and help search instead (scripts/bench/interactions.mjs);
//                                       `--only menu,faq` measures the scenarios naming those words
import { spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { kb, measurePages } from "./page-weight.mjs";
import { startStaticServer } from "../static-server.mjs";
import { CHROMIUM_ARGS, findChromium } from "../chromium.mjs";
import { treeRss } from "./process-tree.mjs";
import { interactionsTable, measureInteractions } from "./interactions.mjs";
import { optionReader } from "./cli-args.mjs";

const args = process.argv.slice(2);
if (args.includes("--anchor")) {
  await import("./bench-build.mjs"); // reads the same arguments and runs to completion
  process.exit(0);
}
const option = optionReader(args);
const RUNS = Number(option("runs", 3));
const POSTS = Number(option("posts", 0));
const ONLY_PAGES = option("pages", "")?.split(",").filter(Boolean) ?? [];
// A built site to measure instead of this one's public/ (implies --no-build).
const PUBLIC_DIR = option("public", "");
const BUILD = !args.includes("--no-build");
const COVERS = args.includes("--covers");
const INTERACTIONS = args.includes("--interactions");
const ONLY_SCENARIOS = option("only", "")?.split(",").filter(Boolean) ?? [];
const CHROME_PATH = findChromium();
// --dark: the browser prefers a dark colour scheme, so the pages start in dark mode.
const DARK = args.includes("--dark");
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS, ...(DARK ? ["--force-dark-mode"] : [])];

/** Runs `gatsby build` in `cwd`; resolves with wall time (s) and peak memory (bytes) of the whole tree. */
async function timedBuild(cwd) {
  const started = Date.now();
  const child = spawn("npx", ["gatsby", "build"], {
    cwd,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid));
  }, 250);
  const code = await new Promise((done) => child.on("exit", done));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`gatsby build failed in ${cwd}:\n${output.slice(-3000)}`);
  return { seconds: (Date.now() - started) / 1000, peakBytes: peak };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function lighthouseRuns(chrome, pageUrl, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const { lhr } = await lighthouse(pageUrl, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      ignoreStatusCode: true,
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    results.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: lhr.audits["largest-contentful-paint"].numericValue ?? NaN,
      tbt: lhr.audits["total-blocking-time"].numericValue ?? NaN,
      cls: lhr.audits["cumulative-layout-shift"].numericValue ?? NaN,
      requests: lhr.audits["network-requests"]?.details?.items?.length ?? 0,
    });
  }
  const keys = Object.keys(results[0]);
  return Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))]));
}

async function measureSite(publicDir, pages) {
  const server = await startStaticServer({ root: publicDir });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const weights = new Map((await measurePages(publicDir)).map((row) => [row.route, row]));
  const rows = [];
  try {
    for (const page of pages) {
      const scores = await lighthouseRuns(chrome, `${server.url}${page}`, RUNS);
      const weight = weights.get(page) ?? weights.get("/404.html");
      rows.push({ page, ...scores, htmlGzip: weight?.htmlGzip ?? 0, jsGzip: weight?.jsGzip ?? 0 });
      process.stderr.write(`  ${page}: ${scores.performance}/${scores.accessibility}/${scores.bestPractices}/${scores.seo}\n`);
    }
  } finally {
    await chrome.kill();
    await server.close();
  }
  return rows;
}

function table(rows) {
  const lines = [
    "| page | perf | a11y | best practices | SEO | LCP (ms) | TBT (ms) | CLS | HTML (KB gz) | JS (KB gz) | requests |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${kb(r.htmlGzip)} | ${kb(r.jsGzip)} | ${r.requests} |`,
    );
  }
  return lines.join("\n");
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function pagesToMeasure(publicDir) {
  if (ONLY_PAGES.length) return ONLY_PAGES;
  const routes = (await measurePages(publicDir)).map((row) => row.route).filter((route) => !route.endsWith(".html") && route !== "/404/");
  return [...routes, "/this-page-does-not-exist/"];
}

async function benchSite() {
  const build = BUILD && !PUBLIC_DIR ? await timedBuild(process.cwd()) : null;
  const publicDir = PUBLIC_DIR || "public";
  const pages = await pagesToMeasure(publicDir);
  const rows = await measureSite(publicDir, pages);
  return [
    `# Benchmark: ${new Date().toISOString()}`,
    "",
    build
      ? `Build: ${build.seconds.toFixed(1)} s wall time, peak memory ${mb(build.peakBytes)} (gatsby build and its workers).`
      : "Build: not run (--no-build).",
    `Site: ${resolve(publicDir)}. Lighthouse ${RUNS} run(s) per page, mobile preset, median shown. Chromium: ${CHROME_PATH}. Load average when done: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(", ")} on ${cpus().length} cores.`,
    "",
    table(rows),
  ].join("\n");
}

async function benchManyPosts(count) {
  const work = await mkdtemp(join(tmpdir(), "scalewise-bench-"));
  try {
    const skip = new Set(["node_modules", ".cache", "public", ".git", "bench"]);
    for (const entry of await readdir(".")) {
      if (!skip.has(entry)) await cp(entry, join(work, entry), { recursive: true });
    }
    await symlink(resolve("node_modules"), join(work, "node_modules"), "dir");
    const generator = resolve("scripts/generate-posts.mjs");
    if (!existsSync(generator)) throw new Error("scripts/generate-posts.mjs is missing");
    await mkdir(join(work, "content/blog"), { recursive: true });
    await new Promise((done, fail) => {
      const child = spawn("node", [generator, String(count), join(work, "content/blog"), ...(COVERS ? ["--covers"] : [])], { stdio: "inherit" });
      child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`generate-posts exited ${code}`))));
    });
    const build = await timedBuild(work);
    const publicDir = join(work, "public");
    const blogPages = (await readdir(join(publicDir, "blog"), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && /^\d+$/.test(entry.name))
      .map((entry) => Number(entry.name));
    const lastPage = blogPages.length ? Math.max(...blogPages) : 1;
    const pages = ["/blog/", ...(lastPage > 1 ? ["/blog/2/", `/blog/${lastPage}/`] : [])];
    const rows = await measureSite(publicDir, pages);
    return [
      `# Benchmark with ${count} generated posts${COVERS ? " with covers" : ""}: ${new Date().toISOString()}`,
      "",
      `Build: ${build.seconds.toFixed(1)} s wall time, peak memory ${mb(build.peakBytes)}; blog list pages: ${lastPage}.`,
      `Lighthouse ${RUNS} run(s) per page, mobile preset, median shown.`,
      "",
      table(rows),
    ].join("\n");
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function benchInteractions() {
  const build = BUILD ? await timedBuild(process.cwd()) : null;
  const server = await startStaticServer({ root: "public" });
  try {
    const rows = await measureInteractions(server.url, { runs: RUNS, only: ONLY_SCENARIOS.map((word) => word.toLowerCase()) });
    return [
      `# Interactions: ${new Date().toISOString()}`,
      "",
      build ? `Build: ${build.seconds.toFixed(1)} s.` : "Build: not run (--no-build).",
      `Slowest Event Timing entry per run (INP-style), median of ${RUNS} run(s). Load average when done: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(", ")} on ${cpus().length} cores.`,
      "",
      interactionsTable(rows),
    ].join("\n");
  } finally {
    await server.close();
  }
}

const report = INTERACTIONS ? await benchInteractions() : POSTS > 0 ? await benchManyPosts(POSTS) : await benchSite();
await mkdir("bench", { recursive: true });
const file = INTERACTIONS ? "bench/interactions.md" : POSTS > 0 ? `bench/report-${POSTS}-posts${COVERS ? "-covers" : ""}.md` : "bench/report.md";
await writeFile(file, `${report}\n`);
console.log(report);
console.log(`\nWritten to ${file}`);
