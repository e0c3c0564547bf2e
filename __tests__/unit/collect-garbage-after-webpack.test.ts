/** @jest-environment node */
import { constants, PerformanceObserver } from "node:perf_hooks";
import { collectGarbageAfterWebpack, fullCollection } from "../../scripts/webpack/collect-garbage-after-webpack.cjs";

/** A stand-in for a webpack compiler: the hooks the plugin taps; `compile(n)` builds n modules. */
function fakeCompiler() {
  const onCompilation: Array<(compilation: { hooks: { succeedModule: { tap: (name: string, hook: () => void) => void } } }) => void> = [];
  const onShutdown: Array<() => void> = [];
  return {
    hooks: {
      thisCompilation: { tap: (_name: string, hook: (typeof onCompilation)[number]) => onCompilation.push(hook) },
      shutdown: { tap: (_name: string, hook: () => void) => onShutdown.push(hook) },
    },
    compile(modules: number) {
      const onModule: Array<() => void> = [];
      const compilation = { hooks: { succeedModule: { tap: (_name: string, hook: () => void) => onModule.push(hook) } } };
      onCompilation.forEach((hook) => hook(compilation));
      for (let i = 0; i < modules; i += 1) onModule.forEach((hook) => hook());
    },
    close: () => onShutdown.forEach((hook) => hook()),
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
    renderer.close();
    javascript.close();
    renderer.close();
    expect(lines).toEqual([]);
    await settle(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Collected webpack's garbage \(130 modules built\) in \d+ ms: heap \d+ → \d+ MB, array buffers \d+ → \d+ MB$/);
  });

  it("does not collect after compilations that restored their modules from the cache (a one-post rebuild)", async () => {
    const lines: string[] = [];
    const plugin = collectGarbageAfterWebpack((line) => lines.push(line), { delayMs: 10, minBuiltModules: 100 });
    const compiler = fakeCompiler();
    plugin.apply(compiler);
    compiler.compile(12);
    compiler.close();
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
    compiler.close();
    await settle(150);
    observer.disconnect();
    expect(kinds).toContain(constants.NODE_PERFORMANCE_GC_MAJOR);
  });
});
