import { buildScriptEnvironment, EXPECTED_STAGE, formatReport, median, parseStages, stageCpuCounter } from "../../scripts/bench/bench-build-report.mjs";

// Lines as `gatsby build` prints them with CI=true (colours included where Gatsby adds them).
const OUTPUT = [
  "success load plugins - 1.234s",
  "\u001b[32msuccess\u001b[39m createPages - 0.500s",
  "info bootstrap finished - 20.500s",
  "success Building production JavaScript and CSS bundles - 17.800s",
  "info Decap CMS admin compiled in 25.1 s",
  "success run queries in workers - 12.000s - 3012/3012 251.00/s",
  "success Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 1.000s - 2/2 2.00/s",
  "success Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 0.500s - 1/1 2.00/s",
  "success Building static HTML for pages - 27.400s - 3017/3017 110.11/s",
  "warn success in a warning is not a stage - 3s",
  "info Done building in 108.0 sec",
].join("\n");

function build(site: string, run: number, kind: string, seconds: number, stages: Record<string, number>) {
  return { run, site, kind, seconds, cpuSeconds: seconds / 2, peakRss: 2 ** 30, peakPss: 2 ** 29, peakDuring: "a | b", peakProcesses: "1000 + 24", loadBefore: "1", loadAfter: "2", stages };
}

describe("build benchmark report", () => {
  it("reads Gatsby's stage timings, summing a stage that runs twice", () => {
    expect(parseStages(OUTPUT)).toEqual({
      "load plugins": 1.234,
      createPages: 0.5,
      "bootstrap (total)": 20.5,
      "Building production JavaScript and CSS bundles": 17.8,
      "Decap CMS admin compile (its own process, in parallel)": 25.1,
      "run queries in workers": 12,
      "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs": 1.5,
      "Building static HTML for pages": 27.4,
      "Done building (Gatsby's total)": 108,
    });
  });

  it("reads the site's own post-build steps, which print milliseconds", () => {
    const output = [
      "info Link check: 9023 links of 3022 Markdown pages in 105 ms (3007 bodies' links from the cache, 15 parsed here; 3 pages read for fragments)",
      "info Search index (Pagefind): 3033 pages indexed into public/pagefind/ in 4682 ms",
      "info Content-Security-Policy: 6 inline scripts across 3290 pages, read 3290 changed since the last build, written in 1100 ms",
      "success onPostBuild - 7.100s",
      "info Netlify output checked (headers, policy, redirects, client-only routes) in 450 ms",
    ].join("\n");
    expect(parseStages(output)).toEqual({
      "onPostBuild: link check": 0.105,
      "onPostBuild: search index": 4.682,
      "onPostBuild: Content-Security-Policy": 1.1,
      onPostBuild: 7.1,
      "adapter: Netlify output checks": 0.45,
    });
  });

  it("gives each step the CPU used since the step before it ended, and none to totals", () => {
    const counter = stageCpuCounter();
    counter.add("success load plugins - 1.0s", 2);
    counter.add("some other line", 3);
    counter.add("info bootstrap finished - 20.5s", 4);
    counter.add("success createPages - 0.5s", 5);
    counter.add("info Search index (Pagefind): 10 pages indexed into public/pagefind/ in 900 ms", 6.5);
    counter.add("success onPostBuild - 2.0s", 7);
    counter.add("success createPages - 0.1s", 7.25);
    expect(counter.stages).toEqual({ "load plugins": 2, createPages: 3.25, "onPostBuild: search index": 1.5, onPostBuild: 0.5 });
  });

  it("shares the CPU between steps that end in one piece of output by their durations", () => {
    const counter = stageCpuCounter();
    counter.add(["success Checking for changed pages - 0.000s", "success source and transform nodes - 27.1s"], 30);
    counter.add(["success a - 1.0s", "success b - 3.0s"], 38);
    counter.add(["success c - 0.000s", "success d - 0.000s"], 40);
    expect(counter.stages).toEqual({ "Checking for changed pages": 0, "source and transform nodes": 30, a: 2, b: 6, c: 1, d: 1 });
  });

  it("adds a base checkout's column and this site / base ratios when one was built", () => {
    const results = [
      { ...build("anchor", 1, "edit", 20, { [EXPECTED_STAGE]: 2 }), stageCpu: { [EXPECTED_STAGE]: 3 } },
      { ...build("base", 1, "edit", 22, { [EXPECTED_STAGE]: 4 }), stageCpu: { [EXPECTED_STAGE]: 6 } },
      { ...build("site", 1, "edit", 33, { [EXPECTED_STAGE]: 5 }), stageCpu: { [EXPECTED_STAGE]: 9 } },
    ];
    const report = formatReport({
      date: "d", posts: 3000, runs: 1, editedPost: "generated-01501", commit: "head1", base: "base1 (../base)", anchor: "a",
      uptimeStart: "u", uptimeEnd: "u", results,
    });
    expect(report).toContain("this site at head1; base (another checkout of this site) at base1 (../base);");
    // Wall: anchor, base, site, site/anchor, site/base; then CPU the same way.
    expect(report).toContain("| one post's text edited, rebuild with the cache | wall time | 20.0 s | 22.0 s | 33.0 s | 1.65 | 1.65 | 1.50 |");
    expect(report).toContain(`| ${EXPECTED_STAGE} | 2.0 s | 4.0 s | 5.0 s | 2.50 | 1.25 | 3.0 s | 6.0 s | 9.0 s | 3.00 | 1.50 |`);
  });

  it("takes the middle value, or the mean of the two middle values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });

  it("reports medians, per-run ratios and a warning when a build printed no page HTML stage", () => {
    const results = [
      build("anchor", 1, "clean", 60, { [EXPECTED_STAGE]: 6 }),
      build("site", 1, "clean", 90, { [EXPECTED_STAGE]: 12 }),
      build("anchor", 2, "clean", 80, { [EXPECTED_STAGE]: 8 }),
      build("site", 2, "clean", 100, {}),
    ];
    const report = formatReport({
      date: "2025-01-01T00:00:00Z",
      posts: 3000,
      runs: 2,
      editedPost: "generated-01501",
      commit: "abc123",
      anchor: "../anchor",
      uptimeStart: "up 1 min",
      uptimeEnd: "up 9 min",
      results,
    });
    // Medians 70 s and 95 s; per-run ratios 1.5 and 1.25.
    expect(report).toContain("| clean build (`gatsby clean`, `gatsby build`) | wall time | 70.0 s | 95.0 s | 1.36 | 1.38 |");
    expect(report).toContain("| Building static HTML for pages | 7.0 s | 12.0 s | 1.71 |");
    expect(report).toContain("| 1000 + 24 | a \\| b |");
    expect(report).toContain(`**Warning:** 1 build(s) printed no "${EXPECTED_STAGE}" timing`);
    expect(report).not.toContain("one post's text edited");
    expect(report).not.toContain("like-for-like");
  });

  it("says when this site's posts have covers and the anchor's do not", () => {
    const report = formatReport({
      date: "2025-01-01T00:00:00Z",
      posts: 3000,
      covers: true,
      runs: 1,
      editedPost: "generated-01501",
      commit: "abc123",
      anchor: "../anchor",
      uptimeStart: "up 1 min",
      uptimeEnd: "up 9 min",
      results: [build("anchor", 1, "clean", 60, {}), build("site", 1, "clean", 90, {})],
    });
    expect(report).toContain("# Build benchmark: 3000 generated posts (this site's with covers), this site beside the anchor");
    expect(report).toContain("**Not like-for-like:**");
  });
});

describe("buildScriptEnvironment", () => {
  it("reads the variables a build script sets before gatsby build", () => {
    expect(buildScriptEnvironment("gatsby build")).toEqual({});
    expect(buildScriptEnvironment("GATSBY_TELEMETRY_DISABLED=1 MALLOC_MMAP_THRESHOLD_=131072 gatsby build")).toEqual({
      GATSBY_TELEMETRY_DISABLED: "1",
      MALLOC_MMAP_THRESHOLD_: "131072",
    });
    expect(buildScriptEnvironment("A=x=y gatsby build")).toEqual({ A: "x=y" });
  });

  it("reads a quoted value, as the site's NODE_OPTIONS is written", () => {
    expect(
      buildScriptEnvironment(`GATSBY_TELEMETRY_DISABLED=1 MALLOC_MMAP_THRESHOLD_=131072 NODE_OPTIONS="--expose-gc --disable-warning=DEP0040" gatsby build`),
    ).toEqual({ GATSBY_TELEMETRY_DISABLED: "1", MALLOC_MMAP_THRESHOLD_: "131072", NODE_OPTIONS: "--expose-gc --disable-warning=DEP0040" });
    expect(buildScriptEnvironment("A='x y' B= gatsby build")).toEqual({ A: "x y", B: "" });
    expect(() => buildScriptEnvironment(`A="x y gatsby build`)).toThrow(/not "\[NAME=value/);
  });

  it("refuses a script it would measure wrongly", () => {
    expect(() => buildScriptEnvironment("gatsby build && node scripts/after.mjs")).toThrow(/not "\[NAME=value \.\.\.\] gatsby build"/);
    expect(() => buildScriptEnvironment("cross-env A=1 gatsby build")).toThrow(/cross-env A=1 gatsby build/);
  });

  it("puts each site's build command in the report", () => {
    const report = formatReport({
      date: "d",
      posts: 10,
      runs: 1,
      editedPost: "generated-00006",
      commit: "abc",
      anchor: "anchor",
      uptimeStart: "u",
      uptimeEnd: "u",
      results: [build("anchor", 1, "clean", 10, {}), build("site", 1, "clean", 12, {})],
      buildScripts: { anchor: "gatsby build", site: "X=1 gatsby build" },
    });
    expect(report).toContain("Build command (site): `X=1 gatsby build`");
    expect(report).toContain("Build command (anchor): `gatsby build`");
  });
});
