/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cachedReads } from "../../plugins/build-tuning/cached-build-dependency-reads.cjs";

type Walk = { files: string[]; resolutions: string[] };
type WalkReport = { reads: Record<string, number>; walks: Walk[]; built: number[] };

const WALK = path.resolve(__dirname, "../support/build-dependency-walk.cjs");

function countingFs() {
  const calls: string[] = [];
  const view = Object.create(fs) as typeof fs & Record<string, unknown>;
  for (const method of ["stat", "lstat", "readlink", "realpath", "readdir", "readFile", "writeFile"] as const) {
    (view as Record<string, unknown>)[method] = (file: string, ...rest: unknown[]) => {
      calls.push(`${method} ${file}`);
      return (fs[method] as (...args: unknown[]) => unknown)(file, ...rest);
    };
  }
  return { view, calls };
}

const call = <T>(read: (callback: (error: Error | null, value: T) => void) => void) =>
  new Promise<T>((resolve, reject) => read((error, value) => (error ? reject(error) : resolve(value))));

describe("cachedReads", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-deps-"));
    fs.mkdirSync(path.join(dir, "cache"));
    fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "fixture", version: "1.0.0" }));
    fs.writeFileSync(path.join(dir, "cache", "index.pack"), "pack");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("reads each path outside the cache folder from disk once", async () => {
    const { view, calls } = countingFs();
    const reads = cachedReads(view, path.join(dir, "cache"));
    const manifest = path.join(dir, "package.json");
    const first = await call<fs.Stats>((done) => reads.stat(manifest, done));
    const second = await call<fs.Stats>((done) => reads.stat(manifest, done));
    expect(second.size).toBe(first.size);
    expect(await call((done) => reads.readJson(manifest, done))).toEqual({ name: "fixture", version: "1.0.0" });
    expect(await call((done) => reads.readJson(manifest, done))).toEqual({ name: "fixture", version: "1.0.0" });
    expect(calls.filter((line) => line === `stat ${manifest}`)).toHaveLength(1);
    expect(calls.filter((line) => line === `readFile ${manifest}`)).toHaveLength(1);
  });

  it("always reads the cache folder's own files from disk, and writes straight through", async () => {
    const { view, calls } = countingFs();
    const reads = cachedReads(view, path.join(dir, "cache"));
    const pack = path.join(dir, "cache", "index.pack");
    await call((done) => reads.stat(pack, done));
    await call<void>((done) => reads.writeFile(pack, "a longer pack", (error) => done(error, undefined)));
    const after = await call<fs.Stats>((done) => reads.stat(pack, done));
    expect(after.size).toBe("a longer pack".length);
    expect(calls.filter((line) => line === `stat ${pack}`)).toHaveLength(2);
    expect(calls).toContain(`writeFile ${pack}`);
  });

  it("answers realpath as node's fs does, through a symlink", async () => {
    const link = path.join(dir, "linked");
    fs.symlinkSync(path.join(dir, "cache"), link);
    const reads = cachedReads(countingFs().view, path.join(dir, "elsewhere"));
    expect(await call((done) => reads.realpath(path.join(link, "index.pack"), done))).toBe(fs.realpathSync(path.join(link, "index.pack")));
  });
});

describe("CachedBuildDependencyReads in real webpack compilers", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-deps-webpack-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  function fixture(name: string, configText: string) {
    const folder = path.join(dir, name);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "entry.js"), 'export const greeting = "hello";\n');
    // Linked, as the build benchmark links each copy's node_modules: resolutions cross a symlink.
    fs.symlinkSync(path.resolve(__dirname, "../../node_modules"), path.join(folder, "node_modules"), "dir");
    // Requires webpack, so the build dependencies reach ~500 files under node_modules, as Gatsby's do.
    fs.writeFileSync(path.join(folder, "build-config.cjs"), `require("webpack");\nmodule.exports = ${configText};\n`);
    return folder;
  }

  const walk = (folder: string, mode: "cached" | "plain", compilers: number): WalkReport =>
    JSON.parse(execFileSync(process.execPath, [WALK, folder, mode, String(compilers)], { cwd: path.resolve(__dirname, "../.."), encoding: "utf8" }));

  const diskReads = (report: WalkReport) => report.reads.stat + report.reads.lstat + report.reads.readlink + report.reads.realpath + report.reads.readdir;

  it("finds the same build dependencies as webpack alone, with a fraction of the reads", () => {
    const plain = walk(fixture("plain", "1"), "plain", 2);
    const cached = walk(fixture("cached", "1"), "cached", 2);
    expect(plain.walks).toHaveLength(2);
    expect(cached.walks).toHaveLength(2);
    const relativeTo = (folder: string) => (walkResult: Walk) => ({
      files: walkResult.files.map((file) => file.replace(path.join(dir, folder), "<fixture>")),
      resolutions: walkResult.resolutions.map((key) => key.replaceAll(path.join(dir, folder), "<fixture>")),
    });
    expect(cached.walks.map(relativeTo("cached"))).toEqual(plain.walks.map(relativeTo("plain")));
    expect(plain.walks[0].files.length).toBeGreaterThan(300);
    // Two compilers walking the same graph: webpack alone reads it twice, uncached.
    expect(diskReads(cached)).toBeLessThan(diskReads(plain) / 3);
  }, 120_000);

  it("keeps the cache valid across builds and invalidates it when a build dependency changes", () => {
    const folder = fixture("rebuild", "1");
    expect(walk(folder, "cached", 1).built[0]).toBeGreaterThan(0);
    expect(walk(folder, "cached", 1).built[0]).toBe(0);
    fs.writeFileSync(path.join(folder, "build-config.cjs"), 'require("webpack");\nmodule.exports = 2;\n');
    expect(walk(folder, "cached", 1).built[0]).toBeGreaterThan(0);
  }, 120_000);
});
