/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import scheduledPublish, {
  config,
  HOOK_TIMEOUT_MS,
  HOOK_VARIABLE,
  RETRY_WAIT_MS,
  TRIGGER_TITLE,
  triggerScheduledBuild,
  type ScheduledPublishDeps,
} from "../../netlify/functions/scheduled-publish.mts";

const HOOK = "https://api.netlify.com/build_hooks/0123456789abcdef";
const FUNCTION_FILE = path.join(__dirname, "../../netlify/functions/scheduled-publish.mts");

function deps(value: string | undefined, answer = { ok: true, status: 200, statusText: "OK" }) {
  const fetch = jest.fn<ReturnType<ScheduledPublishDeps["fetch"]>, Parameters<ScheduledPublishDeps["fetch"]>>(async () => answer);
  const log = jest.fn<void, [string]>();
  const env = (name: string) => (name === HOOK_VARIABLE ? value : undefined);
  return { env, fetch, log };
}

describe("triggerScheduledBuild", () => {
  it("POSTs once to the configured hook, titled, and logs it without the hook's secret path", async () => {
    const d = deps(HOOK);
    await triggerScheduledBuild(d);

    expect(d.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = d.fetch.mock.calls[0];
    const called = new URL(url);
    expect(`${called.origin}${called.pathname}`).toBe(HOOK);
    expect(called.searchParams.get("trigger_title")).toBe(TRIGGER_TITLE);
    expect(init.method).toBe("POST");
    expect(d.log).toHaveBeenCalledTimes(1);
    expect(d.log.mock.calls[0][0]).toContain("api.netlify.com");
    expect(d.log.mock.calls[0][0]).not.toContain("0123456789abcdef");
  });

  it.each([
    ["not set", undefined, /SCHEDULED_BUILD_HOOK_URL is not set/],
    ["empty", "", /SCHEDULED_BUILD_HOOK_URL is empty/],
    ["blank", "   ", /SCHEDULED_BUILD_HOOK_URL is empty/],
    ["not a URL", "build_hooks/0123", /SCHEDULED_BUILD_HOOK_URL is not a URL/],
    ["plain http", "http://api.netlify.com/build_hooks/0123", /must be an https URL \(it is http:\)/],
  ])("refuses, calling nothing, when the variable is %s", async (_case, value, message) => {
    const d = deps(value);
    const run = triggerScheduledBuild(d);

    await expect(run).rejects.toThrow(message);
    await expect(run).rejects.toThrow(/Site configuration > Environment variables, scoped to Functions/);
    expect(d.fetch).not.toHaveBeenCalled();
    expect(d.log).not.toHaveBeenCalled();
  });

  it("throws with the status when the hook answers other than 2xx", async () => {
    const d = deps(HOOK, { ok: false, status: 404, statusText: "Not Found" });

    await expect(triggerScheduledBuild(d)).rejects.toThrow(/answered 404 Not Found, so no build was started/);
    expect(d.fetch).toHaveBeenCalledTimes(1);
    expect(d.log).not.toHaveBeenCalled();
  });
});

describe("a failed call of the hook", () => {
  type Answer = { ok: boolean; status: number; statusText: string };
  const OK: Answer = { ok: true, status: 200, statusText: "OK" };
  const UNAVAILABLE: Answer = { ok: false, status: 503, statusText: "Service Unavailable" };
  /** undici's error for a connection that could not be made: "fetch failed", the reason in its cause. */
  const connectionRefused = () => Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error("connect ECONNREFUSED 52.0.0.1:443"), { code: "ECONNREFUSED" }) });
  const timedOut = () => new DOMException("The operation was aborted due to timeout", "TimeoutError");

  /** Deps whose fetch gives each outcome in turn (an Answer, or an error it throws), and a wait that only records. */
  function flaky(...outcomes: Array<Answer | Error>) {
    const fetch = jest.fn<ReturnType<ScheduledPublishDeps["fetch"]>, Parameters<ScheduledPublishDeps["fetch"]>>(async () => {
      const next = outcomes.shift();
      if (next === undefined) throw new Error("called more often than expected");
      if (next instanceof Error || next instanceof DOMException) throw next;
      return next;
    });
    const log = jest.fn<void, [string]>();
    const wait = jest.fn(async (_ms: number) => {});
    const env = (name: string) => (name === HOOK_VARIABLE ? HOOK : undefined);
    return { env, fetch, log, wait };
  }
  const logged = (d: { log: jest.Mock }) => d.log.mock.calls.map(([line]) => line);

  it.each([
    ["a 5xx answer", UNAVAILABLE, "a server error: the build hook at api.netlify.com answered 503 Service Unavailable"],
    ["a refused connection", connectionRefused(), "a network error: could not reach the build hook at api.netlify.com (fetch failed: connect ECONNREFUSED 52.0.0.1:443)"],
    ["no answer within the timeout", timedOut(), `a network error: no answer from the build hook at api.netlify.com within ${HOOK_TIMEOUT_MS / 1000} s`],
  ])("is tried once more after a short wait on %s, and the log says which attempt failed and how", async (_case, first, how) => {
    const d = flaky(first, OK);
    await triggerScheduledBuild(d);

    expect(d.fetch).toHaveBeenCalledTimes(2);
    expect(d.wait).toHaveBeenCalledTimes(1);
    expect(d.wait).toHaveBeenCalledWith(RETRY_WAIT_MS);
    expect(RETRY_WAIT_MS).toBeLessThanOrEqual(5_000);
    expect(logged(d)).toEqual([
      `Scheduled publish: attempt 1 of 2 failed with ${how}; trying again in ${RETRY_WAIT_MS / 1000} s.`,
      `Scheduled publish: build hook at api.netlify.com answered 200 on attempt 2 of 2; Netlify builds the hook's branch ("${TRIGGER_TITLE}").`,
    ]);
    for (const line of logged(d)) expect(line).not.toContain("0123456789abcdef");
  });

  it("fails once both attempts fail, naming each and how", async () => {
    const d = flaky(timedOut(), UNAVAILABLE);
    const run = triggerScheduledBuild(d);

    await expect(run).rejects.toThrow(
      `Scheduled publish: both attempts failed, so no build was started (attempt 1, a network error: no answer from the build hook at api.netlify.com within ${HOOK_TIMEOUT_MS / 1000} s; attempt 2, a server error: the build hook at api.netlify.com answered 503 Service Unavailable).`,
    );
    await expect(run).rejects.toThrow(/Deploys > Trigger deploy/);
    expect(d.fetch).toHaveBeenCalledTimes(2);
    expect(d.wait).toHaveBeenCalledTimes(1);
    expect(logged(d)).toHaveLength(1);
  });

  it("is not tried again on an answer that another try would not change (4xx)", async () => {
    const d = flaky({ ok: false, status: 404, statusText: "Not Found" });
    await expect(triggerScheduledBuild(d)).rejects.toThrow(/answered 404 Not Found, so no build was started/);
    expect(d.fetch).toHaveBeenCalledTimes(1);
    expect(d.wait).not.toHaveBeenCalled();
  });

  it("keeps the hook's secret path out of an error that repeats the URL", async () => {
    const d = flaky(new TypeError(`fetch failed for ${HOOK}`), new TypeError(`fetch failed for ${HOOK}`));
    const error = await triggerScheduledBuild(d).catch((caught: Error) => caught);
    expect(String(error)).toContain("api.netlify.com");
    expect(String(error)).not.toContain("0123456789abcdef");
  });

  it("waits with a real timer by default, then tries again", async () => {
    jest.useFakeTimers();
    try {
      const d = flaky(UNAVAILABLE, OK);
      const run = triggerScheduledBuild({ env: d.env, fetch: d.fetch, log: d.log });
      await jest.advanceTimersByTimeAsync(RETRY_WAIT_MS - 1);
      expect(d.fetch).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await run;
      expect(d.fetch).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("the function Netlify runs", () => {
  const saved = process.env[HOOK_VARIABLE];
  let fetchSpy: jest.SpyInstance;
  beforeEach(() => {
    fetchSpy = jest.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 200 }));
    jest.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
    if (saved === undefined) delete process.env[HOOK_VARIABLE];
    else process.env[HOOK_VARIABLE] = saved;
    delete (globalThis as { Netlify?: unknown }).Netlify;
  });
  const request = () => new Request("https://example.netlify.app/.netlify/functions/scheduled-publish", { method: "POST", body: '{"next_run":"2026-11-27T06:00:00.000Z"}' });

  it("reads the variable from the process environment outside Netlify and calls the hook once", async () => {
    process.env[HOOK_VARIABLE] = HOOK;
    await scheduledPublish(request());
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0][0])).toMatch(/^https:\/\/api\.netlify\.com\/build_hooks\/0123456789abcdef\?trigger_title=/);
  });

  it("prefers Netlify.env on Netlify", async () => {
    process.env[HOOK_VARIABLE] = "https://wrong.example/hook";
    (globalThis as { Netlify?: unknown }).Netlify = { context: null, env: { get: (name: string) => (name === HOOK_VARIABLE ? HOOK : undefined) } };
    await scheduledPublish(request());
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0][0])).toContain("api.netlify.com");
  });

  it("fails loudly without the variable", async () => {
    delete process.env[HOOK_VARIABLE];
    await expect(scheduledPublish(request())).rejects.toThrow(/SCHEDULED_BUILD_HOOK_URL is not set/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("the schedule", () => {
  // Ranges of the five cron fields (Netlify reads them in UTC): minute, hour, day of month, month, day of week.
  const FIELDS: [string, number, number][] = [["minute", 0, 59], ["hour", 0, 23], ["day of month", 1, 31], ["month", 1, 12], ["day of week", 0, 7]];
  const inRange = (text: string, min: number, max: number) => /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;
  const validPart = (part: string, min: number, max: number) => {
    const [range, step, extra] = part.split("/");
    if (extra !== undefined || (step !== undefined && !(inRange(step, 1, max) && Number(step) > 0))) return false;
    if (range === "*") return true;
    const [from, to, more] = range.split("-");
    if (more !== undefined || !inRange(from, min, max)) return false;
    return to === undefined ? step === undefined : inRange(to, min, max) && Number(from) <= Number(to);
  };
  const problems = (cron: string) => {
    const fields = cron.trim().split(/\s+/);
    if (fields.length !== FIELDS.length) return [`${fields.length} fields, not 5`];
    return fields.flatMap((field, index) => {
      const [name, min, max] = FIELDS[index];
      return field.split(",").every((part) => validPart(part, min, max)) ? [] : [`${name} "${field}" is not within ${min}-${max}`];
    });
  };

  it("tells the checker's good and bad expressions apart", () => {
    for (const good of ["0 6 * * *", "30 5 * * 1-5", "*/15 0-23/2 1,15 * 0", "0 6 * * 7"]) expect(problems(good)).toEqual([]);
    for (const bad of ["0 6 * *", "0 24 * * *", "60 6 * * *", "0 6 0 * *", "0 6 * 13 *", "@daily", "0 6 * * * *", "0 6-5 * * *", "0 6/0 * * *"]) expect(problems(bad)).not.toEqual([]);
  });

  it("is a valid five-field cron expression", () => {
    expect(config.schedule).toEqual(expect.any(String));
    expect(problems(String(config.schedule))).toEqual([]);
  });

  it("is written as a literal in the function's config, where Netlify's deploy reads it", () => {
    const source = readFileSync(FUNCTION_FILE, "utf8");
    const literal = /export const config: Config = \{\s*schedule: "([^"]+)",?\s*\};/.exec(source);
    expect(literal?.[1]).toBe(config.schedule);
  });
});
