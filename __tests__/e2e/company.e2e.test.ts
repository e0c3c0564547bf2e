import type { Browser } from "playwright-core";
import { DESKTOP, launchBrowser, openPage, url, waitForHydration } from "./support/browser";
import { readToast } from "./support/screens";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const COMING_SOON = { title: "Community Coming Soon!", description: "A community experience is being worked on." };

test("About has the story, the mission, four values and one team card", async () => {
  const { page } = await openPage(browser, DESKTOP);
  await page.goto(url("/about/"));
  const main = page.getByRole("main");
  expect(await main.getByRole("heading", { level: 2, name: "Our story" }).isVisible()).toBe(true);
  expect(await main.getByRole("heading", { level: 2, name: "Our mission" }).isVisible()).toBe(true);
  expect(await page.getByTestId("values").locator(":scope > li").count()).toBe(4);
  expect(await page.getByTestId("team").locator(":scope > li").count()).toBe(1);
  expect(await main.getByRole("link", { name: "Work with us" }).getAttribute("href")).toBe("/careers/");
  await page.context().close();
});

test("Careers says there are no openings and offers a mailto link for resumes", async () => {
  const { page } = await openPage(browser, DESKTOP);
  await page.goto(url("/careers/"));
  expect(await page.getByRole("heading", { name: "No Current Openings" }).isVisible()).toBe(true);
  const mail = page.getByRole("link", { name: "careers@scalewise.example" });
  expect(await mail.getAttribute("href")).toMatch(/^mailto:careers@scalewise\.example\?subject=/);
  await page.context().close();
});

describe("Community", () => {
  test("has four stat tiles, three discussions and the Why Join section", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/community/"));
    const tiles = await page.getByTestId("community-stats").locator(":scope > li").allInnerTexts();
    expect(tiles.map((text) => text.replace(/\s+/g, " ").trim())).toEqual([
      "5,000+ Active Members",
      "1,200+ Discussions",
      "50+ Events",
      "300+ Success Stories",
    ]);
    const discussions = page.getByTestId("discussions").locator(":scope > li");
    expect(await discussions.count()).toBe(3);
    for (let i = 0; i < 3; i += 1) {
      const text = await discussions.nth(i).innerText();
      expect(text).toMatch(/by \S+/);
      expect(text).toMatch(/\d+ replies/);
      expect(text).toMatch(/\d+ likes/);
      expect(await discussions.nth(i).getByRole("button", { name: /^Join Discussion/ }).count()).toBe(1);
    }
    expect(await page.getByRole("heading", { level: 2, name: "Why join the community?" }).isVisible()).toBe(true);
    await page.context().close();
  });

  test.each([
    ["Join Our Community", /^Join Our Community$/],
    ["Join Discussion", /^Join Discussion/],
  ])("%s shows the coming-soon notice and stays on the page", async (_label, name) => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/community/"));
    await waitForHydration(page);
    await page.getByRole("button", { name }).first().click();
    expect(await readToast(page, COMING_SOON.title)).toEqual(COMING_SOON);
    expect(page.url()).toBe(url("/community/"));
    await page.context().close();
  });
});
