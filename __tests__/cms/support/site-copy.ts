import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawn } from "node:child_process";

/** What a build reads; everything else (public/, .cache/, tests) stays behind. */
const SITE_FILES = [
  "content",
  "src",
  "static",
  "plugins",
  // Webpack loaders the build uses (scripts/webpack/*.cjs).
  "scripts/webpack",
  // Netlify's _headers matching, which the build's Content-Security-Policy step checks its rules with.
  "scripts/netlify-rules.cjs",
  "package.json",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
];

export interface SiteCopy {
  dir: string;
  remove: () => void;
}

/** A throwaway copy of the site (node_modules linked), so tests can write content and build it. */
export function copySite(projectRoot = resolve(".")): SiteCopy {
  const dir = mkdtempSync(join(tmpdir(), "scalewise-cms-"));
  for (const name of SITE_FILES) cpSync(join(projectRoot, name), join(dir, name), { recursive: true });
  symlinkSync(join(projectRoot, "node_modules"), join(dir, "node_modules"), "dir");
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs `gatsby build` in the copy; resolves with its output, rejects with it when the build fails. */
export function buildSite(dir: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(dir, "node_modules/gatsby/cli.js"), "build"], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: "production", GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", fail);
    child.on("exit", (code) => (code === 0 ? done(output) : fail(new Error(`gatsby build exited with ${code}:\n${output.slice(-4000)}`))));
  });
}
