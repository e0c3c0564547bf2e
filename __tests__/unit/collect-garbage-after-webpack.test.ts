/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { collectGarbageAfterWebpack, fullCollection } from "../../plugins/build-tuning/collect-garbage-after-webpack.cjs";

type CacheShutdownTap = { stage: number; hook: () => Promise<void> };

/**
 * A stand-in for a webpack compiler: the hooks the plugin taps; `compile(n)` builds n modules;
 * `close()` runs the compiler's shutdown and then its cache's, whose taps run in stage order, as
 * webpack's Compiler#close does. `storeCache(ms)` adds a disk cache that takes `ms` to store.
 */
function fakeCompiler() {
  const onCompilation: Array<(compilation: { hooks: { succeedModule: { tap: (name: string, hook: () => void) => void } } }) => void> = [];
  const onShutdown: Array<() => void> = [];
  const onCacheShutdown: CacheShutdownTap[] = [];
  return {
    hooks: {
      thisCompilation: { tap: (_name: string, hook: (typeof onCompilation)[number]) => onCompilation.push(hook) },
      shutdown: { tap: (_name: string, hook: () => void) => onShutdown.push(hook) },
    },
    cache: {
      hooks: {
        shutdown: {
          tapPromise: ({ stage }: { name: string; stage: number }, hook: () => Promise<void>) => onCacheShutdown.push({ stage, hook }),
        },
      },
    },
    compile(modules: number) {
      const onModule: Array<() => void> = [];
      const compilation = { hooks: { succeedModule: { tap: (_name: string, hook: () => void) => onModule.push(hook) } } };
      onCompilation.forEach((hook) => hook(compilation));
      for (let i = 0; i < modules; i += 1) onModule.forEach((hook) => hook());
    },
    storeCache(ms: number, stored: () => void) {
      onCacheShutdown.push({ stage: 10, hook: () => settle(ms).then(stored) });
    },
    async close() {
      onShutdown.forEach((hook) => hook());
      for (const { hook } of [...onCacheShutdown].sort((x, y) => x.stage - y.stage)) await hook();
    },
  };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type WithGc = { gc?: () => void };
let collections = 0;

describe("collectGarbageAfterWebpack", () => {
  // node exposes V8's full collection as global.gc only with --expose-gc (npm run build sets it).
  beforeEach(() => {
    collections = 0;
    (globalThis as WithGc).gc = () => {
      collections += 1;
    };
  });
  afterEach(() => {
    delete (globalThis as WithGc).gc;
  });

  it("uses the collection node exposes with --expose-gc, and says so when node runs without it", async () => {
    expect(fullCollection()).toBe((globalThis as WithGc).gc);
    delete (globalThis as WithGc).gc;
    expect(fullCollection()).toBeUndefined();
    const lines: string[] = [];
    const plugin = collectGarbageAfterWebpack((line) => lines.push(line), { delayMs: 5, minBuiltModules: 1 });
    const compiler = fakeCompiler();
    plugin.apply(compiler);
    compiler.compile(10);
    await compiler.close();
    await settle(50);
    expect(lines).toEqual(["Webpack's garbage not collected: node runs without --expose-gc (npm run build sets it)"]);
  });

  it("collects once, shortly after a burst of compiler closes, and reports it", async () => {
    const lines: string[] = [];
    const plugin = collectGarbageAfterWebpack((line) => lines.push(line), { delayMs: 20, minBuiltModules: 100 });
    const javascript = fakeCompiler();
    const renderer = fakeCompiler();
    plugin.apply(javascript);
    plugin.apply(renderer);
    javascript.compile(70);
    renderer.compile(60);
    await Promise.all([renderer.close(), javascript.close(), renderer.close()]);
    expect(lines).toEqual([]);
    await settle(200);
    expect(lines).toHaveLength(1);
    expect(collections).toBe(1);
    expect(lines[0]).toMatch(/^Collected webpack's garbage \(130 modules built\) in \d+ ms: heap \d+ → \d+ MB, array buffers \d+ → \d+ MB$/);
  });

  it("collects again once a later burst of closes has stored the cache (Gatsby's \"Caching Webpack compilations\")", async () => {
    const events: string[] = [];
    const plugin = collectGarbageAfterWebpack((line) => events.push(line.replace(/ in .*/, "")), { delayMs: 10, minBuiltModules: 100 });
    const javascript = fakeCompiler();
    const renderer = fakeCompiler();
    plugin.apply(javascript);
    plugin.apply(renderer);
    javascript.storeCache(60, () => events.push("javascript's cache stored"));
    renderer.storeCache(30, () => events.push("renderer's cache stored"));
    javascript.compile(90);
    renderer.compile(80);
    await renderer.close();
    await settle(100);
    await Promise.all([javascript.close(), renderer.close()]);
    await settle(100);
    expect(events).toEqual([
      "renderer's cache stored",
      "Collected webpack's garbage (170 modules built)",
      "renderer's cache stored",
      "javascript's cache stored",
      "Collected webpack's garbage (170 modules built)",
    ]);
  });

  it("does not collect after compilations that restored their modules from the cache (a one-post rebuild)", async () => {
    const lines: string[] = [];
    const plugin = collectGarbageAfterWebpack((line) => lines.push(line), { delayMs: 10, minBuiltModules: 100 });
    const compiler = fakeCompiler();
    plugin.apply(compiler);
    compiler.compile(12);
    await compiler.close();
    await settle(100);
    expect(lines).toEqual([]);
  });

  it("runs a full (major) collection in a node started with --expose-gc, as npm run build starts Gatsby", () => {
    // A separate node process: the real global.gc exists only with the flag.
    const script = `
      const { PerformanceObserver, constants } = require("node:perf_hooks");
      const { collectGarbageAfterWebpack } = require(${JSON.stringify(require.resolve("../../plugins/build-tuning/collect-garbage-after-webpack.cjs"))});
      const kinds = [];
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => kinds.push(entry.detail.kind)));
      observer.observe({ entryTypes: ["gc"] });
      const taps = { shutdown: [], cache: [], compilation: [] };
      const compiler = {
        hooks: { thisCompilation: { tap: (_n, hook) => taps.compilation.push(hook) }, shutdown: { tap: (_n, hook) => taps.shutdown.push(hook) } },
        cache: { hooks: { shutdown: { tapPromise: (_o, hook) => taps.cache.push(hook) } } },
      };
      collectGarbageAfterWebpack((line) => console.log(line), { delayMs: 10, minBuiltModules: 1 }).apply(compiler);
      const modules = [];
      taps.compilation.forEach((hook) => hook({ hooks: { succeedModule: { tap: (_n, h) => modules.push(h) } } }));
      modules.forEach((h) => h());
      taps.shutdown.forEach((hook) => hook());
      Promise.all(taps.cache.map((hook) => hook())).then(() => setTimeout(() => {
        observer.disconnect();
        console.log(kinds.includes(constants.NODE_PERFORMANCE_GC_MAJOR) ? "major" : "no major collection: " + kinds);
      }, 200));
    `;
    const result = spawnSync(process.execPath, ["--expose-gc", "-e", script], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^Collected webpack's garbage \(1 modules built\) in \d+ ms: heap \d+ → \d+ MB, array buffers \d+ → \d+ MB\nmajor\n$/);
  });
});
