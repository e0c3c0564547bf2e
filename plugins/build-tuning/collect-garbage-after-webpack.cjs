// @ts-check
// One full garbage collection in Gatsby's main process each time its webpack compilers have closed and
// stored their cache, whose heap otherwise stays while the queries run (docs/performance.md#build-memory).

/** @template {unknown[]} T @typedef {{ tap: (name: string, hook: (...args: T) => void) => void }} Tappable */
/**
 * @typedef {{ hooks: { thisCompilation: Tappable<[{ hooks: { succeedModule: Tappable<[]> } }]>, shutdown: Tappable<[]> },
 *   cache: { hooks: { shutdown: { tapPromise: (options: { name: string, stage: number }, hook: () => Promise<void>) => void } } } }} ClosableCompiler
 */

const DELAY_MS = 500;
/** A rebuild from webpack's cache leaves too little garbage for a collection to pay. */
const MIN_BUILT_MODULES = 100;

/** V8's full collection: `global.gc` with --expose-gc, which `npm run build` sets. @returns {(() => void) | undefined} */
const fullCollection = () => (typeof globalThis.gc === "function" ? globalThis.gc : undefined);

/** @param {number} bytes */
const megabytes = (bytes) => Math.round(bytes / 2 ** 20);

/** Runs after every other tap of a cache hook, including webpack's disk cache (Cache.STAGE_DISK). */
const AFTER_THE_DISK_CACHE = 1000;

/**
 * A webpack plugin, one instance for all the build's compilers: shortly after the last close of a burst (Gatsby
 * closes each compiler twice), collect if they built `minBuiltModules` modules; `report` gets one line per collection (a build test reads it).
 * @param {(line: string) => void} report @param {{ delayMs?: number, minBuiltModules?: number }} [options] @returns {{ apply(compiler: ClosableCompiler): void }}
 */
function collectGarbageAfterWebpack(report, { delayMs = DELAY_MS, minBuiltModules = MIN_BUILT_MODULES } = {}) {
  /** @type {NodeJS.Timeout | undefined} */
  let pending;
  let builtModules = 0;
  let closing = 0;
  const collect = () => {
    const gc = fullCollection();
    if (!gc) {
      report("Webpack's garbage not collected: node runs without --expose-gc (npm run build sets it)");
      return;
    }
    const before = process.memoryUsage();
    const started = Date.now();
    gc();
    const after = process.memoryUsage();
    report(
      `Collected webpack's garbage (${builtModules} modules built) in ${Date.now() - started} ms: heap ${megabytes(before.heapUsed)} → ${megabytes(after.heapUsed)} MB, ` +
        `array buffers ${megabytes(before.arrayBuffers)} → ${megabytes(after.arrayBuffers)} MB`,
    );
  };
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap("CollectGarbageAfterWebpack", (compilation) => {
        compilation.hooks.succeedModule.tap("CollectGarbageAfterWebpack", () => {
          builtModules += 1;
        });
      });
      // A close runs the compiler's shutdown hook, then its cache's (which stores the cache).
      compiler.hooks.shutdown.tap("CollectGarbageAfterWebpack", () => {
        closing += 1;
        clearTimeout(pending);
      });
      compiler.cache.hooks.shutdown.tapPromise({ name: "CollectGarbageAfterWebpack", stage: AFTER_THE_DISK_CACHE }, async () => {
        closing -= 1;
        if (closing > 0 || builtModules < minBuiltModules) return;
        pending = setTimeout(collect, delayMs);
        pending.unref();
      });
    },
  };
}

module.exports = { collectGarbageAfterWebpack, fullCollection };
