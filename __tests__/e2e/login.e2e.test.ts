import type { Browser, Page } from "playwright-core";
import { launchBrowser, openHydrated, openPage, url, waitForHydration } from "./support/browser";
import {
  activeElementId,
  axeViolations,
  installSubmitTimer,
  RENDER_LAG_MS,
  recordSubmissionRequests,
  snapshotAfter,
  startTiming,
  submitToNavigation,
  toast,
} from "./support/forms";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const STORAGE_KEY = "scalewise:remembered-email";

const openLogin = () => openHydrated(browser, "/login/");

const submit = (page: Page) => page.locator('form#login button[type="submit"]');
const storedItems = (page: Page) => page.evaluate(() => ({ ...window.localStorage }));

test("has labelled fields, the password toggle and every link the spec lists", async () => {
  const { page, foreignRequests } = await openLogin();
  expect(await page.locator("h1").count()).toBe(1);
  expect((await page.locator('label[for="login-email"]').textContent())?.trim()).toBe("Email");
  expect((await page.locator('label[for="login-password"]').textContent())?.trim()).toBe("Password");
  expect((await page.locator('label[for="login-rememberMe"]').textContent())?.trim()).toBe("Remember me");
  const main = page.locator("main");
  for (const href of ["/forgot-password/", "/signup/", "/terms/", "/privacy/", "/"]) {
    expect(await main.locator(`a[href="${href}"]`).count()).toBeGreaterThan(0);
  }
  expect(await page.getByRole("button", { name: "Sign in with Google" }).isVisible()).toBe(true);
  expect(await page.getByRole("button", { name: "Sign in with Facebook" }).isVisible()).toBe(true);
  expect(await page.locator("main img").count()).toBe(0);

  const password = page.locator("#login-password");
  await password.fill("s3cret value");
  const show = page.getByRole("button", { name: "Show password" });
  expect(await show.getAttribute("aria-pressed")).toBe("false");
  expect(await password.getAttribute("type")).toBe("password");
  await show.focus();
  await page.keyboard.press("Enter");
  const hide = page.getByRole("button", { name: "Hide password" });
  expect(await hide.getAttribute("aria-pressed")).toBe("true");
  expect(await password.getAttribute("type")).toBe("text");
  await hide.click();
  expect(await password.getAttribute("type")).toBe("password");
  expect(await page.getByRole("button", { name: "Show password" }).isVisible()).toBe(true);

  expect(await axeViolations(page)).toBe("");
  expect(foreignRequests).toEqual([]);
  await page.context().close();
});

test("a failed submit marks both fields, announces the errors and focuses the first", async () => {
  const { page } = await openLogin();
  await submit(page).click();
  await page.locator("#login-email-error").waitFor();
  expect(await activeElementId(page)).toBe("login-email");
  for (const id of ["email", "password"]) {
    const field = page.locator(`#login-${id}`);
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await field.getAttribute("aria-describedby")).toContain(`login-${id}-error`);
    expect(await page.locator(`#login-${id}-error`).getAttribute("role")).toBe("alert");
  }
  expect(await axeViolations(page)).toBe("");

  await page.fill("#login-email", "maya@");
  await page.fill("#login-password", "x");
  await submit(page).click();
  expect(await page.locator("#login-email-error").textContent()).toContain("valid email");
  expect(await page.locator("#login-password-error").count()).toBe(0);
  expect(await activeElementId(page)).toBe("login-email");
  expect(page.url()).toBe(url("/login/"));
  await page.context().close();
});

test("an error appears after leaving a field, not before", async () => {
  const { page } = await openLogin();
  await page.fill("#login-email", "not-an-email");
  expect(await page.locator("#login-email-error").count()).toBe(0);
  await page.keyboard.press("Tab");
  await page.locator("#login-email-error").waitFor();
  await page.context().close();
});

test("sign-in: Signing In... for 1.5 s with every control disabled, then the notice and the dashboard", async () => {
  const { page, foreignRequests, pageErrors } = await openPage(browser);
  await installSubmitTimer(page);
  await page.goto(url("/login/"));
  await waitForHydration(page);
  await page.fill("#login-email", "  maya@example.com ");
  await page.fill("#login-password", "any password");
  const recorder = recordSubmissionRequests(page);
  await startTiming(page);
  await page.press("#login-password", "Enter");

  const at1s = await snapshotAfter(page, 1000, "form#login");
  expect(at1s.elapsed).toBeLessThan(1500);
  expect(at1s.buttonText).toBe("Signing In...");
  expect(at1s.enabledControls).toBe(0);
  expect(await page.getByRole("status").filter({ hasText: "Signing In..." }).count()).toBe(1);

  await page.waitForURL(url("/dashboard/"), { timeout: 10_000 });
  const done = await submitToNavigation(page);
  expect(done).toBeGreaterThanOrEqual(1500 - RENDER_LAG_MS);
  expect(done).toBeLessThan(2500);
  await toast(page, "Demo Mode").waitFor();
  expect(await toast(page, "Demo Mode").textContent()).toContain(
    "This is a demo version. Click the dashboard button to explore features.",
  );
  recorder.stop();
  expect(recorder.requests).toEqual([]);
  expect(foreignRequests).toEqual([]);
  expect(pageErrors).toEqual([]);
  // Remember me was not checked: nothing is stored.
  expect(await storedItems(page)).toEqual({});
  await page.context().close();
});

test("the submitting state has no axe violations", async () => {
  const { page } = await openLogin();
  expect(await axeViolations(page)).toBe("");
  await page.fill("#login-email", "maya@example.com");
  await page.fill("#login-password", "any password");
  await submit(page).click();
  expect(await submit(page).textContent()).toBe("Signing In...");
  expect(await axeViolations(page, "form#login")).toBe("");
  // Still submitting once the scan is done: the scan saw the submitting state.
  expect(await submit(page).textContent()).toBe("Signing In...");
  expect(page.url()).toBe(url("/login/"));
  await page.context().close();
});

test("social sign-in: the same 1.5 s submitting state and result", async () => {
  const { page, foreignRequests } = await openPage(browser);
  await installSubmitTimer(page);
  await page.goto(url("/login/"));
  await waitForHydration(page);
  const recorder = recordSubmissionRequests(page);
  await startTiming(page);
  await page.getByRole("button", { name: "Sign in with Facebook" }).click();
  const during = await snapshotAfter(page, 1000, "form#login");
  expect(during.elapsed).toBeLessThan(1500);
  expect(during.buttonText).toBe("Signing In...");
  expect(during.enabledControls).toBe(0);
  await page.waitForURL(url("/dashboard/"), { timeout: 10_000 });
  const done = await submitToNavigation(page);
  expect(done).toBeGreaterThanOrEqual(1500 - RENDER_LAG_MS);
  expect(done).toBeLessThan(2500);
  await toast(page, "Demo Mode").waitFor();
  recorder.stop();
  expect(recorder.requests).toEqual([]);
  expect(foreignRequests).toEqual([]);
  await page.context().close();
});

test("remember me keeps only the email across a reload, and unchecking forgets it", async () => {
  const { page } = await openLogin();
  await page.fill("#login-email", "maya@example.com");
  await page.fill("#login-password", "Secret#123");
  await page.check("#login-rememberMe");
  await submit(page).click();
  await page.waitForURL(url("/dashboard/"), { timeout: 10_000 });
  const stored = await storedItems(page);
  expect(stored).toEqual({ [STORAGE_KEY]: "maya@example.com" });
  expect(JSON.stringify(stored)).not.toContain("Secret#123");

  await page.goto(url("/login/"));
  await waitForHydration(page);
  await page.waitForFunction(() => ((document.querySelector("#login-email") as HTMLInputElement | null)?.value ?? "") !== "");
  expect(await page.inputValue("#login-email")).toBe("maya@example.com");
  expect(await page.inputValue("#login-password")).toBe("");
  expect(await page.isChecked("#login-rememberMe")).toBe(true);

  await page.reload();
  await waitForHydration(page);
  await page.waitForFunction(() => (document.querySelector("#login-rememberMe") as HTMLInputElement | null)?.checked === true);
  await page.uncheck("#login-rememberMe");
  expect(await storedItems(page)).toEqual({});
  await page.reload();
  await waitForHydration(page);
  expect(await page.inputValue("#login-email")).toBe("");
  expect(await page.isChecked("#login-rememberMe")).toBe(false);
  await page.context().close();
});

test("the forgot-password link opens a real page", async () => {
  const { page } = await openLogin();
  await page.locator('main a[href="/forgot-password/"]').click();
  await page.waitForURL(url("/forgot-password/"));
  // The URL changes first; the new page renders once its page data has arrived.
  await page.locator("h1", { hasText: "Reset your password" }).waitFor();
  expect(await page.locator("h1").textContent()).toBe("Reset your password");
  await page.context().close();
});
