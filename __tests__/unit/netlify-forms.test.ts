/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { formsInHtml } from "../../scripts/netlify-forms.mjs";
import { startStaticServer, type StaticServer } from "../../scripts/static-server.mjs";

/** The way the contact page renders its form with CONTACT_FORM=netlify (React's attribute order). */
const CONTACT_FORM =
  '<form id="contact" name="contact" method="POST" action="/thanks/" data-netlify="true" netlify-honeypot="bot-field" novalidate="">' +
  '<input type="hidden" name="form-name" value="contact"/><div aria-hidden="true"><label>Leave this field empty<input type="text" name="bot-field" tabindex="-1"/></label></div>' +
  '<input id="contact-name" name="name"/><input name="email" type="email"/><select name="subject"><option value="">Choose</option></select>' +
  '<textarea name="message"></textarea><button type="submit" name="send">Send Message</button></form>';

const files: Record<string, string> = {
  "index.html": "home",
  "404.html": "not found",
  "contact/index.html": `<main>${CONTACT_FORM}</main>`,
  "thanks/index.html": "thank you",
  // A form without data-netlify (the demo build's) is no Netlify form.
  "login/index.html": '<form name="login"><input name="email"/></form>',
};

let root: string;
let server: StaticServer;
let submissions: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "netlify-forms-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, "public", name)), { recursive: true });
    writeFileSync(join(root, "public", name), text);
  }
  submissions = join(root, "forms", "submissions.jsonl");
  server = await startStaticServer({ root: join(root, "public"), forms: { submissionsFile: submissions } });
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const stored = () => (existsSync(submissions) ? readFileSync(submissions, "utf8").trim().split("\n").filter(Boolean).map((line) => JSON.parse(line)) : []);

const post = (path: string, fields: Record<string, string>, type = "application/x-www-form-urlencoded") =>
  fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": type }, body: new URLSearchParams(fields).toString() });

const message = { name: "Asha Rao 🚀", email: "asha@northwind.io", subject: "sales", message: "Pricing & <b>12</b> seats\nplease" };

describe("formsInHtml", () => {
  it("finds a form marked data-netlify with its name, honeypot and field names", () => {
    expect(formsInHtml(`<p>x</p>${CONTACT_FORM}${files["login/index.html"]}`)).toEqual([
      { name: "contact", honeypot: "bot-field", fields: ["form-name", "bot-field", "name", "email", "subject", "message"] },
    ]);
  });

  it("also finds the bare netlify attribute, and decodes entities in names", () => {
    expect(formsInHtml('<form netlify name="a&amp;b"><input name="x"></form>')).toEqual([{ name: "a&b", honeypot: null, fields: ["x"] }]);
  });
});

describe("the static server's answer to form posts", () => {
  it("stores a submission of a registered form (its own fields, as sent) and answers 200 with the page at the path", async () => {
    const response = await post("/thanks/", { "form-name": "contact", "bot-field": "", ...message, extra: "not a field of the form" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("thank you");
    const [record, ...rest] = stored();
    expect(rest).toEqual([]);
    expect(record).toMatchObject({ form: "contact", path: "/thanks/", data: message });
    expect(Number.isNaN(Date.parse(record.receivedAt))).toBe(false);
  });

  it("answers a post to / with 200 and the home page", async () => {
    const response = await post("/", { "form-name": "contact", ...message });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("home");
    expect(stored()).toHaveLength(2);
  });

  it("answers 200 to a filled honeypot and keeps nothing", async () => {
    const response = await post("/", { "form-name": "contact", "bot-field": "http://spam.example", ...message });
    expect(response.status).toBe(200);
    expect(stored()).toHaveLength(2);
  });

  it.each([
    ["an unknown form name", { "form-name": "newsletter", ...message }],
    ["a form that is not a Netlify form", { "form-name": "login", email: "a@b.c" }],
    ["no form name", message],
  ])("answers 404 with the 404 page to %s, and keeps nothing", async (_case, fields) => {
    const response = await post("/", fields);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("not found");
    expect(stored()).toHaveLength(2);
  });

  it("refuses a body that is not url-encoded", async () => {
    const response = await post("/", { "form-name": "contact" }, "application/json");
    expect(response.status).toBe(415);
    expect(stored()).toHaveLength(2);
  });

  it("answers 413 to a body over the limit, keeps nothing, and goes on serving", async () => {
    const response = await post("/", { "form-name": "contact", ...message, message: "x".repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(stored()).toHaveLength(2);
    expect((await fetch(`${server.url}/contact/`)).status).toBe(200);
  });

  it("appends each of several large submissions sent together as one whole line", async () => {
    const bodies = ["a", "b", "c", "d"].map((letter) => ({ "form-name": "contact", ...message, message: letter.repeat(200_000) }));
    const responses = await Promise.all(bodies.map((fields) => post("/", fields)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const records = stored();
    expect(records).toHaveLength(6);
    expect(records.slice(2).map((record) => record.data.message).sort()).toEqual(bodies.map((fields) => fields.message));
  });

  it("still answers GET as before", async () => {
    const response = await fetch(`${server.url}/contact/`);
    expect(response.status).toBe(200);
  });
});

describe("a submission the server cannot store", () => {
  it("answers 500 and the server goes on serving", async () => {
    // The submissions file's folder is a file: every append fails.
    const blocked = join(root, "blocked");
    writeFileSync(blocked, "not a folder");
    const failing = await startStaticServer({ root: join(root, "public"), forms: { submissionsFile: join(blocked, "submissions.jsonl") } });
    try {
      const body = new URLSearchParams({ "form-name": "contact", ...message }).toString();
      const response = await fetch(`${failing.url}/`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
      expect(response.status).toBe(500);
      expect((await fetch(`${failing.url}/`)).status).toBe(200);
    } finally {
      await failing.close();
    }
  });
});
