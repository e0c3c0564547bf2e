// @ts-check
// Cached file-system reads for webpack's build-dependency checks, in `gatsby build`.
//
// Gatsby's production compilers keep a persistent cache whose build dependencies are Gatsby's
// webpack config and every plugin's gatsby-node. When a compiler stores that cache, webpack walks
// the require graph of those files (thousands of files; Gatsby's official blog starter walks as
// many) and, on a build that restores the cache, resolves them all again to check the cache is
// still valid. It does this with the compiler's intermediate file system, which is node's fs
// without a cache (webpack's resolvers for the modules themselves read through a cached one), so
// each walk makes a great many uncached stat, lstat, readlink and package.json reads, most of the
// "Building HTML renderer" stage (docs/performance.md, "Webpack's build dependencies"). The two
// compilers also walk the same files.
//
// This plugin gives both compilers one cached view of those reads (stat, lstat, readlink,
// realpath, readdir and parsed package.json) for the life of the build process. Reads under the
// compiler's own cache folder (the packs webpack writes and reads back) and all writes still go
// straight to fs. Nothing under node_modules or the site's config changes while `gatsby build`
// runs, so the walk finds the same files and the same resolutions, only sooner.
const nodeFs = require("node:fs");
const path = require("node:path");

// enhanced-resolve as webpack itself loads it (a dependency of webpack, not of this site).
const { CachedInputFileSystem } = require(require.resolve("enhanced-resolve", { paths: [path.dirname(require.resolve("webpack"))] }));

/**
 * @template T
 * @typedef {(error: Error | null, value: T) => void} Callback
 */
/**
 * The intermediate file system's reads, as cachedReads gives them.
 * @typedef {object} CachedReads
 * @property {(file: string, callback: Callback<import("node:fs").Stats>) => void} stat
 * @property {(file: string, callback: Callback<import("node:fs").Stats>) => void} lstat
 * @property {(file: string, callback: Callback<string>) => void} readlink
 * @property {(file: string, callback: Callback<string>) => void} realpath
 * @property {(file: string, callback: Callback<string[]>) => void} readdir
 * @property {(file: string, callback: Callback<unknown>) => void} readJson
 * @property {(file: string, data: string, callback: (error: Error | null) => void) => void} writeFile
 */
/**
 * The parts of a webpack compiler the plugin reads and replaces.
 * @typedef {object} CompilerWithCache
 * @property {{ cache?: false | { type?: string, cacheLocation?: string } }} options
 * @property {object} [intermediateFileSystem]
 */

/** The reads webpack's FileSystemInfo and its build-dependency resolvers make. */
const CACHED_READS = ["stat", "lstat", "readlink", "realpath", "readdir"];

/**
 * One cache per underlying file system (an enhanced-resolve CachedInputFileSystem, whose reads
 * cachedReads picks by name), shared by the compilers of a build.
 * @type {WeakMap<object, any>}
 */
const sharedCaches = new WeakMap();

/**
 * fs with realpath as one realpath(3) call: node's fs.realpath, which graceful-fs keeps, lstats
 * every segment of the path (~30,000 lstat calls a walk), for the same answer on Linux and macOS.
 * @param {object} fs
 * @returns {object}
 */
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
  let cached = sharedCaches.get(fs);
  if (!cached) {
    cached = new CachedInputFileSystem(withNativeRealpath(fs), Infinity);
    sharedCaches.set(fs, cached);
  }
  return cached;
}

/**
 * @param {string} folder
 * @param {unknown} file
 */
function isInside(folder, file) {
  if (typeof file !== "string") return false;
  const relative = path.relative(folder, file);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

/**
 * The intermediate file system with its reads cached, except under `cacheLocation`.
 * @param {object} fs
 * @param {string} cacheLocation
 * @returns {CachedReads}
 */
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
