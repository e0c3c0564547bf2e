import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(__dirname, "../..");
const SKIP = new Set(["node_modules", ".cache", "public", ".git", "coverage"]);

/** Command lines of running processes that mention `text` (Linux /proc). */
function processesMentioning(text: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
      if (commandLine.includes(text)) found.push(commandLine);
    } catch {
      /* ended meanwhile */
    }
  }
  return found;
}

/** A copy of the site without build output, sharing node_modules through a symlink. */
function copySite(): string {
  const dir = mkdtempSync(join(tmpdir(), "scalewise-bad-content-"));
  cpSync(ROOT, dir, { recursive: true, filter: (source) => !SKIP.has(source.slice(ROOT.length + 1).split("/")[0]) });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

describe("gatsby build with malformed Markdown", () => {
  let site: string;
  let output = "";
  let status: number | null = null;
  let leftBehind: string[] = [];

  beforeAll(async () => {
    site = copySite();
    writeFileSync(
      join(site, "content/blog/bad-category.md"),
      "---\ntitle: Bad category\ndate: 2025-03-01\nauthor: Test Writer\ncategory: AI trend\nexcerpt: An excerpt.\n---\n\nBody text.\n",
    );
    writeFileSync(
      join(site, "content/blog/bad-date.md"),
      "---\ndate: 2025-13-01\nauthor: Test Writer\ncategory: Strategy\nexcerpt: An excerpt.\n---\n\nBody text.\n",
    );
    const result = spawnSync("npx", ["gatsby", "build"], {
      cwd: site,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1" },
      encoding: "utf8",
      timeout: 280_000,
    });
    status = result.status;
    output = `${result.stdout}\n${result.stderr}`;
    // Anything still running a few seconds after the build exited was left behind.
    for (let waited = 0; waited < 5_000 && processesMentioning(site).length > 0; waited += 250) {
      await new Promise((done) => setTimeout(done, 250));
    }
    leftBehind = processesMentioning(site);
  });

  afterAll(() => {
    if (site) rmSync(site, { recursive: true, force: true });
  });

  it("fails", () => {
    expect(status).not.toBe(0);
    expect(status).not.toBeNull();
  });

  it("leaves no process behind (the editor's compilation stops with the build)", () => {
    expect(leftBehind).toEqual([]);
  });

  it("names every bad file with its field, what was found and what is allowed", () => {
    expect(output).toContain('content/blog/bad-category.md: category "AI trend" is not one of AI Trends, Strategy, Case Study, Tutorial, Analytics');
    expect(output).toContain("content/blog/bad-date.md: title is missing; every blog post needs one");
    expect(output).toContain('content/blog/bad-date.md: date "2025-13-01" is not a real date; write it as YYYY-MM-DD');
    expect(output).toMatch(/has 3 problems/);
  });
});
