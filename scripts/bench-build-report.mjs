// Pure helpers of scripts/bench-build.mjs: Gatsby's stage timings from its output, and the report.
import { stripVTControlCharacters } from "node:util";

// `success <stage> - 12.345s` (optionally followed by ` - 3000/3000 250.1/s`), Gatsby's own timings.
const SUCCESS = /^success (.+?) - (\d+(?:\.\d+)?)s(?: - .*)?$/;
// Lines that carry a duration in other words.
const INFO_TIMINGS = [
  [/^info bootstrap finished - (\d+(?:\.\d+)?)s/, "bootstrap (total)"],
  [/Decap CMS admin compiled in (\d+(?:\.\d+)?) s/, "Decap CMS admin compile (its own process, in parallel)"],
  [/^info Done building in (\d+(?:\.\d+)?) sec/, "Done building (Gatsby's total)"],
];

/** Stage name → seconds, in order of first appearance (a stage that runs twice is summed). */
export function parseStages(output) {
  const stages = new Map();
  const add = (name, seconds) => stages.set(name, (stages.get(name) ?? 0) + seconds);
  for (const rawLine of output.split("\n")) {
    const line = stripVTControlCharacters(rawLine).trim();
    const success = SUCCESS.exec(line);
    if (success) {
      add(success[1], Number(success[2]));
      continue;
    }
    for (const [pattern, name] of INFO_TIMINGS) {
      const match = pattern.exec(line);
      if (match) add(name, Number(match[1]));
    }
  }
  return Object.fromEntries(stages);
}

/** A stage every build prints; its absence means the parser no longer understands Gatsby's output. */
export const EXPECTED_STAGE = "Building static HTML for pages";

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const seconds = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} s` : "–");
const megabytes = (value) => (Number.isFinite(value) && value > 0 ? `${(value / 2 ** 20).toFixed(0)} MB` : "–");
const ratio = (value) => (Number.isFinite(value) ? value.toFixed(2) : "–");
// Ratios of stages that take well under a second on both sides say nothing.
const stageRatio = (anchor, site) => (Math.max(anchor || 0, site || 0) >= 0.5 ? ratio(site / anchor) : "–");

const METRICS = [
  ["wall time", "seconds", seconds],
  ["CPU time (user + system, whole tree)", "cpuSeconds", seconds],
  ["peak memory (resident sets summed)", "peakRss", megabytes],
  ["peak memory (proportional sets summed)", "peakPss", megabytes],
];

const KINDS = [
  ["clean", "clean build (`gatsby clean`, `gatsby build`)"],
  ["edit", "one post's text edited, rebuild with the cache"],
];

/** Per-run ratio site / anchor (same run, so the same load), then their median. */
function medianOfRatios(results, kind, read) {
  const runs = [...new Set(results.map((r) => r.run))];
  const ratios = runs.map((run) => {
    const site = results.find((r) => r.run === run && r.kind === kind && r.site === "site");
    const anchor = results.find((r) => r.run === run && r.kind === kind && r.site === "anchor");
    return site && anchor ? read(site) / read(anchor) : NaN;
  });
  return median(ratios);
}

function summaryTable(results) {
  const lines = ["| build | measure | anchor | this site | ratio of medians | median of per-run ratios |", "|---|---|---:|---:|---:|---:|"];
  for (const [kind, label] of KINDS) {
    const ofKind = results.filter((r) => r.kind === kind);
    if (ofKind.length === 0) continue;
    for (const [name, key, format] of METRICS) {
      const anchor = median(ofKind.filter((r) => r.site === "anchor").map((r) => r[key]));
      const site = median(ofKind.filter((r) => r.site === "site").map((r) => r[key]));
      lines.push(`| ${label} | ${name} | ${format(anchor)} | ${format(site)} | ${ratio(site / anchor)} | ${ratio(medianOfRatios(results, kind, (r) => r[key]))} |`);
    }
  }
  return lines.join("\n");
}

function stageTable(results, kind) {
  const ofKind = results.filter((r) => r.kind === kind);
  const names = [...new Set([...ofKind.filter((r) => r.site === "site"), ...ofKind.filter((r) => r.site === "anchor")].flatMap((r) => Object.keys(r.stages)))];
  const lines = ["| stage | anchor | this site | ratio |", "|---|---:|---:|---:|"];
  for (const name of names) {
    const value = (site) => median(ofKind.filter((r) => r.site === site).map((r) => r.stages[name] ?? NaN));
    const anchor = value("anchor");
    const site = value("site");
    lines.push(`| ${name} | ${seconds(anchor)} | ${seconds(site)} | ${stageRatio(anchor, site)} |`);
  }
  return lines.join("\n");
}

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

/** The Markdown report of one benchmark. */
export function formatReport({ date, posts, covers = false, runs, editedPost, commit, anchor, uptimeStart, uptimeEnd, results, buildScripts = {} }) {
  const sections = [
    `# Build benchmark: ${posts} generated posts${covers ? " (this site's with covers)" : ""}, this site beside the anchor`,
    "",
    ...(covers
      ? ["**Not like-for-like:** this site's posts have covers (processed by sharp), the anchor's have none.", ""]
      : []),
    `${date}; this site at ${commit}; anchor \`${anchor}\`; ${runs} interleaved run(s); the edited post is \`${editedPost}\`.`,
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
    sections.push("", `## Stages: ${label} (medians, Gatsby's own timings; some stages overlap)`, "", stageTable(results, kind));
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
 * `MALLOC_MMAP_THRESHOLD_=131072 gatsby build`), so each site is measured as `npm run build` runs it
 * on the host, without npm's own process in the measured tree. Any other shape of script fails.
 */
export function buildScriptEnvironment(script) {
  const match = /^((?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)*)gatsby build$/.exec(script.trim());
  if (!match) throw new Error(`the build script is not "[NAME=value ...] gatsby build": ${script}`);
  return Object.fromEntries(match[1].trim().split(/\s+/).filter(Boolean).map((pair) => pair.split(/=(.*)/s).slice(0, 2)));
}
