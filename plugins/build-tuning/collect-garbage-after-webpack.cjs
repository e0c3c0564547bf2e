// One full garbage collection in Gatsby's main process each time its webpack compilers have closed
// and stored their cache.
//
// The production JavaScript and HTML renderer compilations run in the main process and take its
// V8 heap to ~700 MB at 3,000 posts (two compilations of ~1,500 modules each). V8 keeps that heap
// while the main process then mostly waits (queries in workers, image jobs, HTML in workers), and
// the webpack cache's serialised packs (~100 MB of ArrayBuffers, written when Gatsby closes the
// compilers at "Caching Webpack compilations") stay until the next full collection, which an idle
// main process rarely runs. Measured at 3,000 posts: the main process held ~930 MB at the build's
// peak ("Writing page-data.json") without any collection, ~650 MB with one after the first close.
// The closes at "Caching Webpack compilations" then left ~125 MB of packs through the queries;
// collecting after those too takes the main process from ~900 to ~740 MB while the queries run.
// A full collection of that heap takes ~0.3–0.6 s of a process that is waiting anyway.
// node exposes the collection only with --expose-gc: `npm run build` passes it in NODE_OPTIONS.
const DELAY_MS = 500;
/**
 * A rebuild that restores its modules from webpack's cache leaves little garbage (heap 345 → 289 MB
 * at 3,000 posts), and the collection then cost more than it saved (~0.3 s of a one-post publish).
 */
const MIN_BUILT_MODULES = 100;

/** V8's full collection, which node exposes as `global.gc` when it runs with --expose-gc (`npm run build` sets it in NODE_OPTIONS). */
const fullCollection = () => (typeof globalThis.gc === "function" ? globalThis.gc : undefined);

const megabytes = (bytes) => Math.round(bytes / 2 ** 20);

/** Runs after every other tap of a cache hook, including webpack's disk cache (Cache.STAGE_DISK). */
const AFTER_THE_DISK_CACHE = 1000;

/**
 * A webpack plugin, one instance for all of the build's compilers: when compilers have closed and
 * stored their cache (Gatsby closes each one once its bundle is written and again at "Caching
 * Webpack compilations"), collect garbage shortly after the last close of a burst is done, if the
 * build's compilers built at least `minBuiltModules` modules (not restored from the cache).
 * `report` receives one line per collection (the build log shows it; a build test checks it).
 */
function collectGarbageAfterWebpack(report, { delayMs = DELAY_MS, minBuiltModules = MIN_BUILT_MODULES } = {}) {
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
