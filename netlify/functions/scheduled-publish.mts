// Scheduled publish: Netlify runs this daily to call the build hook, so a future-dated post goes live on its date
// (docs/hosting.md, "Scheduled posts go live on their own"). A bad hook URL or a non-2xx answer throws; a network
// error or a 5xx is tried once more, since one failed run would hold that day's posts until the next day.
import type { Config } from "@netlify/functions";

/** The variable that holds the build hook's URL (Netlify: environment variables scoped to Functions). */
export const HOOK_VARIABLE = "SCHEDULED_BUILD_HOOK_URL";

/** Shown as the deploy's title in Netlify's deploy list (the build hook's `trigger_title`). */
export const TRIGGER_TITLE = "Scheduled publish";

/** Give up on a hook that does not answer (a scheduled function may run 30 s: two attempts and the wait fit). */
export const HOOK_TIMEOUT_MS = 10_000;

/** The wait before the one retry, for a dropped connection or a busy server to recover. */
export const RETRY_WAIT_MS = 3_000;

const ATTEMPTS = 2;

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

/** A call of the hook that got no 2xx: a network error or a 5xx (worth one more try), or another answer. */
interface FailedAttempt {
  kind: "network error" | "server error" | "refused";
  /** What happened, naming the hook's host only: its path is its secret. */
  detail: string;
}

/** An error's name, message and cause (AbortSignal.timeout's is a DOMException). */
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
function buildHookUrl(env: ReadEnv): URL {
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

/** Calls the build hook, once more after a network error or a 5xx; throws saying what failed. Messages name the hook's host only. */
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

// The one place the hour is set: Netlify reads this literal at deploy time, over netlify.toml. Daily at 06:00 UTC.
export const config: Config = { schedule: "0 6 * * *" };
