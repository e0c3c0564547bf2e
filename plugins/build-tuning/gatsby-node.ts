// Build tuning, `gatsby build`'s time and memory only: SWC minifies through Gatsby's `minifyJs`; the HTML
// renderer gets only the browser's variables; garbage is collected after webpack; build-dependency reads
// are cached; public/ is listed for the adapter in one walk; sharp's cache is off, AVIF effort 3; source
// maps are not published (SOURCE_MAPS=true keeps them).
// Why: each pays in build time or memory (docs/overrides.md#survivors, docs/performance.md#build-memory).
// Checked against gatsby 5.16.1 (glob 7.2.3), terser-webpack-plugin 5.6.1, @swc/core 1.16.22, webpack 5.98, sharp 0.35.5, gatsby-plugin-sharp 5.16.0.
// Guard: the build stops when Gatsby's config lacks what a step changes; __tests__/unit/ build-tuning*, avif-effort,
// collect-garbage-after-webpack, cached-build-dependency-reads, public-file-list; __tests__/build/incremental.build.test.ts, __tests__/e2e/host-output.e2e.test.ts.
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

/** `SOURCE_MAPS=true` keeps the scripts' source maps in public/, for debugging a build. */
const wantsSourceMaps = (env: Record<string, string | undefined>) => env.SOURCE_MAPS === "true";

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
    // Source maps carry the site's own source files: not published unless asked for (docs/hosting.md, "Source maps").
    if (!wantsSourceMaps(process.env)) config.devtool = false;
    actions.replaceWebpackConfig(config);
  }
  if (stage === "build-javascript" || stage === "build-html") {
    // One instance for both compilers (see the modules).
    garbageCollection ??= collectGarbageAfterWebpack((line) => reporter.info(line));
    actions.setWebpackConfig({ plugins: [garbageCollection, new CachedBuildDependencyReads()] });
  }
};
