// Build benchmark beside Gatsby's official blog starter (the "anchor"):
//
//   npm run bench:build -- --posts 3000 --anchor ../shared/anchors/gatsby-starter-blog --runs 3
//   (also reached as `npm run bench -- --posts 3000 --anchor <dir>`)
//
// Copies this site and the anchor into a temporary folder, writes the same generated posts into
// both (scripts/generate-posts.mjs, each site's own format), then per run and per site: a clean
// build (`gatsby clean`, `gatsby build`), then one post's text edited and a rebuild with the cache.
// Runs are interleaved (anchor, site, anchor, site; the first of each pair alternates between
// runs) so that load from other processes falls on both; the report gives medians and ratios.
// Measured per build: wall time, CPU time (user + system of the whole process tree), peak memory
// of the process tree (resident sets summed, sampled every 200 ms from /proc; proportional sets
// summed, read at each new resident peak and every second) and Gatsby's own stage timings.
// Writes bench/build-report.md.
//
// Options: --runs N (default 1), --only site|anchor, --no-edit, --keep (keep the temporary copies),
// --covers (this site's posts get covers, processed by sharp; the starter's posts have none, so the
// ratios then compare more work with less),
// --out FILE, --site DIR (measure another checkout of this site, with its own node_modules),
// --base DIR (also build another checkout of this site, e.g. a revision before a change, in the same
// interleaved runs: the report adds its column and this site / base ratios, per build and per stage).
// The anchor's npm install is cached in bench/anchor/<hash of its package.json>/.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { buildScriptEnvironment, formatReport, parseStages, stageCpuCounter } from "./bench-build-report.mjs";
import { processTree } from "./process-tree.mjs";
import { optionReader } from "./cli-args.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const option = optionReader(args);
const POSTS = Number(option("posts", 3000));
const RUNS = Number(option("runs", 1));
const ANCHOR = resolve(option("anchor", join(root, "../shared/anchors/gatsby-starter-blog")));
const ONLY = option("only", "");
// Another checkout of this site to measure (e.g. to compare a change against main); default: this one.
const SITE = resolve(option("site", root));
// Another checkout built in the same runs, to compare this site with (e.g. main before a change).
const BASE = option("base", "") ? resolve(option("base", "")) : "";
const EDIT = !args.includes("--no-edit");
const KEEP = args.includes("--keep");
const COVERS = args.includes("--covers");
const OUT = resolve(root, option("out", "bench/build-report.md"));
const SAMPLE_MS = 200;
const PSS_EVERY = 5;
const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux
// The post whose text the rebuild edits: one in the middle of the blog, neither newest nor oldest.
const EDITED_POST = `generated-${String(Math.floor(POSTS / 2) + 1).padStart(5, "0")}`;

if (!Number.isInteger(POSTS) || POSTS < 2) throw new Error("--posts must be a whole number of 2 or more");
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs must be a whole number of 1 or more");
if (!existsSync(join(ANCHOR, "package.json"))) throw new Error(`--anchor: no package.json in ${ANCHOR}`);
if (BASE && !existsSync(join(BASE, "node_modules"))) throw new Error(`--base: no node_modules in ${BASE} (give the checkout its own install)`);

const SKIP = new Set(["node_modules", ".cache", "public", ".git", "bench", "coverage"]);

/** Copies a site's sources (no node_modules, caches or output) to `target`. */
async function copySources(source, target) {
  await cp(source, target, { recursive: true, filter: (path) => !SKIP.has(relative(source, path).split("/")[0]) });
}

function run(command, commandArgs, cwd) {
  const result = spawnSync(command, commandArgs, { cwd, stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed in ${cwd}`);
}

/** The anchor installed once per version of its package.json, in bench/anchor/<hash>/. */
async function installedAnchor() {
  const hash = createHash("sha256").update(await readFile(join(ANCHOR, "package.json"))).digest("hex").slice(0, 12);
  const cached = join(root, "bench", "anchor", hash);
  if (!existsSync(join(cached, ".installed"))) {
    await rm(cached, { recursive: true, force: true });
    await copySources(ANCHOR, cached);
    console.error(`Installing the anchor into ${relative(root, cached)} (once per version of its package.json)`);
    run("npm", ["install", "--no-audit", "--no-fund"], cached);
    await writeFile(join(cached, ".installed"), `${new Date().toISOString()}\n`);
  }
  return cached;
}

function generatePosts(folder, format) {
  const flags = format === "anchor" ? ["--format=anchor"] : COVERS ? ["--covers"] : [];
  run("node", [join(root, "scripts/generate-posts.mjs"), String(POSTS), folder, ...flags], root);
}

/** The generated post's file (both sites' posts are page bundles, `<name>/index.md`). */
function postFile(blogFolder, name) {
  const file = join(blogFolder, name, "index.md");
  if (!existsSync(file)) throw new Error(`No generated post ${name} in ${blogFolder}`);
  return file;
}

async function prepareSite(name, sources, nodeModules, format, work) {
  const dir = join(work, name);
  await copySources(sources, dir);
  await symlink(nodeModules, join(dir, "node_modules"), "dir");
  const blog = join(dir, "content", "blog");
  generatePosts(blog, format);
  const edited = postFile(blog, EDITED_POST);
  const buildScript = JSON.parse(await readFile(join(dir, "package.json"), "utf8")).scripts.build;
  return { name, dir, edited, original: await readFile(edited, "utf8"), buildScript, buildEnvironment: buildScriptEnvironment(buildScript) };
}

function pss(pid) {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** CPU ticks of this process's waited-for children (they include their own waited-for children). */
async function childTicks() {
  const stat = await readFile("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[13]) + Number(fields[14]);
}

const loadAverage = async () => (await readFile("/proc/loadavg", "utf8")).split(" ").slice(0, 3).join(" ");

/** One `gatsby build` of a site, measured, with the environment its build script sets. */
async function measuredBuild({ dir, buildEnvironment }) {
  const loadBefore = await loadAverage();
  const ticksBefore = await childTicks();
  const started = Date.now();
  const child = spawn(process.execPath, [join(dir, "node_modules", "gatsby", "cli.js"), "build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", ...buildEnvironment },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let lastLine = "";
  const cpuByPid = new Map();
  /** The tree's CPU seconds so far: each process's last reading (ended processes keep theirs). */
  const treeCpu = (tree) => {
    for (const p of tree) cpuByPid.set(p.pid, Math.max(cpuByPid.get(p.pid) ?? 0, p.cpuTicks));
    return [...cpuByPid.values()].reduce((a, b) => a + b, 0) / TICKS_PER_SECOND;
  };
  const stageCpu = stageCpuCounter();
  const onData = (chunk) => {
    output += chunk;
    const lines = String(chunk).trim().split("\n");
    lastLine = lines[lines.length - 1] || lastLine;
    // A step ended: read the tree now, so its CPU is not blurred by the 200 ms sampling.
    if (lines.some((line) => /success|info/.test(line))) {
      stageCpu.add(lines, treeCpu(processTree(child.pid)));
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const peak = { rss: 0, pss: 0, during: "", processes: "" };
  let samples = 0;
  const sampler = setInterval(() => {
    const tree = processTree(child.pid);
    const rss = tree.reduce((sum, p) => sum + p.rss, 0);
    treeCpu(tree);
    const newPeak = rss > peak.rss;
    if (newPeak) {
      const processes = tree.map((p) => `${(p.rss / 2 ** 20).toFixed(0)}`).join(" + ");
      Object.assign(peak, { rss, processes, during: stripVTControlCharacters(lastLine).slice(0, 80) });
    }
    // Reading smaps_rollup costs the kernel a share of a core on a large process tree at every
    // sample, so proportional sets are read at each new resident peak and once a second.
    samples += 1;
    if (newPeak || samples % PSS_EVERY === 0) {
      const pssSum = tree.map((p) => pss(p.pid)).reduce((a, b) => a + b, 0);
      peak.pss = Math.max(peak.pss, pssSum);
    }
  }, SAMPLE_MS);
  const code = await new Promise((done) => child.on("close", done));
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  if (code !== 0) throw new Error(`gatsby build failed in ${dir}:\n${output.slice(-4000)}`);
  // Waited-for children are exact; workers Gatsby did not wait for count as last sampled.
  const waited = ((await childTicks()) - ticksBefore) / TICKS_PER_SECOND;
  const sampled = [...cpuByPid.values()].reduce((a, b) => a + b, 0) / TICKS_PER_SECOND;
  return {
    seconds,
    cpuSeconds: Math.max(waited, sampled),
    peakRss: peak.rss,
    peakPss: peak.pss,
    peakDuring: peak.during,
    peakProcesses: peak.processes,
    stages: parseStages(output),
    stageCpu: stageCpu.stages,
    loadBefore,
    loadAfter: await loadAverage(),
  };
}

async function cleanBuild(site) {
  await writeFile(site.edited, site.original);
  run(process.execPath, [join(site.dir, "node_modules", "gatsby", "cli.js"), "clean"], site.dir);
  return measuredBuild(site);
}

async function editedBuild(site, runNumber) {
  await writeFile(site.edited, site.original.replace(/\n*$/, `\n\nEdited for the build benchmark, run ${runNumber}.\n`));
  return measuredBuild(site);
}

const uptime = () => spawnSync("uptime", { encoding: "utf8" }).stdout.trim();

function siteCommit(dir = SITE) {
  const head = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: dir, encoding: "utf8" }).stdout.trim();
  const dirty = spawnSync("git", ["status", "--porcelain"], { cwd: dir, encoding: "utf8" }).stdout.trim() !== "";
  return `${head}${dirty ? " (with uncommitted changes)" : ""}`;
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), "scalewise-bench-build-"));
  const startUptime = uptime();
  const results = [];
  let buildScripts = {};
  try {
    const sites = [];
    if (ONLY !== "site") sites.push(await prepareSite("anchor", ANCHOR, join(await installedAnchor(), "node_modules"), "anchor", work));
    if (ONLY !== "anchor" && BASE) sites.push(await prepareSite("base", BASE, join(BASE, "node_modules"), "site", work));
    if (ONLY !== "anchor") sites.push(await prepareSite("site", SITE, join(SITE, "node_modules"), "site", work));
    buildScripts = Object.fromEntries(sites.map((site) => [site.name, site.buildScript]));
    for (let runNumber = 1; runNumber <= RUNS; runNumber += 1) {
      const order = runNumber % 2 === 1 ? sites : [...sites].reverse();
      const kinds = EDIT ? ["clean", "edit"] : ["clean"];
      for (const kind of kinds) {
        for (const site of order) {
          console.error(`run ${runNumber}/${RUNS}: ${site.name}, ${kind} build (load ${await loadAverage()})`);
          const result = kind === "clean" ? await cleanBuild(site) : await editedBuild(site, runNumber);
          results.push({ run: runNumber, site: site.name, kind, ...result });
          console.error(`  ${result.seconds.toFixed(1)} s wall, ${result.cpuSeconds.toFixed(1)} s CPU, peak ${(result.peakRss / 2 ** 20).toFixed(0)} MB (${result.peakProcesses})`);
        }
      }
    }
  } finally {
    if (KEEP) console.error(`Sites kept in ${work}`);
    else await rm(work, { recursive: true, force: true });
  }
  const report = formatReport({
    date: new Date().toISOString(),
    posts: POSTS,
    covers: COVERS,
    runs: RUNS,
    editedPost: EDITED_POST,
    commit: siteCommit(),
    base: BASE ? `${siteCommit(BASE)} (${relative(root, BASE) || "."})` : "",
    anchor: relative(root, ANCHOR),
    uptimeStart: startUptime,
    uptimeEnd: uptime(),
    results,
    buildScripts,
  });
  await mkdir(dirname(OUT), { recursive: true });
  await writeFile(OUT, `${report}\n`);
  console.log(report);
  console.log(`\nWritten to ${relative(root, OUT)}`);
}

await main();
