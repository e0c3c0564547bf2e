// @ts-check
// Pure helpers of scripts/bench/bench-build.mjs: Gatsby's stage timings from its output, and the report.
import { stripVTControlCharacters } from "node:util";

/**
 * @typedef {object} BuildResult
 * @property {number} run
 * @property {string} site
 * @property {string} kind
 * @property {number} seconds
 * @property {number} cpuSeconds
 * @property {number} peakRss
 * @property {number} peakPss
 * @property {string} peakDuring
 * @property {string} peakProcesses Resident set of each process of the tree at the peak, in MB, e.g. "1200 + 480".
 * @property {string} loadBefore
 * @property {string} loadAfter
 * @property {Record<string, number>} stages
 * @property {Record<string, number>} [stageCpu] CPU seconds of the process tree per step (see stageCpuCounter).
 */

/**
 * @typedef {object} ReportInput
 * @property {string} date
 * @property {number} posts
 * @property {boolean} [covers] This site's posts had covers (the anchor's cannot): the report says the ratios are not like-for-like.
 * @property {number} runs
 * @property {string} editedPost
 * @property {string} commit
 * @property {string} [base] Another checkout of this site built in the same runs (results with site "base"), e.g. "abc1234 (../base)".
 * @property {string} anchor
 * @property {string} uptimeStart
 * @property {string} uptimeEnd
 * @property {BuildResult[]} results
 * @property {Record<string, string>} [buildScripts] Each site's package.json `build` script, by site name.
 */

/** @typedef {{ name: string; seconds: number; step: boolean }} Stage */

// `success <stage> - 12.345s` (optionally followed by ` - 3000/3000 250.1/s`), Gatsby's own timings.
const SUCCESS = /^success (.+?) - (\d+(?:\.\d+)?)s(?: - .*)?$/;
// Lines that carry a duration in other words: totals and work in a process of its own, which are
// not steps of the build's sequence (no CPU is attributed to them) ...
/** @type {Array<[RegExp, string]>} */
const INFO_TOTALS = [
  [/^info bootstrap finished - (\d+(?:\.\d+)?)s/, "bootstrap (total)"],
  [/Decap CMS admin compiled in (\d+(?:\.\d+)?) s/, "Decap CMS admin compile (its own process, in parallel)"],
  [/^info Done building in (\d+(?:\.\d+)?) sec/, "Done building (Gatsby's total)"],
];
// ... and this site's own steps inside onPostBuild and the adapter, which print their time in ms.
/** @type {Array<[RegExp, string]>} */
const INFO_STEPS = [
  [/^info Link check: .* in (\d+) ms/, "onPostBuild: link check"],
  [/^info Search index \(Pagefind\): .* in (\d+) ms/, "onPostBuild: search index"],
  [/^info Content-Security-Policy: .* in (\d+) ms/, "onPostBuild: Content-Security-Policy"],
  [/^info Netlify output checked .* in (\d+) ms/, "adapter: Netlify output checks"],
];

/**
 * The stage a line of `gatsby build`'s output ends: its name, seconds, and whether it is a step of the
 * build's sequence (`step`: the CPU used since the previous step's line is attributed to it) or a total.
 * Null for any other line.
 * @param {string} rawLine
 * @returns {Stage | null}
 */
export function stageOfLine(rawLine) {
  const line = stripVTControlCharacters(rawLine).trim();
  const success = SUCCESS.exec(line);
  if (success) return { name: success[1], seconds: Number(success[2]), step: true };
  for (const [pattern, name] of INFO_STEPS) {
    const match = pattern.exec(line);
    if (match) return { name, seconds: Number(match[1]) / 1000, step: true };
  }
  for (const [pattern, name] of INFO_TOTALS) {
    const match = pattern.exec(line);
    if (match) return { name, seconds: Number(match[1]), step: false };
  }
  return null;
}

/**
 * Stage name → seconds, in order of first appearance (a stage that runs twice is summed).
 * @param {string} output
 * @returns {Record<string, number>}
 */
export function parseStages(output) {
  /** @type {Map<string, number>} */
  const stages = new Map();
  for (const line of output.split("\n")) {
    const stage = stageOfLine(line);
    if (stage) stages.set(stage.name, (stages.get(stage.name) ?? 0) + stage.seconds);
  }
  return Object.fromEntries(stages);
}

/**
 * Attributes CPU time to the build's steps as their lines arrive: the CPU the process tree used since
 * the last lines is shared by the steps those lines end, in proportion to their own durations (two
 * steps that end together, such as sourcing and its "Checking for changed pages", do not split it
 * by the order Gatsby prints them); work in a process of its own (the editor's compile) lands in the
 * steps that end next. `add(lines, cpuSeconds)` with the tree's CPU so far; `stages` is name → CPU
 * seconds (a step that runs twice is summed).
 * @returns {{ stages: Record<string, number>; add(lines: string | string[], cpuSeconds: number): void }}
 */
export function stageCpuCounter() {
  /** @type {Record<string, number>} */
  const stages = {};
  let last = 0;
  return {
    stages,
    add(lines, cpuSeconds) {
      const steps = /** @type {Stage[]} */ ((Array.isArray(lines) ? lines : [lines]).map(stageOfLine).filter((stage) => stage?.step));
      if (steps.length === 0) return;
      const used = Math.max(0, cpuSeconds - last);
      last = Math.max(last, cpuSeconds);
      const total = steps.reduce((sum, step) => sum + step.seconds, 0);
      for (const step of steps) {
        const share = total > 0 ? step.seconds / total : 1 / steps.length;
        stages[step.name] = (stages[step.name] ?? 0) + used * share;
      }
    },
  };
}

/** A stage every build prints; its absence means the parser no longer understands Gatsby's output. */
export const EXPECTED_STAGE = "Building static HTML for pages";

/**
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** @param {number} value */
const seconds = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} s` : "–");
/** @param {number} value */
const megabytes = (value) => (Number.isFinite(value) && value > 0 ? `${(value / 2 ** 20).toFixed(0)} MB` : "–");
/** @param {number} value */
const ratio = (value) => (Number.isFinite(value) ? value.toFixed(2) : "–");
// Ratios of stages that take well under a second on both sides say nothing.
/**
 * @param {number} anchor
 * @param {number} site
 */
const stageRatio = (anchor, site) => (Math.max(anchor || 0, site || 0) >= 0.5 ? ratio(site / anchor) : "–");

/** @type {Array<[string, "seconds" | "cpuSeconds" | "peakRss" | "peakPss", (value: number) => string]>} */
const METRICS = [
  ["wall time", "seconds", seconds],
  ["CPU time (user + system, whole tree)", "cpuSeconds", seconds],
  ["peak memory (resident sets summed)", "peakRss", megabytes],
  ["peak memory (proportional sets summed)", "peakPss", megabytes],
];

/** @type {Array<[string, string]>} */
const KINDS = [
  ["clean", "clean build (`gatsby clean`, `gatsby build`)"],
  ["edit", "one post's text edited, rebuild with the cache"],
];

/**
 * Per-run ratio `site` / `to` (same run, so the same load), then their median.
 * @param {BuildResult[]} results
 * @param {string} kind
 * @param {(result: BuildResult) => number} read
 * @param {string} [to]
 */
function medianOfRatios(results, kind, read, to = "anchor") {
  const runs = [...new Set(results.map((r) => r.run))];
  const ratios = runs.map((run) => {
    const site = results.find((r) => r.run === run && r.kind === kind && r.site === "site");
    const other = results.find((r) => r.run === run && r.kind === kind && r.site === to);
    return site && other ? read(site) / read(other) : NaN;
  });
  return median(ratios);
}

/** @param {BuildResult[]} results */
const hasBase = (results) => results.some((r) => r.site === "base");

/** @param {BuildResult[]} results */
function summaryTable(results) {
  const base = hasBase(results);
  const lines = [
    `| build | measure | anchor |${base ? " base |" : ""} this site | ratio of medians | median of per-run ratios |${base ? " this site / base (median of per-run ratios) |" : ""}`,
    `|---|---|---:|${base ? "---:|" : ""}---:|---:|---:|${base ? "---:|" : ""}`,
  ];
  for (const [kind, label] of KINDS) {
    const ofKind = results.filter((r) => r.kind === kind);
    if (ofKind.length === 0) continue;
    for (const [name, key, format] of METRICS) {
      const value = (/** @type {string} */ site) => median(ofKind.filter((r) => r.site === site).map((r) => r[key]));
      const [anchor, site] = [value("anchor"), value("site")];
      const baseCells = base ? [format(value("base"))] : [];
      const baseRatio = base ? [ratio(medianOfRatios(results, kind, (r) => r[key], "base"))] : [];
      const cells = [label, name, format(anchor), ...baseCells, format(site), ratio(site / anchor), ratio(medianOfRatios(results, kind, (r) => r[key])), ...baseRatio];
      lines.push(`| ${cells.join(" | ")} |`);
    }
  }
  return lines.join("\n");
}

/**
 * @param {BuildResult[]} results
 * @param {string} kind
 */
function stageTable(results, kind) {
  const ofKind = results.filter((r) => r.kind === kind);
  const base = hasBase(results);
  const sites = base ? ["anchor", "base", "site"] : ["anchor", "site"];
  const names = [...new Set(["site", "base", "anchor"].flatMap((site) => ofKind.filter((r) => r.site === site)).flatMap((r) => Object.keys(r.stages)))];
  const heads = base ? ["anchor", "base", "this site", "ratio", "site / base"] : ["anchor", "this site", "ratio"];
  const lines = [
    `| stage | ${heads.map((head) => `${head} wall`).join(" | ")} | ${heads.map((head) => `${head} CPU`).join(" | ")} |`,
    `|---|${heads.map(() => "---:|").join("")}${heads.map(() => "---:|").join("")}`,
  ];
  for (const name of names) {
    const cellsOf = (/** @type {(result: BuildResult) => number | undefined} */ read) => {
      const values = Object.fromEntries(sites.map((site) => [site, median(ofKind.filter((r) => r.site === site).map((r) => read(r) ?? NaN))]));
      return [
        ...sites.map((site) => seconds(values[site])),
        stageRatio(values.anchor, values.site),
        ...(base ? [stageRatio(values.base, values.site)] : []),
      ];
    };
    const wall = cellsOf((r) => r.stages[name]);
    const cpu = cellsOf((r) => r.stageCpu?.[name]);
    lines.push(`| ${name} | ${[...wall, ...cpu].join(" | ")} |`);
  }
  return lines.join("\n");
}

/** @param {BuildResult[]} results */
function runsTable(results) {
  const lines = [
    "| run | site | build | wall | CPU | peak RSS | peak PSS | RSS by process at the peak (MB) | Gatsby's last line before the peak | load before → after |",
    "|---:|---|---|---:|---:|---:|---:|---|---|---|",
  ];
  for (const r of results) {
    lines.push(
      `| ${r.run} | ${r.site} | ${r.kind} | ${seconds(r.seconds)} | ${seconds(r.cpuSeconds)} | ${megabytes(r.peakRss)} | ${megabytes(r.peakPss)} | ${r.peakProcesses} | ${r.peakDuring.replaceAll("|", "\\|")} | ${r.loadBefore} → ${r.loadAfter} |`,
    );
  }
  return lines.join("\n");
}

/**
 * The Markdown report of one benchmark.
 * @param {ReportInput} input
 * @returns {string}
 */
export function formatReport({ date, posts, covers = false, runs, editedPost, commit, base = "", anchor, uptimeStart, uptimeEnd, results, buildScripts = {} }) {
  const sections = [
    `# Build benchmark: ${posts} generated posts${covers ? " (this site's with covers)" : ""}, this site beside the anchor`,
    "",
    ...(covers
      ? ["**Not like-for-like:** this site's posts have covers (processed by sharp), the anchor's have none.", ""]
      : []),
    `${date}; this site at ${commit}${base ? `; base (another checkout of this site) at ${base}` : ""}; anchor \`${anchor}\`; ${runs} interleaved run(s); the edited post is \`${editedPost}\`.`,
    "",
    ...Object.entries(buildScripts).map(([site, script]) => `Build command (${site}): \`${script}\` (its package.json's \`build\` script).`),
    `Load at start: \`${uptimeStart}\``,
    `Load at end: \`${uptimeEnd}\``,
    "",
    "Absolute times depend on what else the machine runs: compare the two sites through the ratios,",
    "which come from builds run one after the other under the same load (the per-run ratio is the",
    "steadier of the two). CPU time is less sensitive to load than wall time; memory is sampled every",
    "200 ms over the gatsby process and all its children (proportional sets at each new resident peak",
    "and every second).",
    "",
    "## Medians",
    "",
    summaryTable(results),
  ];
  for (const [kind, label] of KINDS) {
    if (!results.some((r) => r.kind === kind)) continue;
    sections.push(
      "",
      `## Stages: ${label} (medians)`,
      "",
      "Wall: Gatsby's own timings (some stages overlap). CPU: what the whole process tree used between the",
      "line that ended the step before and the line that ends this one (Gatsby's `success` lines and the",
      "site's own steps, `onPostBuild: …` and `adapter: …`, whose CPU is thus not in the Gatsby stage holding",
      "them); work in a process of its own (the editor's compile) lands in the step that ends next.",
      "",
      stageTable(results, kind),
    );
  }
  sections.push("", "## Every build", "", runsTable(results));
  const unparsed = results.filter((r) => !(EXPECTED_STAGE in r.stages));
  if (unparsed.length > 0) {
    sections.push("", `**Warning:** ${unparsed.length} build(s) printed no "${EXPECTED_STAGE}" timing: has Gatsby's output changed?`);
  }
  return sections.join("\n");
}

/**
 * The environment a site's own `build` script sets before `gatsby build` (e.g. this site's
 * `MALLOC_MMAP_THRESHOLD_=131072 NODE_OPTIONS="--expose-gc ..." gatsby build`), so each site is
 * measured as `npm run build` runs it on the host, without npm's own process in the measured tree.
 * A value may be bare or in double or single quotes (no escapes inside). Any other shape of script fails.
 * @param {string} script
 * @returns {Record<string, string>}
 */
export function buildScriptEnvironment(script) {
  const ASSIGNMENT = /([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|'[^']*'|[^\s"']*)\s+/y;
  const text = script.trim();
  /** @type {Record<string, string>} */
  const environment = {};
  ASSIGNMENT.lastIndex = 0;
  let position = 0;
  for (let match = ASSIGNMENT.exec(text); match; match = ASSIGNMENT.exec(text)) {
    const [, name, value] = match;
    environment[name] = /^["']/.test(value) ? value.slice(1, -1) : value;
    position = ASSIGNMENT.lastIndex;
  }
  if (text.slice(position) !== "gatsby build") throw new Error(`the build script is not "[NAME=value ...] gatsby build": ${script}`);
  return environment;
}
