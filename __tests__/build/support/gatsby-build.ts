import { spawnSync } from "node:child_process";
import { join } from "node:path";

/** What the host or a developer's shell may set that changes what a build makes: a test sets the ones it means. */
const HOST_VARIABLES = new Set(["SITE_URL", "URL", "DEPLOY_PRIME_URL", "CONTEXT", "CONTACT_FORM"]);
const isHostVariable = (name: string) => HOST_VARIABLES.has(name) || name.startsWith("NETLIFY") || name.startsWith("CMS_");

export interface BuildResult {
  /** The exit code; null when the timeout ended the build. */
  status: number | null;
  /** stdout, then stderr. */
  output: string;
}

/**
 * `gatsby build` in a copy of the site (scripts/site-copy.mjs), as `npm run build` runs it: --expose-gc in
 * NODE_OPTIONS, since plugins/build-tuning collects webpack's garbage with it (not as a node argument: worker
 * threads, Parcel's among them, refuse it in their execArgv). `env` is set over this process's environment
 * without the host's variables.
 */
export function gatsbyBuild(dir: string, { env = {}, timeout = 560_000 }: { env?: Record<string, string>; timeout?: number } = {}): BuildResult {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !isHostVariable(name)));
  const result = spawnSync(process.execPath, [join(dir, "node_modules/gatsby/cli.js"), "build"], {
    cwd: dir,
    env: { ...inherited, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1", NODE_OPTIONS: "--expose-gc", ...env },
    encoding: "utf8",
    timeout,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** As gatsbyBuild, for a build that must succeed: its output, or an error with the output's end. */
export function successfulBuild(dir: string, options?: Parameters<typeof gatsbyBuild>[1]): string {
  const { status, output } = gatsbyBuild(dir, options);
  if (status !== 0) throw new Error(`gatsby build ${status === null ? "timed out" : "failed"}:\n${output.slice(-4000)}`);
  return output;
}
