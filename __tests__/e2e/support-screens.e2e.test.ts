import type { Browser, Page } from "playwright-core";
import { DESKTOP, MOBILE, describeViolations, launchBrowser, openPage, runAxe, url, waitForHydration } from "./support/browser";
import { readToast } from "./support/content";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The help center's results answer `query` (they come from the site search's index, asynchronously). */
const answered = (page: Page, query: string) =>
  page.getByTestId("search-results").getByRole("status").filter({ hasText: new RegExp(`for “${query}”$`) }).waitFor();

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((a) => [a.textContent?.trim(), a.getAttribute("href")]));

describe("help center", () => {
  test("shows four categories with their article counts and five popular articles", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/help-center/"));
    await waitForHydration(page);
    const categories = page.getByTestId("help-category");
    expect(await categories.count()).toBe(4);
    expect(await hrefs(page, '[data-testid="help-category"] a')).toEqual([
      ["Getting Started", "/help/getting-started/"],
      ["AI Features", "/help/ai-features/"],
      ["Tutorials", "/help/tutorials/"],
      ["API Documentation", "/help/api-docs/"],
    ]);
    expect(await categories.getByTestId("article-count").allTextContents()).toEqual(["12 articles", "8 articles", "15 articles", "6 articles"]);
    expect(await hrefs(page, '[data-testid="popular-articles"] a')).toEqual([
      ["How to set up your first AI campaign", "/help/article/ai-campaign-setup/"],
      ["Understanding competitor analysis reports", "/help/article/competitor-analysis/"],
      ["Integrating with your CRM", "/help/article/crm-integration/"],
      ["Email automation best practices", "/help/article/email-automation/"],
      ["Creating effective chatbots", "/help/article/chatbot-builder/"],
    ]);
    expect(await page.getByRole("link", { name: "Contact Support" }).getAttribute("href")).toBe("/contact/");
    await page.context().close();
  });

  test("search filters the help and docs pages as you type, with a no-results state", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/help-center/"));
    await waitForHydration(page);
    const box = page.getByRole("searchbox", { name: "Search help articles and documentation" });
    const results = page.getByTestId("search-results");
    expect(await results.isVisible()).toBe(false);

    await box.pressSequentially("crm");
    await results.getByRole("link").first().waitFor();
    expect(await hrefs(page, '[data-testid="search-results"] a')).toEqual([
      ["Integrating with your CRM", "/help/article/crm-integration/"],
      ["Integrations", "/docs/integrations/"],
    ]);
    expect(await results.getByRole("status").textContent()).toBe("2 results for “crm”");

    await box.fill("quantum blockchain");
    await page.getByTestId("no-results").waitFor();
    expect(await results.getByRole("status").textContent()).toBe("No results for “quantum blockchain”");
    expect(await results.getByRole("link", { name: "ask our support team" }).getAttribute("href")).toBe("/contact/");
    expect(describeViolations(await runAxe(page))).toBe("");

    await box.fill("");
    expect(await results.isVisible()).toBe(false);
    await page.context().close();
  });

  test("the Search button runs the search and moves focus to the results", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/help-center/"));
    await waitForHydration(page);
    await page.getByRole("searchbox").fill("webhooks");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await answered(page, "webhooks");
    // Title matches first; the API help page mentions webhooks in its summary.
    expect(await hrefs(page, '[data-testid="search-results"] a')).toEqual([
      ["Webhooks", "/docs/webhooks/"],
      ["API Documentation", "/help/api-docs/"],
    ]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("search-results-heading");
    await page.getByRole("searchbox").fill("chatbot leads");
    await page.getByRole("searchbox").press("Enter");
    await answered(page, "chatbot leads");
    expect(await hrefs(page, '[data-testid="search-results"] a')).toEqual([["Creating effective chatbots", "/help/article/chatbot-builder/"]]);
    await page.context().close();
  });

  test("Join Community shows the coming-soon toast and stays on the page", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/help-center/"));
    await waitForHydration(page);
    await page.getByRole("button", { name: "Join Community" }).click();
    expect(await readToast(page, "Community Coming Soon!")).toEqual({
      title: "Community Coming Soon!",
      description: "A community experience is being worked on.",
    });
    expect(page.url()).toBe(url("/help-center/"));
    await page.context().close();
  });

  test("has no horizontal scroll at 320 px", async () => {
    const { page } = await openPage(browser, { ...MOBILE, viewport: { width: 320, height: 640 } });
    await page.goto(url("/help-center/"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe("documentation hub", () => {
  test("shows six cards with their badges, linking to the docs routes, and the API Quickstart card", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/documentation/"));
    await waitForHydration(page);
    const cards = page.getByTestId("doc-card");
    expect(await cards.count()).toBe(6);
    const rows = await cards.evaluateAll((elements) =>
      elements.map((card) => [
        card.querySelector("h3")?.textContent,
        card.querySelector('[data-testid="doc-badge"]')?.textContent,
        card.querySelector("a")?.getAttribute("href"),
      ]),
    );
    expect(rows).toEqual([
      ["Getting Started", "Beginner", "/docs/getting-started/"],
      ["API Reference", "Developer", "/docs/api-reference/"],
      ["AI Features", "Advanced", "/docs/ai-features/"],
      ["Integrations", "Integration", "/docs/integrations/"],
      ["Security", "Security", "/docs/security/"],
      ["Webhooks", "Advanced", "/docs/webhooks/"],
    ]);
    const quickstart = page.getByTestId("api-quickstart");
    expect(await quickstart.locator("h2").textContent()).toBe("API Quickstart");
    expect(await quickstart.getByRole("link").getAttribute("href")).toBe("/docs/getting-started/");
    await page.context().close();
  });

  test("Schedule Demo shows its toast, then goes to /contact/?subject=demo", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/documentation/"));
    await waitForHydration(page);
    await page.getByRole("button", { name: "Schedule Demo" }).click();
    expect(await readToast(page, "Redirecting to Schedule Demo")).toEqual({
      title: "Redirecting to Schedule Demo",
      description: "Please fill out the required information to schedule your demo.",
    });
    await page.waitForURL((current) => current.pathname === "/contact/");
    expect(page.url()).toBe(url("/contact/?subject=demo"));
    await page.context().close();
  });

  test("has no horizontal scroll at 320 px", async () => {
    const { page } = await openPage(browser, { ...MOBILE, viewport: { width: 320, height: 640 } });
    await page.goto(url("/documentation/"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
