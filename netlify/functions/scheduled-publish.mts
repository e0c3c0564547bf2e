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
 * show as a failed invocation in the function's log. A network error (no connection, no answer
 * within HOOK_TIMEOUT_MS) or a 5xx answer is tried once more after RETRY_WAIT_MS: one failed run
 * would otherwise hold every post due that day until the next day's run. The log says which
 * attempt failed and how.
 */
import type { Config } from "@netlify/functions";

/** The environment variable that holds the build hook's URL. */
export const HOOK_VARIABLE = "SCHEDULED_BUILD_HOOK_URL";

/** Shown as the deploy's title in Netlify's deploy list (the build hook's `trigger_title`). */
export const TRIGGER_TITLE = "Scheduled publish";

/** Give up on a hook that does not answer (a scheduled function may run for 30 seconds: two attempts and the wait fit). */
export const HOOK_TIMEOUT_MS = 10_000;

/** The wait before the one retry: long enough for a dropped connection or a busy server to recover. */
export const RETRY_WAIT_MS = 3_000;

/** How many times the hook is called at most: once, and once more after a network error or a 5xx. */
export const ATTEMPTS = 2;

type ReadEnv = (name: string) => string | undefined;
type Post = (url: string, init: { method: "POST"; signal: AbortSignal }) => Promise<{ ok: boolean; status: number; statusText: string }>;

export interface ScheduledPublishDeps {
  env: ReadEnv;
  fetch: Post;
  log: (line: string) => void;
  /** Waits before the retry (a timer; tests pass their own). */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** One call of the hook that did not get a 2xx: a network error or a 5xx (worth one more try), or another answer (not). */
interface FailedAttempt {
  kind: "network error" | "server error" | "refused";
  /** What happened, naming the hook's host only: its path is its secret. */
  detail: string;
}

/** An error's name, message and cause, whatever realm made it (AbortSignal.timeout's is a DOMException). */
const errorParts = (error: unknown) => {
  const { name, message, cause } = (typeof error === "object" && error !== null ? error : {}) as { name?: unknown; message?: unknown; cause?: unknown };
  return { name: String(name ?? ""), message: typeof message === "string" ? message : String(error), cause };
};

/** What a failed fetch says, without the hook's path: a timeout, or the error and its cause (undici's "fetch failed" keeps the reason there). */
function networkDetail(error: unknown, url: URL): string {
  const host = `the build hook at ${url.host}`;
  const { name, message, cause } = errorParts(error);
  if (name === "TimeoutError" || name === "AbortError") return `no answer from ${host} within ${HOOK_TIMEOUT_MS / 1000} s`;
  const said = [message, cause === undefined ? "" : errorParts(cause).message].filter(Boolean).join(": ");
  return `could not reach ${host} (${said.replaceAll(url.pathname, "/...")})`;
}

/** Calls the hook once: null on a 2xx answer (logged), else what went wrong. */
async function attempt(url: URL, { fetch, log }: ScheduledPublishDeps, number: number): Promise<FailedAttempt | null> {
  let response: Awaited<ReturnType<Post>>;
  try {
    response = await fetch(url.href, { method: "POST", signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
  } catch (error) {
    return { kind: "network error", detail: networkDetail(error, url) };
  }
  if (!response.ok) {
    const detail = `the build hook at ${url.host} answered ${response.status} ${response.statusText}`;
    return { kind: response.status >= 500 ? "server error" : "refused", detail };
  }
  const which = number > 1 ? ` on attempt ${number} of ${ATTEMPTS}` : "";
  log(`Scheduled publish: build hook at ${url.host} answered ${response.status}${which}; Netlify builds the hook's branch ("${TRIGGER_TITLE}").`);
  return null;
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

/**
 * Calls the build hook; after a network error or a 5xx, once more after RETRY_WAIT_MS. Throws on a
 * missing or bad variable, on an answer other than 2xx or 5xx, and when both attempts fail, saying
 * which failed and how. The hook's path is its secret: messages name its host only.
 */
export async function triggerScheduledBuild(deps: ScheduledPublishDeps): Promise<void> {
  const { env, log, wait = sleep } = deps;
  const url = buildHookUrl(env);
  const failures: FailedAttempt[] = [];
  for (let number = 1; number <= ATTEMPTS; number += 1) {
    const failure = await attempt(url, deps, number);
    if (failure === null) return;
    if (failure.kind === "refused") {
      throw new Error(`Scheduled publish: ${failure.detail}, so no build was started. Check that the hook still exists (Site configuration > Build & deploy > Build hooks) and that ${HOOK_VARIABLE} holds its URL.`);
    }
    failures.push(failure);
    if (number < ATTEMPTS) {
      log(`Scheduled publish: attempt ${number} of ${ATTEMPTS} failed with a ${failure.kind}: ${failure.detail}; trying again in ${RETRY_WAIT_MS / 1000} s.`);
      await wait(RETRY_WAIT_MS);
    }
  }
  const each = failures.map((failure, index) => `attempt ${index + 1}, a ${failure.kind}: ${failure.detail}`).join("; ");
  throw new Error(
    `Scheduled publish: both attempts failed, so no build was started (${each}). Posts due today go live with the next build: trigger one by hand (Deploys > Trigger deploy), or wait for tomorrow's run; if it keeps failing, check Netlify's status page.`,
  );
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
