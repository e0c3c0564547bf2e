// @ts-check
// Webpack's build-dependency checks (both production compilers walk the require graph of Gatsby's config
// and every plugin through node's uncached fs) read through one shared cache for the build, since nothing
// they read changes during it; reads under the compiler's cache folder and all writes go to fs.
const nodeFs = require("node:fs");
const path = require("node:path");

// enhanced-resolve as webpack itself loads it (a dependency of webpack, not of this site).
const { CachedInputFileSystem } = require(require.resolve("enhanced-resolve", { paths: [path.dirname(require.resolve("webpack"))] }));

/** @template T @typedef {(file: string, callback: (error: Error | null, value: T) => void) => void} Read */
/**
 * @typedef {{ stat: Read<import("node:fs").Stats>, lstat: Read<import("node:fs").Stats>, readlink: Read<string>, realpath: Read<string>, readdir: Read<string[]>,
 *   readJson: Read<unknown>, writeFile: (file: string, data: string, callback: (error: Error | null) => void) => void }} CachedReads
 */
/** @typedef {{ options: { cache?: false | { type?: string, cacheLocation?: string } }, intermediateFileSystem?: object }} CompilerWithCache */

/** The reads webpack's FileSystemInfo and its build-dependency resolvers make. */
const CACHED_READS = ["stat", "lstat", "readlink", "realpath", "readdir"];

/** One CachedInputFileSystem per underlying file system, shared by the build's compilers. @type {WeakMap<object, any>} */
const sharedCaches = new WeakMap();

/** fs with realpath as one realpath(3) call, not node's lstat of every segment (kept by graceful-fs). @param {object} fs @returns {object} */
function withNativeRealpath(fs) {
  const native = nodeFs.realpath.native;
  if (typeof native !== "function") return fs;
  const backend = Object.create(fs);
  // `options` is optional, as in fs.realpath: a call without it passes the callback second.
  /** @type {(file: string, options: any, callback?: any) => void} */
  backend.realpath = (file, options, callback) => native(file, options, callback);
  return backend;
}

/** @param {object} fs */
function sharedCache(fs) {
  if (!sharedCaches.has(fs)) sharedCaches.set(fs, new CachedInputFileSystem(withNativeRealpath(fs), Infinity));
  return sharedCaches.get(fs);
}

/** @param {string} folder @param {unknown} file */
function isInside(folder, file) {
  if (typeof file !== "string") return false;
  const relative = path.relative(folder, file);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

/** The intermediate file system with its reads cached, except under `cacheLocation`. @param {object} fs @param {string} cacheLocation @returns {CachedReads} */
function cachedReads(fs, cacheLocation) {
  const cached = sharedCache(fs);
  const view = Object.create(fs);
  for (const method of CACHED_READS) {
    /** @type {(file: unknown, ...rest: unknown[]) => void} */
    view[method] = (file, ...rest) => (isInside(cacheLocation, file) ? fs : cached)[method](file, ...rest);
  }
  // fs has no readJson; webpack reads no JSON from its cache folder, so this one is always cached.
  view.readJson = cached.readJson;
  return view;
}

class CachedBuildDependencyReads {
  /** @param {CompilerWithCache} compiler */
  apply(compiler) {
    const cache = compiler.options.cache;
    if (!cache || cache.type !== "filesystem" || !cache.cacheLocation || !compiler.intermediateFileSystem) return;
    compiler.intermediateFileSystem = cachedReads(compiler.intermediateFileSystem, cache.cacheLocation);
  }
}

module.exports = { CachedBuildDependencyReads, cachedReads };
