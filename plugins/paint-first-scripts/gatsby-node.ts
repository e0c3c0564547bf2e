/**
 * Paint-first scripts: every page's text is on screen before any JavaScript is fetched or run.
 *
 * What it changes: Gatsby writes the page's script tags (webpack runtime, framework, app; all
 * `async`) into its `_gatsby-scripts` slice, which it stitches into the end of every page. Once the
 * browser bundles are built (after Gatsby's stats extractor has written the slice, before pages are
 * stitched), this webpack plugin rewrites that run of tags into one inline loader that starts the
 * same scripts in the frame after the first paint (paint-first-slice.ts).
 * Gatsby re-stitches every page when the slice on disk differs from the one it would write, which
 * the rewrite always makes true: so Gatsby's own version goes back in place before each compile,
 * and a rebuild whose scripts did not change re-stitches only the pages it rebuilt.
 *
 * Gain: Lighthouse mobile LCP 1.4–2.0 s → ~0.85 s on every page (the largest paint is the first
 * paint), measured when it was introduced (b0223ee, 2026-11); keeping Gatsby's slice for the
 * comparison took a one-post rebuild's stitching at 3,000 posts from 2.9 s to ~0 s (6440dd9).
 * The loader is one inline script, the same on every page (one hash in the Content-Security-Policy).
 *
 * Checked against gatsby 5.16.1 (the slice's path and its trailing run of async script tags),
 * webpack 5.98.
 *
 * Guards: __tests__/unit/paint-first-scripts.test.ts (the rewrite), __tests__/e2e/page-boot.e2e.test.ts
 * (pages paint before scripts, then hydrate), __tests__/build/incremental.build.test.ts (every page
 * keeps the loader; a one-post rebuild re-stitches only that page). A Gatsby upgrade that renames the
 * slice fails the build here (the read below); one that changes its tags leaves it unchanged, which
 * the browser and build tests catch.
 */
import path from "node:path";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import type { GatsbyNode } from "gatsby";
import { paintFirstSlice } from "./paint-first-slice";

const scriptsSlice = () => path.resolve("public", "_gatsby", "slices", "_gatsby-scripts-1.html");
/** Gatsby's own version of the scripts slice, as it last wrote it. */
const gatsbyScriptsSlice = () => path.resolve(".cache", "paint-first-scripts", "_gatsby-scripts-1.html");

type Hook = { tapPromise: (name: string, hook: () => Promise<void>) => void };

const paintFirstScriptsPlugin = {
  apply(compiler: { hooks: Record<"beforeRun" | "done", Hook> }) {
    compiler.hooks.beforeRun.tapPromise("PaintFirstScripts", async () => {
      const gatsbyVersion = await readFile(gatsbyScriptsSlice(), "utf8").catch(() => null);
      if (gatsbyVersion !== null && existsSync(scriptsSlice())) await writeFile(scriptsSlice(), gatsbyVersion);
    });
    compiler.hooks.done.tapPromise("PaintFirstScripts", async () => {
      const html = await readFile(scriptsSlice(), "utf8");
      const rewritten = paintFirstSlice(html);
      if (rewritten === html) return;
      await mkdir(path.dirname(gatsbyScriptsSlice()), { recursive: true });
      await writeFile(gatsbyScriptsSlice(), html);
      await writeFile(scriptsSlice(), rewritten);
    });
  },
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [paintFirstScriptsPlugin] });
};
