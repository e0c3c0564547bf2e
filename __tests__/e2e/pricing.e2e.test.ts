import type { Browser, Page } from "playwright-core";
import { DESKTOP, launchBrowser, openPage, url, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test("shows three plans with their lists, limits and real links, and no prices", async () => {
  const { page } = await openPage(browser, DESKTOP);
  await page.goto(url("/pricing/"));
  const plans = page.getByTestId("plan");
  expect(await plans.count()).toBe(3);
  expect(await plans.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Starter", "Professional", "Enterprise"]);
  const expected: Array<[string, string[], string]> = [
    ["Starter", ["10 competitor reports per month", "100 leads per month", "1,000 email contacts"], "/signup/"],
    ["Professional", ["Unlimited competitor analysis", "1,000 leads per month", "10,000 contacts"], "/signup/"],
    ["Enterprise", ["Unlimited leads", "Unlimited contacts"], "/contact/?subject=sales"],
  ];
  for (const [index, [name, limits, href]] of expected.entries()) {
    const plan = plans.nth(index);
    const text = await plan.innerText();
    for (const limit of limits) expect(text).toContain(limit);
    expect(await plan.getByRole("heading", { name: "Not included" }).isVisible()).toBe(true);
    expect(await plan.getByRole("list", { name: "Not included" }).getByRole("listitem").count()).toBeGreaterThan(0);
    expect(await plan.getByRole("link").getAttribute("href")).toBe(href);
    expect(await plan.getByText("Most Popular").count()).toBe(name === "Professional" ? 1 : 0);
  }
  expect(await page.getByRole("main").innerText()).not.toMatch(/[$€£₹]\s?\d/);
  await page.context().close();
});

test("the Enterprise button navigates to the sales contact form", async () => {
  const { page } = await openPage(browser, DESKTOP);
  await page.goto(url("/pricing/"));
  await waitForHydration(page);
  await page.getByTestId("plan").nth(2).getByRole("link").click();
  await page.waitForURL(url("/contact/?subject=sales"));
  await page.context().close();
});

async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 100; presses += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

test("the FAQ accordion works by keyboard and reports its state", async () => {
  const { page } = await openPage(browser, DESKTOP);
  await page.goto(url("/pricing/"));
  await waitForHydration(page);
  const faq = page.getByTestId("pricing-faq");
  const questions = ["Can I change plans anytime?", "Is there a free trial?", "What payment methods do you accept?", "Can I cancel anytime?"];
  expect(await faq.getByRole("button").allTextContents()).toEqual(questions);

  const first = faq.getByRole("button", { name: questions[0] });
  const answer = page.getByText("The change takes effect immediately");
  expect(await first.getAttribute("aria-expanded")).toBe("false");
  expect(await answer.isVisible()).toBe(false);

  await page.locator("#faq-title").scrollIntoViewIfNeeded();
  await page.mouse.click(1, 1);
  await tabTo(page, questions[0]);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.activeElement?.getAttribute("aria-expanded") === "true");
  await answer.waitFor({ state: "visible" });
  expect(await first.getAttribute("aria-controls")).toBeTruthy();

  await page.keyboard.press("Space");
  await page.waitForFunction(() => document.activeElement?.getAttribute("aria-expanded") === "false");
  await answer.waitFor({ state: "hidden" });

  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(questions[1]);
  await page.keyboard.press("Space");
  await page.waitForFunction(() => document.activeElement?.getAttribute("aria-expanded") === "true");
  expect(await page.getByText("you do not need a credit card").isVisible()).toBe(true);
  await page.context().close();
});
