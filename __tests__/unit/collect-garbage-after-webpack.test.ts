/** @jest-environment node */
import { constants, PerformanceObserver } from "node:perf_hooks";
import { collectGarbageAfterWebpack, fullCollection } from "../../scripts/webpack/collect-garbage-after-webpack.cjs";

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

describe("collectGarbageAfterWebpack", () => {
  it("gets V8's full collection without --expose-gc, and leaves gc unexposed", () => {
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe("undefined");
    const gc = fullCollection();
    expect(typeof gc).toBe("function");
    gc();
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe("undefined");
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

  it("runs a full (major) collection, not a minor one", async () => {
    const kinds: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) kinds.push((entry as PerformanceEntry & { detail: { kind: number } }).detail.kind);
    });
    observer.observe({ entryTypes: ["gc"] });
    const plugin = collectGarbageAfterWebpack(() => undefined, { delayMs: 10, minBuiltModules: 1 });
    const compiler = fakeCompiler();
    plugin.apply(compiler);
    compiler.compile(1);
    await compiler.close();
    await settle(150);
    observer.disconnect();
    expect(kinds).toContain(constants.NODE_PERFORMANCE_GC_MAJOR);
  });
});
