import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { isSameDocument, launchBrowser, markDocument, openHydrated, url } from "./support/browser";
import { activeElementId, axeViolations, recordSubmissionRequests, toast } from "./support/forms";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const openContact = (path = "/contact/") => openHydrated(browser, path);

const subject = (page: Page) => page.inputValue("#contact-subject");
const submit = (page: Page) => page.locator('form#contact button[type="submit"]');
const FIELDS = ["name", "email", "company", "phone", "subject", "message"];

test("shows contact details, response times, the subjects and quick answers", async () => {
  const { page, foreignRequests, pageErrors } = await openContact();
  const main = page.locator("main");
  const text = await main.textContent();
  expect(text).toContain("hello@scalewise.example");
  expect(text).toContain("Mon-Fri 9am-6pm IST");
  expect(text).toContain("Sales: within 4 hours");
  expect(text).toContain("Support: within 24 hours");
  expect(await main.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
  expect(await main.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
  const options = await page.locator("#contact-subject option").evaluateAll((els) =>
    els.map((el) => `${(el as HTMLOptionElement).value}: ${el.textContent}`),
  );
  expect(options).toEqual([
    ": Choose a subject",
    "general: General Inquiry",
    "sales: Sales & Pricing",
    "demo: Schedule a Demo",
    "support: Technical Support",
    "partnership: Partnership",
    "press: Press & Media",
  ]);
  expect(await page.getByRole("heading", { name: "Quick answers" }).isVisible()).toBe(true);
  for (const id of FIELDS) expect((await page.locator(`label[for="contact-${id}"]`).textContent())?.trim()).toBeTruthy();
  expect(await subject(page)).toBe("");
  expect(await axeViolations(page)).toBe("");
  expect(foreignRequests).toEqual([]);
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

test.each([
  ["/contact/?subject=sales", "sales"],
  ["/contact/?subject=demo", "demo"],
  ["/contact/?subject=press", ""],
  ["/contact/?subject=%3Cscript%3E", ""],
])("a full load of %s preselects %j", async (path, expected) => {
  const { page, pageErrors } = await openContact(path);
  await page.waitForFunction((value) => (document.querySelector("#contact-subject") as HTMLSelectElement | null)?.value === value, expected);
  expect(await subject(page)).toBe(expected);
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

test("client-side navigation with ?subject= preselects the subject, also when already on the page", async () => {
  const { page } = await openContact("/");
  await markDocument(page);
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/contact/?subject=sales"));
  await page.waitForURL(url("/contact/?subject=sales"));
  await page.waitForFunction(() => (document.querySelector("#contact-subject") as HTMLSelectElement | null)?.value === "sales");
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/contact/?subject=demo"));
  await page.waitForFunction(() => (document.querySelector("#contact-subject") as HTMLSelectElement | null)?.value === "demo");
  expect(await isSameDocument(page)).toBe(true);
  await page.context().close();
});

test("Schedule Demo selects Schedule a Demo and moves focus to the form", async () => {
  const { page } = await openContact();
  await page.getByRole("button", { name: "Schedule Demo" }).click();
  await page.waitForFunction(() => (document.querySelector("#contact-subject") as HTMLSelectElement | null)?.value === "demo");
  expect(await activeElementId(page)).toBe("contact-subject");
  await page.context().close();
});

test("a failed submit shows announced errors by the required fields and focuses the first", async () => {
  const { page } = await openContact();
  await submit(page).click();
  await page.locator("#contact-name-error").waitFor();
  expect(await activeElementId(page)).toBe("contact-name");
  for (const id of ["name", "email", "subject", "message"]) {
    const field = page.locator(`#contact-${id}`);
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await field.getAttribute("aria-describedby")).toContain(`contact-${id}-error`);
    expect(await page.locator(`#contact-${id}-error`).getAttribute("role")).toBe("alert");
  }
  for (const id of ["company", "phone"]) expect(await page.locator(`#contact-${id}-error`).count()).toBe(0);
  expect(await axeViolations(page)).toBe("");

  await page.fill("#contact-name", "Asha");
  await page.fill("#contact-email", "asha@northwind.io");
  await submit(page).click();
  expect(await activeElementId(page)).toBe("contact-subject");
  await page.context().close();
});

test("a valid message shows Message Sent!, empties the form and sends nothing", async () => {
  const { page, foreignRequests, pageErrors } = await openContact("/contact/?subject=sales");
  await page.waitForFunction(() => (document.querySelector("#contact-subject") as HTMLSelectElement | null)?.value === "sales");
  await page.fill("#contact-name", "  Asha Rao 🚀 ");
  await page.fill("#contact-email", "asha@northwind.io");
  await page.fill("#contact-company", "<b>Northwind</b>");
  await page.fill("#contact-phone", "+91 80 4567 8900");
  await page.fill("#contact-message", "We'd like pricing for 12 seats. <script>window.__pwned = 1</script>");
  const recorder = recordSubmissionRequests(page);
  await submit(page).click();
  await toast(page, "Message Sent!").waitFor();
  expect(await toast(page, "Message Sent!").textContent()).toContain("We'll get back to you within 4 hours.");
  for (const id of FIELDS) expect(await page.inputValue(`#contact-${id}`)).toBe("");
  expect(await page.locator('[id$="-error"]').count()).toBe(0);
  expect(await axeViolations(page)).toBe("");
  recorder.stop();
  expect(recorder.requests).toEqual([]);
  expect(foreignRequests).toEqual([]);
  expect(pageErrors).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(page.url()).toBe(url("/contact/?subject=sales"));
  await page.context().close();
});

test("a 10,000-character message is refused with a message, not an error", async () => {
  const { page, pageErrors } = await openContact();
  await page.fill("#contact-message", "y".repeat(10_000));
  await page.locator("#contact-message").blur();
  await page.locator("#contact-message-error").waitFor();
  expect(await page.locator("#contact-message-error").textContent()).toContain("5,000 characters or fewer");
  expect(await page.locator("#contact-message-help").textContent()).toContain("10,000 / 5,000");
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

test("the default build's form is the spec's demo form: no Netlify Forms markup, and no thank-you page", async () => {
  // CONTACT_FORM=netlify is tested on a build of its own: __tests__/build/contact-netlify.build.test.ts.
  const html = readFileSync("public/contact/index.html", "utf8");
  for (const marker of ["data-netlify", "netlify-honeypot", "bot-field", 'name="form-name"', 'method="POST"']) expect(html).not.toContain(marker);
  expect((await fetch(url("/contact/thanks/"))).status).toBe(404);
});
