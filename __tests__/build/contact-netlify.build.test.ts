/**
 * CONTACT_FORM=netlify (plugins/contact-form, docs/contact-form.md): a copy of the site is built
 * in that mode, its markup is checked the way Netlify's form detection reads it, then the copy is
 * served by the project's static server (scripts/static-server.mjs, which answers form posts as
 * Netlify Forms does: scripts/netlify-forms.mjs) and the form is used in Chromium, under the real
 * headers (a CSP violation fails the test: ../e2e/support/csp-guard). The default build's form
 * is covered by __tests__/e2e/contact.e2e.test.ts.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page, Route } from "playwright-core";
import { copySite, type SiteCopy } from "../../scripts/site-copy.mjs";
import { gatsbyBuild, type BuildResult } from "./support/gatsby-build";
import { formsInHtml } from "../../scripts/netlify-forms.mjs";
import type { StoredSubmission } from "../../scripts/netlify-forms.mjs";
import "../e2e/support/csp-guard";
import { DESKTOP, openHydrated, openPage, url, waitForHydration } from "../e2e/support/browser";
import { browseCopy, type BrowsedCopy } from "./support/browse-copy";
import { axeViolations, recordSubmissionRequests, toast } from "../e2e/support/forms";
import { company } from "../../src/data/site";
import { CONTACT_SEND_TIMEOUT_MS } from "../../src/forms/timings";

let site: SiteCopy;
let browsed: BrowsedCopy | undefined;
let browser: Browser | undefined;
let build: BuildResult;


const publicFile = (path: string) => join(site.dir, "public", path);
const submissionsFile = () => join(site.dir, ".netlify-forms", "submissions.jsonl");
const stored = (): StoredSubmission[] =>
  existsSync(submissionsFile())
    ? readFileSync(submissionsFile(), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];

beforeAll(async () => {
  site = copySite();
  build = gatsbyBuild(site.dir, { env: { CONTACT_FORM: "netlify" }, timeout: 420_000 });
  if (build.status !== 0) return;
  browsed = await browseCopy({ root: publicFile(""), forms: { submissionsFile: submissionsFile() } });
  browser = browsed.browser;
}, 480_000);

afterAll(async () => {
  await browsed?.close();
  site?.remove();
});

describe("gatsby build with CONTACT_FORM=netlify", () => {
  it("succeeds and says which mode it built", () => {
    expect(build.output).toContain("Contact form: netlify (CONTACT_FORM)");
    expect(build.status).toBe(0);
  });

  it("puts the form in /contact/'s HTML the way Netlify detects it: name, POST, honeypot, form-name and every field", () => {
    const html = readFileSync(publicFile("contact/index.html"), "utf8");
    const tag = /<form\b[^>]*>/.exec(html)?.[0] ?? "";
    for (const attribute of ['name="contact"', 'method="POST"', 'data-netlify="true"', 'netlify-honeypot="bot-field"', 'action="/contact/thanks/"']) {
      expect(tag).toContain(attribute);
    }
    expect(html).toMatch(/<input type="hidden" name="form-name" value="contact"\/>/);
    expect(formsInHtml(html)).toEqual([
      { name: "contact", honeypot: "bot-field", fields: ["form-name", "bot-field", "name", "email", "company", "phone", "subject", "message"] },
    ]);
  });

  it("builds the thank-you page, kept out of search engines and the sitemap", () => {
    const html = readFileSync(publicFile("contact/thanks/index.html"), "utf8");
    expect(html).toMatch(/<meta [^>]*name="robots" content="noindex, nofollow"/);
    expect(html).toContain("Thank you: your message was sent");
    const sitemaps = readdirSync(publicFile("")).filter((name) => /^sitemap-\d+\.xml$/.test(name));
    const sitemap = sitemaps.map((name) => readFileSync(publicFile(name), "utf8")).join("\n");
    expect(sitemap).toContain("/contact/</loc>");
    expect(sitemap).not.toContain("/contact/thanks/");
  });

  it("sets no new Content-Security-Policy source: form-action and connect-src stay 'self'", () => {
    const headers = readFileSync(publicFile("_headers"), "utf8");
    const policies = headers.split("\n").filter((line) => line.trim().startsWith("Content-Security-Policy:"));
    expect(policies.length).toBeGreaterThan(0);
    // The editor's at /admin/ has its own; uploads and SVGs get an inert one (default-src 'none': no form, no connection).
    const publicPolicies = policies.filter((line) => !line.includes("'unsafe-eval'") && !line.includes("default-src 'none'"));
    expect(publicPolicies.length).toBeGreaterThan(0);
    for (const policy of publicPolicies) {
      expect(policy).toContain("form-action 'self'");
      expect(policy).toContain("connect-src 'self';");
    }
  });

  it("with an unknown CONTACT_FORM fails before compiling anything, naming the variable", () => {
    const { status, output } = gatsbyBuild(site.dir, { env: { CONTACT_FORM: "formspree" }, timeout: 120_000 });
    expect(status).not.toBe(0);
    expect(status).not.toBeNull();
    expect(output).toContain('CONTACT_FORM "formspree" is not one of demo, netlify');
    expect(output).not.toMatch(/Building production JavaScript/);
  });
});

// ---------------------------------------------------------------------------------------------
// In the browser, against the netlify build served like the host.

const typed = {
  name: "  Asha Rao 🚀 ",
  email: "asha@northwind.io",
  company: "<b>Northwind</b> & Co",
  phone: "+91 80 4567 8900",
  message: "We'd like pricing for 12 seats.\nSecond line: <script>window.__pwned = 1</script>",
};
const FIELDS = ["name", "email", "company", "phone", "subject", "message"] as const;
/** What a submission must hold: every field as typed, the subject by its value. */
const expected = { ...typed, subject: "sales" };

const submit = (page: Page) => page.locator('form#contact button[type="submit"]');

async function fillForm(page: Page) {
  for (const [name, value] of Object.entries(typed)) await page.fill(`#contact-${name}`, value);
  await page.selectOption("#contact-subject", "sales");
}

async function formValues(page: Page) {
  const values: Record<string, string> = {};
  for (const name of FIELDS) values[name] = await page.inputValue(`#contact-${name}`);
  return values;
}

/** Answers the form's POST to / with `handle`; every other request goes on as usual. */
const onPost = (page: Page, handle: (route: Route) => Promise<void> | void) =>
  page.route(url("/"), (route) => (route.request().method() === "POST" ? handle(route) : route.fallback()));

/**
 * The page once the browser has been idle and every request it started has ended: the toaster's
 * code is fetched when the form is first used (src/components/ui/toaster-gate.ts), and an offline
 * test needs it.
 */
async function settled(page: Page) {
  let inFlight = 0;
  const started = () => inFlight++;
  const ended = () => inFlight--;
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 6000 })));
  for (let quiet = 0; quiet < 5; quiet = inFlight <= 0 ? quiet + 1 : 0) await page.waitForTimeout(100);
  page.off("request", started);
  page.off("requestfinished", ended);
  page.off("requestfailed", ended);
}

describe("the contact form delivered through Netlify Forms", () => {
  const skipUnlessBuilt = () => {
    if (!browser) throw new Error(`The netlify build failed, see the first test:\n${build?.output.slice(-3000)}`);
    return browser;
  };

  it("delivers one url-encoded POST to the site's own origin that equals what was typed, then says Message Sent! and empties the form", async () => {
    const { page, foreignRequests, pageErrors } = await openHydrated(skipUnlessBuilt(), "/contact/");
    expect(await axeViolations(page)).toBe("");
    await fillForm(page);
    const before = stored().length;
    const recorder = recordSubmissionRequests(page);
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await submit(page).click();
    const request = await posted;
    await toast(page, "Message Sent!").waitFor();
    expect(await toast(page, "Message Sent!").textContent()).toContain("We'll get back to you within 4 hours.");
    recorder.stop();

    expect(recorder.requests).toEqual([{ method: "POST", type: "fetch", url: url("/") }]);
    expect(request.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ""))).toEqual({ "form-name": "contact", "bot-field": "", ...expected });
    const added = stored().slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ form: "contact", path: "/", data: expected });

    for (const name of FIELDS) expect(await page.inputValue(`#contact-${name}`)).toBe("");
    expect(await axeViolations(page)).toBe("");
    expect(foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.context().close();
  });

  it("on a 500 answer says the message was not sent, names the email address, keeps every value and enables the button again", async () => {
    const { page, pageErrors } = await openHydrated(skipUnlessBuilt(), "/contact/");
    await onPost(page, (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Internal error" }));
    await fillForm(page);
    const before = stored().length;
    await submit(page).click();
    await toast(page, "Message not sent").waitFor();
    const text = await toast(page, "Message not sent").textContent();
    expect(text).toContain("it is still in the form");
    expect(text).toContain(company.email);
    expect(await page.locator("main").textContent()).toContain(company.email);
    expect(await formValues(page)).toEqual(expected);
    expect(await submit(page).isEnabled()).toBe(true);
    expect(await submit(page).textContent()).toBe("Send Message");
    // The pressed button lost its focus while disabled; it has it back.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Send Message");
    expect(await toast(page, "Message Sent!").count()).toBe(0);
    expect(stored().length).toBe(before);
    expect(await axeViolations(page)).toBe("");
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it("offline says the message was not sent and keeps every value; back online, the same click delivers it", async () => {
    const { page, pageErrors } = await openHydrated(skipUnlessBuilt(), "/contact/");
    await fillForm(page);
    await settled(page);
    const before = stored().length;
    await page.context().setOffline(true);
    await submit(page).click();
    await toast(page, "Message not sent").waitFor();
    expect(await toast(page, "Message not sent").textContent()).toContain(company.email);
    expect(await formValues(page)).toEqual(expected);
    expect(await submit(page).isEnabled()).toBe(true);
    expect(stored().length).toBe(before);
    expect(await axeViolations(page)).toBe("");

    await page.context().setOffline(false);
    await submit(page).click();
    await toast(page, "Message Sent!").waitFor();
    expect(stored().slice(before).map((record) => record.data)).toEqual([expected]);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it(`gives up on a request that never answers after ${CONTACT_SEND_TIMEOUT_MS / 1000} s: says the message was not sent with the email address, keeps every value and enables the button again`, async () => {
    const { page, pageErrors } = await openHydrated(skipUnlessBuilt(), "/contact/");
    // The host takes the request and never answers (the route is never fulfilled).
    const held: Route[] = [];
    await onPost(page, (route) => void held.push(route));
    await fillForm(page);
    const before = stored().length;
    const started = Date.now();
    await submit(page).click();
    await page.locator('form#contact[aria-busy="true"]').waitFor();
    await page.waitForTimeout(CONTACT_SEND_TIMEOUT_MS - 3_000);
    expect(await submit(page).textContent()).toBe("Sending...");
    expect(await toast(page, "Message not sent").count()).toBe(0);

    await toast(page, "Message not sent").waitFor({ timeout: 10_000 });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(CONTACT_SEND_TIMEOUT_MS - 250);
    expect(waited).toBeLessThan(CONTACT_SEND_TIMEOUT_MS + 5_000);
    expect(held).toHaveLength(1);
    const text = await toast(page, "Message not sent").textContent();
    expect(text).toContain("it is still in the form");
    expect(text).toContain(company.email);
    expect(await formValues(page)).toEqual(expected);
    expect(await page.locator('form#contact[aria-busy="true"]').count()).toBe(0);
    expect(await submit(page).isEnabled()).toBe(true);
    expect(await submit(page).textContent()).toBe("Send Message");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Send Message");
    expect(await toast(page, "Message Sent!").count()).toBe(0);
    expect(stored().length).toBe(before);
    expect(await axeViolations(page)).toBe("");
    expect(pageErrors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("sends once on a double click (and on a submit while sending), showing Sending... with every control disabled meanwhile", async () => {
    const { page, pageErrors } = await openHydrated(skipUnlessBuilt(), "/contact/");
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await onPost(page, async (route) => {
      await held;
      await route.fallback();
    });
    await fillForm(page);
    const before = stored().length;
    const recorder = recordSubmissionRequests(page);
    await submit(page).dblclick();
    await page.locator('form#contact[aria-busy="true"]').waitFor();
    // A script or a fast Enter press still submits the form itself: nothing more is sent.
    await page.evaluate(() => (document.getElementById("contact") as HTMLFormElement).requestSubmit());
    expect(await submit(page).textContent()).toBe("Sending...");
    expect(await submit(page).isDisabled()).toBe(true);
    const controls = await page.locator("form#contact fieldset").locator("input, select, textarea, button").evaluateAll((elements) =>
      elements.map((element) => `${element.getAttribute("name") ?? element.textContent}: ${element.matches(":disabled")}`),
    );
    expect(controls).toEqual(["name: true", "email: true", "company: true", "phone: true", "subject: true", "message: true", "Sending...: true"]);
    expect(await axeViolations(page, "form#contact")).toBe("");
    release();
    await toast(page, "Message Sent!").waitFor();
    recorder.stop();
    expect(recorder.requests.filter((request) => request.method === "POST")).toHaveLength(1);
    expect(stored().slice(before).map((record) => record.data)).toEqual([expected]);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it("hides the honeypot from people, assistive technology and the keyboard; a filled honeypot is answered 200 and discarded", async () => {
    const { page } = await openHydrated(skipUnlessBuilt(), "/contact/");
    const honeypot = page.locator('input[name="bot-field"]');
    expect(await honeypot.isVisible()).toBe(true); // in the layout (bots see a field), but off screen:
    const box = await honeypot.boundingBox();
    expect(box!.x + box!.width).toBeLessThan(0);
    expect(await honeypot.getAttribute("tabindex")).toBe("-1");
    expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    expect(await page.getByRole("textbox", { name: /leave this field empty/i }).count()).toBe(0);
    // Tabbing from the message goes to the button, never to the honeypot.
    await page.focus("#contact-message");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).textContent)).toBe("Send Message");

    await fillForm(page);
    await honeypot.fill("http://cheap-pills.example");
    const before = stored().length;
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await submit(page).click();
    const response = await posted;
    expect(response.status()).toBe(200);
    expect(new URLSearchParams(response.request().postData() ?? "").get("bot-field")).toBe("http://cheap-pills.example");
    await toast(page, "Message Sent!").waitFor();
    expect(stored().length).toBe(before);
    await page.context().close();
  });

  it("without JavaScript posts the form natively and lands on the thank-you page", async () => {
    const { page } = await openPage(skipUnlessBuilt(), { ...DESKTOP, javaScriptEnabled: false });
    await page.goto(url("/contact/"));
    await fillForm(page);
    const before = stored().length;
    const navigation = page.waitForResponse((response) => response.request().method() === "POST");
    await submit(page).click();
    const response = await navigation;
    expect(response.status()).toBe(200);
    expect(response.url()).toBe(url("/contact/thanks/"));
    expect(response.request().headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    await page.waitForURL(url("/contact/thanks/"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Thank you: your message was sent");
    const added = stored().slice(before);
    expect(added).toHaveLength(1);
    // A native post sends a textarea's line breaks as CRLF (HTML's form encoding); Netlify stores them so.
    expect(added[0]).toMatchObject({ form: "contact", path: "/contact/thanks/", data: { ...expected, message: expected.message.replaceAll("\n", "\r\n") } });
    await page.context().close();
  });

  it("the thank-you page, hydrated, has a noindex robots tag, its title and no axe violation", async () => {
    const { page, pageErrors } = await openPage(skipUnlessBuilt());
    await page.goto(url("/contact/thanks/"));
    await waitForHydration(page);
    expect(await page.title()).toBe("Message received | Scalewise");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    expect(await page.locator("main").textContent()).toContain(company.email);
    expect(await axeViolations(page)).toBe("");
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });
});
