// Paint-first scripts: Gatsby's `_gatsby-scripts` slice becomes one inline loader that starts its scripts after the first paint;
// Gatsby's slice is put back before each compile, so a rebuild re-stitches only its pages (docs/architecture.md#7-paint-first-scripts).
// Why: every page's text is on screen before any JavaScript runs (docs/overrides.md#survivors).
// Checked against gatsby 5.16.1 (the slice's path and its trailing async script tags), webpack 5.98.
// Guard: __tests__/unit/paint-first-scripts.test.ts, __tests__/e2e/page-boot.e2e.test.ts, __tests__/build/incremental.build.test.ts.
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
