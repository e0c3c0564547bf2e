import { honeypotValue, sendSubmission, submissionBody } from "../../../src/forms/contact/netlify";

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
    expect(send).toHaveBeenCalledWith("/", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "a=1" });
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

  it("reads the honeypot from the form", () => {
    document.body.innerHTML = '<form id="f"><input name="bot-field" value="spam"></form>';
    expect(honeypotValue(document.getElementById("f") as HTMLFormElement)).toBe("spam");
    expect(honeypotValue(null)).toBe("");
  });
});
