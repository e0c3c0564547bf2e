/**
 * Scheduled publish: once a day Netlify runs this function, which asks the site's build hook for a
 * new production build. A post dated in the future is left out of builds until its date
 * (siteMetadata.timeZone in gatsby-config.ts), so the first build on or after that date publishes
 * it without anyone pushing. Setup, the hour and the time zone: docs/hosting.md, "Scheduled posts
 * go live on their own".
 *
 * The hook's URL comes from SCHEDULED_BUILD_HOOK_URL (Netlify: Site configuration > Environment
 * variables, scoped to Functions). Without it, or with a value that is not an https URL, the
 * function throws before calling anything; a hook that answers other than 2xx throws too. Both
 * show as a failed invocation in the function's log.
 */
import type { Config } from "@netlify/functions";

/** The environment variable that holds the build hook's URL. */
export const HOOK_VARIABLE = "SCHEDULED_BUILD_HOOK_URL";

/** Shown as the deploy's title in Netlify's deploy list (the build hook's `trigger_title`). */
export const TRIGGER_TITLE = "Scheduled publish";

/** Give up on a hook that does not answer (a scheduled function may run for 30 seconds). */
const HOOK_TIMEOUT_MS = 10_000;

type ReadEnv = (name: string) => string | undefined;
type Post = (url: string, init: { method: "POST"; signal: AbortSignal }) => Promise<{ ok: boolean; status: number; statusText: string }>;

export interface ScheduledPublishDeps {
  env: ReadEnv;
  fetch: Post;
  log: (line: string) => void;
}

/** The hook's URL with the deploy's title, or an error that names the variable and where to set it. */
export function buildHookUrl(env: ReadEnv): URL {
  const where = `Set ${HOOK_VARIABLE} to the build hook's URL in Netlify (Site configuration > Environment variables, scoped to Functions); docs/hosting.md, "Scheduled posts go live on their own".`;
  const value = env(HOOK_VARIABLE)?.trim();
  if (!value) throw new Error(`Scheduled publish: ${HOOK_VARIABLE} is ${value === undefined ? "not set" : "empty"}, so no build was started. ${where}`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Scheduled publish: ${HOOK_VARIABLE} is not a URL, so no build was started. ${where}`);
  }
  if (url.protocol !== "https:") throw new Error(`Scheduled publish: ${HOOK_VARIABLE} must be an https URL (it is ${url.protocol}), so no build was started. ${where}`);
  url.searchParams.set("trigger_title", TRIGGER_TITLE);
  return url;
}

/** Calls the build hook once; throws on a missing or bad variable and on an answer other than 2xx. */
export async function triggerScheduledBuild({ env, fetch, log }: ScheduledPublishDeps): Promise<void> {
  const url = buildHookUrl(env);
  // The hook's path is its secret: log the host only.
  const response = await fetch(url.href, { method: "POST", signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
  if (!response.ok) {
    throw new Error(`Scheduled publish: the build hook at ${url.host} answered ${response.status} ${response.statusText}, so no build was started. Check that the hook still exists (Site configuration > Build & deploy > Build hooks) and that ${HOOK_VARIABLE} holds its URL.`);
  }
  log(`Scheduled publish: build hook at ${url.host} answered ${response.status}; Netlify builds the hook's branch ("${TRIGGER_TITLE}").`);
}

/** Netlify's runtime provides `Netlify.env`; elsewhere (Node, tests) the process environment. */
const readEnv: ReadEnv = (name) => (globalThis.Netlify?.env ? globalThis.Netlify.env.get(name) : process.env[name]);

export default async (_req: Request): Promise<void> => {
  await triggerScheduledBuild({ env: readEnv, fetch: (url, init) => fetch(url, init), log: (line) => console.log(line) });
};

// The one place the hour is set. Netlify reads it from this file at deploy time (a literal is required:
// no variable, no import), in UTC; it wins over a `schedule` for this function in netlify.toml.
// "0 6 * * *" is every day at 06:00 UTC.
export const config: Config = {
  schedule: "0 6 * * *",
};
