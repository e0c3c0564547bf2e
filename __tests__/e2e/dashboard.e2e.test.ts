import type { Browser } from "playwright-core";
import { launchBrowser, openPage, url, waitForHydration } from "./support/browser";
import { axeViolations } from "./support/forms";
import { SPEC_DASHBOARD_MODULES } from "../support/spec";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MODULES = SPEC_DASHBOARD_MODULES;

test("any /dashboard/* path is served the dashboard (status 200), never the 404 page", async () => {
  for (const path of ["/dashboard/", "/dashboard/anything/", "/dashboard/anything", "/dashboard/a/b/c/"]) {
    const { page, pageErrors, consoleErrors } = await openPage(browser);
    const response = await page.goto(url(path));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.getByTestId("dashboard-overview").waitFor();
    expect(await page.locator("h1").textContent()).toBe("Dashboard");
    expect(await page.title()).toBe("Dashboard | Scalewise");
    expect(await page.locator("main").textContent()).not.toContain("Page not found");
    // A reload asks the host again, as a visitor pressing F5 on a deep dashboard address does.
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await page.getByTestId("dashboard-overview").waitFor();
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }
});

test("shows Loading... while its code-split script loads, then the dashboard", async () => {
  const { page, foreignRequests } = await openPage(browser);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/dashboard-app-[\w]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const chunkRequested = page.waitForRequest(/\/dashboard-app-[\w]+\.js$/);
  await page.goto(url("/dashboard/"));
  await chunkRequested;
  const loading = page.getByTestId("dashboard-loading");
  expect(await loading.isVisible()).toBe(true);
  expect(await loading.textContent()).toBe("Loading...");
  expect(await loading.getAttribute("role")).toBe("status");
  expect(await page.getByTestId("dashboard-overview").count()).toBe(0);
  release();
  await page.getByTestId("dashboard-overview").waitFor();
  expect(await loading.count()).toBe(0);
  expect(foreignRequests).toEqual([]);
  await page.context().close();
});

test("its own HTML, before any script, has the heading, the demo notice and Loading...", async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url("/dashboard/"));
  expect(await page.locator("h1").textContent()).toBe("Dashboard");
  const notice = page.getByRole("complementary", { name: "Demo mode" });
  expect(await notice.textContent()).toContain("nothing you do here is saved");
  expect(await notice.getByRole("button", { name: "Sign out" }).count()).toBe(1);
  // innerText: the server HTML carries Emotion's <style> tags beside the elements they style.
  expect(await page.getByTestId("dashboard-loading").innerText()).toBe("Loading...");
  await context.close();
});

test("has the demo banner and the ten modules, each Under Development, and is noindex", async () => {
  const { page } = await openPage(browser);
  await page.goto(url("/dashboard/"));
  await waitForHydration(page);
  await page.getByTestId("dashboard-overview").waitFor();
  expect(await page.getByRole("complementary", { name: "Demo mode" }).textContent()).toContain("Demo mode.");
  const sidebar = page.getByRole("navigation", { name: "Dashboard modules" });
  const names = await sidebar.getByRole("link").evaluateAll((links) => links.map((a) => a.firstChild?.textContent));
  expect(names).toEqual(["Overview", ...MODULES]);
  expect(await sidebar.getByText("Under Development").count()).toBe(10);
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
  expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
  expect(await axeViolations(page)).toBe("");
  await page.context().close();
});

test("choosing a module shows it at /dashboard/{slug}/, with focus on its heading", async () => {
  const { page } = await openPage(browser);
  await page.goto(url("/dashboard/"));
  await waitForHydration(page);
  const sidebar = page.getByRole("navigation", { name: "Dashboard modules" });
  await sidebar.getByRole("link", { name: /Email Marketing/ }).click();
  await page.waitForURL(url("/dashboard/email-marketing/"));
  const view = page.getByTestId("module-view");
  await view.waitFor();
  expect(await view.locator("h2").textContent()).toBe("Email Marketing");
  expect(await view.textContent()).toContain("Under Development");
  expect(await view.textContent()).toContain("Write, schedule and automate email sequences");
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Email Marketing");
  expect(await sidebar.getByRole("link", { name: /Email Marketing/ }).getAttribute("aria-current")).toBe("page");
  expect(await axeViolations(page)).toBe("");

  // A direct load of a module's address shows that module.
  await page.goto(url("/dashboard/crm-integrations/"));
  await waitForHydration(page);
  await page.getByTestId("module-view").waitFor();
  expect(await page.getByTestId("module-view").locator("h2").textContent()).toBe("CRM Integrations");
  await page.context().close();
});

test("sign out goes back to the home page", async () => {
  const { page } = await openPage(browser);
  await page.goto(url("/dashboard/lead-generation/"));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(url("/"));
  await page.context().close();
});
