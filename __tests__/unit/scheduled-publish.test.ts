/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import scheduledPublish, { config, HOOK_VARIABLE, TRIGGER_TITLE, triggerScheduledBuild, type ScheduledPublishDeps } from "../../netlify/functions/scheduled-publish.mts";

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
