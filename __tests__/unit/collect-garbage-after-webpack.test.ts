/** @jest-environment node */
import { constants, PerformanceObserver } from "node:perf_hooks";
import { collectGarbageAfterWebpack, fullCollection } from "../../scripts/webpack/collect-garbage-after-webpack.cjs";

/** A stand-in for a webpack compiler: only the hook the plugin taps. */
function fakeCompiler() {
  const taps: Array<() => void> = [];
  return {
    hooks: { shutdown: { tap: (_name: string, hook: () => void) => taps.push(hook) } },
    close: () => taps.forEach((hook) => hook()),
  };
}

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
    const plugin = collectGarbageAfterWebpack((line) => lines.push(line), 20);
    const javascript = fakeCompiler();
    const renderer = fakeCompiler();
    plugin.apply(javascript);
    plugin.apply(renderer);
    renderer.close();
    javascript.close();
    renderer.close();
    expect(lines).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Collected webpack's garbage in \d+ ms: heap \d+ → \d+ MB, array buffers \d+ → \d+ MB$/);
  });

  it("runs a full (major) collection, not a minor one", async () => {
    const kinds: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) kinds.push(((entry as PerformanceEntry & { detail: { kind: number } }).detail).kind);
    });
    observer.observe({ entryTypes: ["gc"] });
    const plugin = collectGarbageAfterWebpack(() => undefined, 10);
    const compiler = fakeCompiler();
    plugin.apply(compiler);
    compiler.close();
    await new Promise((resolve) => setTimeout(resolve, 150));
    observer.disconnect();
    expect(kinds).toContain(constants.NODE_PERFORMANCE_GC_MAJOR);
  });
});
