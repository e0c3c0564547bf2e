import type { Browser } from "playwright-core";
import { launchBrowser, openPage, url, waitForHydration } from "./support/browser";
import { activeElementId, axeViolations, recordSubmissionRequests, toast } from "./support/forms";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test("asks for an email, validates it, and says honestly that the demo sends nothing", async () => {
  const { page, foreignRequests, pageErrors } = await openPage(browser);
  await page.goto(url("/forgot-password/"));
  await waitForHydration(page);
  expect(await page.locator('main a[href="/login/"]').count()).toBe(1);
  expect(await axeViolations(page)).toBe("");

  const submit = page.locator('form#forgot-password button[type="submit"]');
  await submit.click();
  await page.locator("#forgot-password-email-error").waitFor();
  expect(await activeElementId(page)).toBe("forgot-password-email");
  expect(await page.locator("#forgot-password-email").getAttribute("aria-invalid")).toBe("true");
  expect(await axeViolations(page)).toBe("");

  await page.fill("#forgot-password-email", "  <b>maya</b>@example.com ");
  await submit.click();
  expect(await page.locator("#forgot-password-email-error").textContent()).toContain("valid email");

  const recorder = recordSubmissionRequests(page);
  await page.fill("#forgot-password-email", "  maya@example.com ");
  await page.press("#forgot-password-email", "Enter");
  await toast(page, "Demo Mode").waitFor();
  expect(await toast(page, "Demo Mode").textContent()).toContain("No email was sent");
  const status = page.getByTestId("reset-demo-status");
  expect(await status.getAttribute("role")).toBe("status");
  expect(await status.textContent()).toContain("no email was sent");
  expect(await status.textContent()).toContain("maya@example.com");
  expect(await axeViolations(page)).toBe("");
  recorder.stop();
  expect(recorder.requests).toEqual([]);
  expect(foreignRequests).toEqual([]);
  expect(pageErrors).toEqual([]);

  await page.locator('main a[href="/login/"]').click();
  await page.waitForURL(url("/login/"));
  await page.context().close();
});
