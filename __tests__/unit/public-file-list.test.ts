/** @jest-environment node */
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { gatsbysGlob, isFileListing, listFiles, listPublicFilesFast, PATTERN } from "../../plugins/build-tuning/public-file-list.cjs";

// Gatsby's adapter step lists public/ with glob 7 (plugins/build-tuning/public-file-list.cjs answers
// that one call with a single walk). The answer must be glob's own, file for file and in its order.

const glob = gatsbysGlob();
const originalSync = glob.sync;
const globFiles = (cwd: string) => originalSync(PATTERN, { cwd, nodir: true, dot: true });

function tree(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-file-list-"));
  for (const file of files) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), file);
  }
  return dir;
}

// What public/ holds, and names that sort differently by code point and by glob's comparator.
const PUBLIC_LIKE = [
  "index.html",
  "404.html",
  "_headers",
  ".well-known/security.txt",
  "page-data/app-data.json",
  "page-data/blog/a-post/page-data.json",
  "page-data/dashboard/[...]",
  "dashboard/[...].html",
  "blog/A-post/index.html",
  "blog/a-post/index.html",
  "blog/b_post/index.html",
  "blog/b-post/index.html",
  "blog/2/index.html",
  "blog/10/index.html",
  "pagefind/fragment/en_1a2b.pf_fragment",
  "pagefind/pagefind-entry.json",
  "pagefind/wasm.en.pagefind",
  "static/ab12/cover.avif",
  "~partytown/partytown.js",
  "caf\u00e9/index.html",
  "Zebra.txt",
  "zebra2.txt",
];

describe("the listing of public/ for Gatsby's routes manifest", () => {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is glob's answer, file for file and in glob's order", () => {
    const dir = tree(PUBLIC_LIKE);
    made.push(dir);
    fs.mkdirSync(path.join(dir, "empty-folder/inner"), { recursive: true });
    const expected = globFiles(dir);
    expect(expected).toHaveLength(PUBLIC_LIKE.length);
    expect(listFiles(dir)).toEqual(expected);
  });

  it("leaves a tree with a symlink to glob", () => {
    const dir = tree(["a/index.html", "b.txt"]);
    made.push(dir);
    fs.symlinkSync(path.join(dir, "a"), path.join(dir, "link-to-a"), "dir");
    expect(listFiles(dir)).toBeNull();
  });

  it("answers only that call once installed, and glob answers the same", () => {
    const dir = tree(PUBLIC_LIKE);
    made.push(dir);
    const calls: unknown[][] = [];
    const fakeGlob = { sync: (...args: unknown[]) => (calls.push(args), ["from glob"]) };
    expect(listPublicFilesFast(fakeGlob)).toBe(true);
    expect(listPublicFilesFast(fakeGlob)).toBe(false);
    expect(fakeGlob.sync(PATTERN, { cwd: dir, nodir: true, dot: true })).toEqual(globFiles(dir));
    expect(calls).toEqual([]);
    expect(fakeGlob.sync("**/*.html", { cwd: dir, nodir: true, dot: true })).toEqual(["from glob"]);
    expect(fakeGlob.sync(PATTERN, { cwd: dir, nodir: true, dot: true, ignore: ["x"] })).toEqual(["from glob"]);
    expect(calls).toHaveLength(2);
    expect(isFileListing(PATTERN, { cwd: dir, nodir: true, dot: false })).toBe(false);
  });

  it("is the call Gatsby's adapter manager makes (an upgrade that changes it leaves the override unused: re-measure)", () => {
    const managerFile = path.join(path.dirname(require.resolve("gatsby/package.json")), "dist/utils/adapter/manager.js");
    const manager = fs.readFileSync(managerFile, "utf8");
    expect(manager).toMatch(/const fileAssets = new Set\(\(0, _glob\.sync\)\(`\*\*\/\*\*`, \{\s*cwd: _path2\.posix\.join\(process\.cwd\(\), `public`\),\s*nodir: true,\s*dot: true\s*\}\)/);
    // The glob that module requires, as Node resolves it from there (the one gatsbysGlob() returns).
    const globPackage = createRequire(managerFile).resolve("glob/package.json");
    expect((JSON.parse(fs.readFileSync(globPackage, "utf8")) as { version: string }).version).toMatch(/^7\./);
  });
});
