import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(__dirname, "../..");
const SKIP = new Set(["node_modules", ".cache", "public", ".git", "coverage"]);

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

  beforeAll(() => {
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
  });

  afterAll(() => {
    if (site) rmSync(site, { recursive: true, force: true });
  });

  it("fails", () => {
    expect(status).not.toBe(0);
    expect(status).not.toBeNull();
  });

  it("names every bad file with its field, what was found and what is allowed", () => {
    expect(output).toContain('content/blog/bad-category.md: category "AI trend" is not one of AI Trends, Strategy, Case Study, Tutorial, Analytics');
    expect(output).toContain("content/blog/bad-date.md: title is missing; every blog post needs one");
    expect(output).toContain('content/blog/bad-date.md: date "2025-13-01" is not a real date; write it as YYYY-MM-DD');
    expect(output).toMatch(/has 3 problems/);
  });
});
