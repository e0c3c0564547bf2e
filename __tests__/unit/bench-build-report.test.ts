import { buildScriptEnvironment, EXPECTED_STAGE, formatReport, median, parseStages } from "../../scripts/bench-build-report.mjs";

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
