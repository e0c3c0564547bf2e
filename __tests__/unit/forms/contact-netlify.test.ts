import { honeypotValue, sendSubmission, submissionBody } from "../../../src/forms/contact/netlify";
import { CONTACT_SEND_TIMEOUT_MS } from "../../../src/forms/timings";

/** What fetch resolves with, as far as sendSubmission reads it (jsdom has no Response). */
const answer = (status: number) => ({ status, ok: status >= 200 && status < 300 });

const values = { name: "Asha Rao 🚀", email: "asha@northwind.io", company: "", phone: "+91 80 4567 8900", subject: "sales", message: "Pricing & seats\n<b>12</b>" };

describe("the contact form's Netlify submission", () => {
  it("is url-encoded: the form name, the honeypot, then every field as typed, the subject by its value", () => {
    const body = submissionBody(values, "");
    expect([...new URLSearchParams(body)]).toEqual([
      ["form-name", "contact"],
      ["bot-field", ""],
      ["name", "Asha Rao 🚀"],
      ["email", "asha@northwind.io"],
      ["company", ""],
      ["phone", "+91 80 4567 8900"],
      ["subject", "sales"],
      ["message", "Pricing & seats\n<b>12</b>"],
    ]);
  });

  it("is posted once to the site's own origin; only a 2xx answer counts as delivered", async () => {
    const send = jest.fn(async () => answer(200));
    expect(await sendSubmission("a=1", send as unknown as typeof fetch)).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith("/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
      signal: expect.any(AbortSignal),
    });
    for (const status of [404, 500, 503]) {
      expect(await sendSubmission("a=1", (async () => answer(status)) as unknown as typeof fetch)).toBe(false);
    }
  });

  it("is not delivered when the network fails", async () => {
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await sendSubmission("a=1", offline as unknown as typeof fetch)).toBe(false);
  });

  describe("with no answer", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** A fetch that never answers, as a hung connection: it only ends when its signal aborts it. */
    const hanging = () => {
      const signals: AbortSignal[] = [];
      const send = (_url: string, init: RequestInit) =>
        new Promise<never>((_done, fail) => {
          signals.push(init.signal!);
          init.signal!.addEventListener("abort", () => fail(new DOMException("The operation was aborted.", "AbortError")));
        });
      return { send: send as unknown as typeof fetch, signals };
    };

    it(`gives up after CONTACT_SEND_TIMEOUT_MS (${CONTACT_SEND_TIMEOUT_MS / 1000} s), aborting the request`, async () => {
      const { send, signals } = hanging();
      let result: boolean | undefined;
      void sendSubmission("a=1", send).then((delivered) => (result = delivered));
      await jest.advanceTimersByTimeAsync(CONTACT_SEND_TIMEOUT_MS - 1);
      expect(result).toBeUndefined();
      expect(signals[0].aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(result).toBe(false);
      expect(signals[0].aborted).toBe(true);
    });

    it("gives up even when the fetch ignores its signal", async () => {
      const ignoring = (() => new Promise<never>(() => {})) as unknown as typeof fetch;
      let result: boolean | undefined;
      void sendSubmission("a=1", ignoring).then((delivered) => (result = delivered));
      await jest.advanceTimersByTimeAsync(CONTACT_SEND_TIMEOUT_MS);
      expect(result).toBe(false);
    });

    it("leaves no timer behind once the answer is in", async () => {
      expect(await sendSubmission("a=1", (async () => answer(200)) as unknown as typeof fetch)).toBe(true);
      expect(jest.getTimerCount()).toBe(0);
    });
  });

  it("reads the honeypot from the form", () => {
    document.body.innerHTML = '<form id="f"><input name="bot-field" value="spam"></form>';
    expect(honeypotValue(document.getElementById("f") as HTMLFormElement)).toBe("spam");
    expect(honeypotValue(null)).toBe("");
  });
});
