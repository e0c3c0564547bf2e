import type { Browser } from "playwright-core";
import { DESKTOP, launchBrowser, openPage, url, waitForHydration } from "./support/browser";
import { SPEC_DASHBOARD_MODULES } from "../support/spec";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DASHBOARD = SPEC_DASHBOARD_MODULES;

async function rows(page: import("playwright-core").Page, group: string) {
  const items = page.getByTestId(group).getByTestId("service");
  const out: Array<{ name: string; status: string; uptime: string }> = [];
  for (let i = 0; i < (await items.count()); i += 1) {
    const item = items.nth(i);
    out.push({
      name: (await item.locator("p").first().innerText()).trim(),
      status: (await item.getByTestId("service-status").innerText()).trim(),
      uptime: (await item.getByTestId("service-uptime").innerText()).trim(),
    });
  }
  return out;
}

test("the header badge, three service lists with labels and uptimes", async () => {
  const { page } = await openPage(browser, DESKTOP);
  await page.goto(url("/status/"));
  expect((await page.getByTestId("status-header-badge").innerText()).trim()).toBe("Website Systems Operational");

  const website = await rows(page, "website-pages");
  expect(website).toHaveLength(10);
  for (const row of website) {
    expect(row.status).toBe("Operational");
    const uptime = parseFloat(row.uptime);
    expect(uptime).toBeGreaterThanOrEqual(99.2);
    expect(uptime).toBeLessThanOrEqual(99.9);
    expect(row.uptime).toMatch(/^\d+\.\d% uptime$/);
  }

  const dashboard = await rows(page, "dashboard-services");
  expect(dashboard).toEqual(DASHBOARD.map((name) => ({ name, status: "Under Development", uptime: "0% uptime" })));

  expect(await rows(page, "account-services")).toEqual([
    { name: "Sign up", status: "Operational", uptime: "99.9% uptime" },
    { name: "Login", status: "Degraded", uptime: "50% uptime" },
    { name: "Subscribe to Updates", status: "Under Development", uptime: "10% uptime" },
  ]);
  await page.context().close();
});

test("lists the four incidents with status label, impact and a day-month-year date", async () => {
  const { page } = await openPage(browser, DESKTOP);
  await page.goto(url("/status/"));
  const incidents = page.getByTestId("incident");
  expect(await incidents.count()).toBe(4);
  const expected = [
    ["Auth Services Implementation", "Resolved", "High impact"],
    ["Page Development and Optimization", "Resolved", "Low impact"],
    ["Enhancing UI Components", "In Progress", "Low impact"],
    ["Button Functionality Enhancement", "Resolved", "Medium impact"],
  ];
  for (const [index, [title, status, impact]] of expected.entries()) {
    const incident = incidents.nth(index);
    expect(await incident.getByRole("heading", { level: 3 }).innerText()).toBe(title);
    expect((await incident.getByTestId("incident-status").innerText()).trim()).toBe(status);
    expect((await incident.getByTestId("incident-impact").innerText()).trim()).toBe(impact);
    expect(await incident.locator("time").innerText()).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(await incident.locator("time").getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  await page.context().close();
});

test("the Subscribe to Updates box is labelled and does nothing", async () => {
  const { page, pageErrors } = await openPage(browser, DESKTOP);
  await page.goto(url("/status/"));
  await waitForHydration(page);
  const email = page.getByLabel("Email address");
  await email.fill("reader@example.com");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page.waitForTimeout(300);
  expect(page.url()).toBe(url("/status/"));
  expect(await email.inputValue()).toBe("reader@example.com");
  expect(await page.getByTestId("toast").count()).toBe(0);
  expect(pageErrors).toEqual([]);
  await page.context().close();
});
