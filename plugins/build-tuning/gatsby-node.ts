/**
 * Build tuning: time and memory of `gatsby build`, with nothing a visitor sees changed.
 *
 * What it changes, each with its gain (3,000 generated posts, measured with `npm run bench:build`
 * or the build's own stage timings, 2026-11; docs/performance.md has the runs):
 * - Minifier: the production bundles are minified by SWC instead of Terser, through Gatsby's own
 *   `plugins.minifyJs` and terser-webpack-plugin's official `minify: TerserPlugin.swcMinify` option,
 *   with Gatsby's minifier options (those SWC reads). "Building production JavaScript" ~38 → ~26 s
 *   of a clean build, bundles ~1 % smaller.
 * - The HTML renderer's environment (renderer-environment.ts): the renderer gets the same variables
 *   as the browser bundle. Without it, a build with one variable more or less than the last re-rendered
 *   every page (all 3,289: a ~50 s rebuild instead of ~19 s).
 * - Garbage collection after webpack (collect-garbage-after-webpack.cjs, node's --expose-gc, which
 *   `npm run build` sets): the main process ~900 → ~740 MB through the queries; the build's peak
 *   memory 1.06–1.33× → ~1.0× the blog starter's.
 * - Webpack's build-dependency checks (cached-build-dependency-reads.cjs, an input file system of
 *   webpack's replaced for those walks only): both production compilers walk the require graph of
 *   Gatsby's webpack config and every plugin's gatsby-node (~4,300 files) through node's uncached fs.
 *   Re-measured on 2026-11-26 with `npm run bench:build` (3,000 posts, two interleaved runs each,
 *   load ~2.5 on 2 cores, before/after in back-to-back runs): without it "Building HTML renderer"
 *   went from 1.21× to 1.75× the blog starter's (12.6 → 20.2 s) and the clean build from 1.18× to
 *   1.27× together with the ASCII rewrite's removal; so it stays (docs/overrides.md).
 * - Gatsby's listing of public/ for the adapter's routes manifest (public-file-list.cjs: glob 7's
 *   `sync("**\/**", { cwd, nodir, dot })` answered by one walk, in glob's order): 1.3-2.1 → ~0.14 s
 *   of CPU at 3,000 posts (~9,900 files), on every build (docs/overrides.md).
 * - sharp: libvips' operation cache off (~160 MB less in the main process after the image jobs, same
 *   time) and AVIF encoded at effort 3 instead of 4 (avif-effort.ts: a third of the CPU time for the
 *   covers' AVIF files, ~7 % more bytes).
 *
 * Checked against gatsby 5.16.1 (its production webpack config, its DefinePlugin of process.env, its
 * adapter manager's glob 7.2.3 call),
 * terser-webpack-plugin 5.6.1, @swc/core 1.16.22, webpack 5.98, sharp 0.35.5, gatsby-plugin-sharp 5.16.0.
 *
 * Guards: the build fails here when Gatsby's config no longer has what these steps change;
 * __tests__/unit/build-tuning.test.ts (minifier, renderer environment), __tests__/unit/avif-effort.test.ts
 * (gatsby-plugin-sharp's own processing), __tests__/unit/gatsby-node-sharp.test.ts,
 * __tests__/unit/collect-garbage-after-webpack.test.ts, __tests__/unit/cached-build-dependency-reads.test.ts
 * (real webpack compilers walk the same files with and without the cache), __tests__/unit/public-file-list.test.ts
 * (glob's own answer, file for file; Gatsby still makes that call) and __tests__/build/incremental.build.test.ts
 * (the collection runs after a clean build's compilations, not after a rebuild's).
 */
import path from "node:path";
import { readFileSync } from "node:fs";
import type { GatsbyNode } from "gatsby";
import sharp from "sharp";
import { parse as parseEnvFile } from "dotenv";
import TerserPlugin from "terser-webpack-plugin";
import { keepBrowserVariablesInRenderer } from "./renderer-environment";
import { swcMinimizer } from "./swc-minimizer";
import { defaultAvifEffort } from "./avif-effort";
import { collectGarbageAfterWebpack } from "./collect-garbage-after-webpack.cjs";
import { CachedBuildDependencyReads } from "./cached-build-dependency-reads.cjs";
import { gatsbysGlob, listPublicFilesFast } from "./public-file-list.cjs";

export const onPluginInit: GatsbyNode["onPluginInit"] = () => {
  sharp.cache(false);
  defaultAvifEffort();
  listPublicFilesFast(gatsbysGlob());
};

/** The variables of the `.env.<environment>` file Gatsby reads for the browser bundle (none without one). */
function envFileVariables(): Record<string, string> {
  const environment = process.env.GATSBY_ACTIVE_ENV || process.env.NODE_ENV || "production";
  try {
    return parseEnvFile(readFileSync(path.resolve(`.env.${environment}`), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
}

let garbageCollection: ReturnType<typeof collectGarbageAfterWebpack> | undefined;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, getConfig, plugins, reporter, stage }) => {
  if (stage === "build-html") {
    const config = getConfig();
    if (!keepBrowserVariablesInRenderer(config, process.env, envFileVariables())) {
      reporter.panicOnBuild("build-tuning: Gatsby's HTML renderer config no longer has the DefinePlugin of process.env");
    }
    actions.replaceWebpackConfig(config);
  }
  if (stage === "build-javascript") {
    const config = getConfig();
    const minimizers: unknown[] = config.optimization?.minimizer ?? [];
    const terser = minimizers.findIndex((minimizer) => minimizer instanceof TerserPlugin);
    if (terser === -1) reporter.panicOnBuild("build-tuning: Gatsby's production config no longer has a Terser minimizer to run with SWC");
    else minimizers[terser] = swcMinimizer(plugins.minifyJs as (options: object) => unknown);
    actions.replaceWebpackConfig(config);
  }
  if (stage === "build-javascript" || stage === "build-html") {
    // One instance for both compilers (see the module).
    garbageCollection ??= collectGarbageAfterWebpack((line) => reporter.info(line));
    // Both compilers' checks of their cache's build dependencies read through one cache (see the module).
    actions.setWebpackConfig({ plugins: [garbageCollection, new CachedBuildDependencyReads()] });
  }
};
