import type { Browser } from "playwright-core";
import { DESKTOP, launchBrowser, openPage, url, waitForHydration } from "./support/browser";
import { clickAndExpectNoticeThenUrl } from "./support/screens";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const START_TRIAL = { title: "Redirecting to Sign Up", description: "Please create your free account to get started." };

test("the hero's h1 is the tagline and the largest paint is text", async () => {
  const { page } = await openPage(browser, DESKTOP);
  await page.goto(url("/"));
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("From Data to Results—AI Gets You There");
  const lcpTag = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>;
          resolve(entries[entries.length - 1].element?.tagName ?? "none");
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  expect(["H1", "P"]).toContain(lcpTag);
  expect(await page.locator("main img").count()).toBe(0);
  await page.context().close();
});

test("has every section with its count of cards", async () => {
  const { page } = await openPage(browser, DESKTOP);
  await page.goto(url("/"));
  expect(await page.getByTestId("home-features").locator(":scope > li").count()).toBe(6);
  expect(await page.getByTestId("home-services").locator(":scope > li").count()).toBe(8);
  const why = page.getByRole("region", { name: "Why teams choose Scalewise" });
  expect(await why.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Unified Workflow", "Cost Efficient", "AI Intelligence"]);
  const strengths = page.getByRole("region", { name: "Built for marketers who answer for results" });
  expect(await strengths.getByRole("heading", { name: "Proven Results" }).isVisible()).toBe(true);
  expect(await strengths.locator("dl dd").count()).toBeGreaterThanOrEqual(3);
  const stats = await page
    .getByTestId("home-stats")
    .locator(":scope > div")
    .evaluateAll((items) => items.map((item) => `${item.querySelector("dd")?.textContent} ${item.querySelector("dt")?.textContent}`));
  expect(stats).toEqual([
    "50+ Integrations",
    "99.9% Uptime",
    "24/7 AI Support",
    "24-48 hours Onboarding",
  ]);
  expect(await page.getByRole("region", { name: "Ready to see what your data can do?" }).isVisible()).toBe(true);
  await page.context().close();
});

describe("calls to action show their notice, then navigate", () => {
  test("Start Free Trial → /signup/", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await clickAndExpectNoticeThenUrl(
      page,
      "/",
      (p) => p.getByRole("main").getByRole("link", { name: "Start Free Trial", exact: true }).click(),
      START_TRIAL,
      "/signup/",
    );
    await page.context().close();
  });

  test("Watch Demo → /contact/?subject=demo", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await clickAndExpectNoticeThenUrl(
      page,
      "/",
      (p) => p.getByRole("link", { name: "Watch Demo" }).click(),
      { title: "Redirect to Contact Page", description: "Please fill required information to schedule your demo." },
      "/contact/?subject=demo",
    );
    await page.context().close();
  });

  test("Start Your Free Trial → /signup/", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await clickAndExpectNoticeThenUrl(page, "/", (p) => p.getByRole("link", { name: "Start Your Free Trial" }).click(), START_TRIAL, "/signup/");
    await page.context().close();
  });

  test("Contact Sales → /contact/?subject=sales", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await clickAndExpectNoticeThenUrl(
      page,
      "/",
      (p) => p.getByRole("link", { name: "Contact Sales" }).click(),
      { title: "Redirect to Contact Page", description: "Please fill required information for sales inquiry." },
      "/contact/?subject=sales",
    );
    await page.context().close();
  });

  test("the buttons are real links, so they work by keyboard", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/"));
    await waitForHydration(page);
    const trial = page.getByRole("main").getByRole("link", { name: "Start Free Trial", exact: true });
    expect(await trial.getAttribute("href")).toBe("/signup/");
    await trial.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(url("/signup/"));
    await page.getByTestId("toast").filter({ hasText: START_TRIAL.title }).waitFor();
    await page.context().close();
  });
});

test("after a client-side navigation to Home, the below-the-fold sections render and work", async () => {
  const { page, pageErrors } = await openPage(browser, DESKTOP);
  await page.goto(url("/about/"));
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
  await page.waitForURL(url("/"));
  await page.getByTestId("home-services").waitFor({ state: "visible" });
  expect(await page.getByTestId("home-features").locator(":scope > li").count()).toBe(6);
  await page.getByRole("link", { name: "Contact Sales" }).click();
  await page.waitForURL(url("/contact/?subject=sales"));
  await page.getByTestId("toast").filter({ hasText: "Redirect to Contact Page" }).waitFor();
  expect(pageErrors).toEqual([]);
  await page.context().close();
});
