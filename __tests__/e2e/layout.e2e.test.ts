import type { Browser } from "playwright-core";
import {
  DESKTOP,
  MOBILE,
  describeViolations,
  openHydrated,
  isSameDocument,
  launchBrowser,
  markDocument,
  openPage,
  runAxe,
  url,
  waitForHydration,
} from "./support/browser";
import { primaryNav } from "../../src/data/navigation";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PRIMARY = ["Home", "Features", "Pricing", "About", "Contact"];

describe("navbar on desktop", () => {
  test("shows every link, Login and Get Started, and marks the current page", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/"));
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of PRIMARY) await expect(nav.getByRole("link", { name, exact: true }).isVisible()).resolves.toBe(true);
    expect(await nav.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login/");
    expect(await nav.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/signup/");

    const home = nav.getByRole("link", { name: "Home", exact: true });
    const pricing = nav.getByRole("link", { name: "Pricing", exact: true });
    expect(await home.getAttribute("aria-current")).toBe("page");
    expect(await pricing.getAttribute("aria-current")).toBeNull();
    const background = (el: Element) => getComputedStyle(el).backgroundColor;
    expect(await home.evaluate(background)).not.toBe(await pricing.evaluate(background));
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
    await page.context().close();
  });

  test("stays fixed at the top and never covers the page's heading", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/"));
    const header = await page.locator("header").first().boundingBox();
    const h1 = await page.locator("h1").boundingBox();
    expect(h1!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect((await page.locator("header").first().boundingBox())!.y).toBe(0);
    await page.context().close();
  });
});

describe("navbar at 375 px", () => {
  test("collapses behind a toggle that opens, closes on Escape and on a choice", async () => {
    const { page } = await openPage(browser, MOBILE);
    await page.goto(url("/"));
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    expect(await menu.isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).isVisible()).toBe(false);

    await toggle.click();
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    expect(await menu.isVisible()).toBe(true);
    expect(describeViolations(await runAxe(page))).toBe("");

    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe("mobile-menu");

    await page.getByRole("button", { name: "Open menu" }).click();
    await markDocument(page);
    await menu.getByRole("link", { name: "Home" }).click();
    expect(await menu.isVisible()).toBe(false);
    expect(await isSameDocument(page)).toBe(true);
    await page.context().close();
  });

  test("the open menu has no backdrop blur under it, and the bar keeps its blur", async () => {
    // Blurring the backdrop of the open panel (opaque white) shows nothing and costs most of the
    // time it takes to paint the menu open.
    const { page } = await openHydrated(browser, "/", MOBILE);
    await page.getByRole("button", { name: "Open menu" }).click();
    const filters = await page.evaluate(() => {
      const blurred: string[] = [];
      for (let node = document.getElementById("mobile-menu"); node; node = node.parentElement) {
        const filter = getComputedStyle(node).backdropFilter;
        if (filter && filter !== "none") blurred.push(`${node.tagName.toLowerCase()}: ${filter}`);
      }
      const header = document.getElementById("mobile-menu")!.closest("header")!;
      const layer = getComputedStyle(header, "::before");
      return { blurred, bar: layer.backdropFilter, barHeight: layer.height, headerTop: header.getBoundingClientRect().top };
    });
    expect(filters.blurred).toEqual([]);
    expect(filters.bar).toContain("blur(8px)");
    expect(parseFloat(filters.barHeight)).toBeGreaterThan(40);
    expect(filters.headerTop).toBe(0);
    await page.context().close();
  });

  test("has no horizontal scroll", async () => {
    const { page } = await openPage(browser, { ...MOBILE, viewport: { width: 320, height: 640 } });
    await page.goto(url("/"));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe("footer", () => {
  test("has the description, tagline, three columns, legal row and © 2025", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/"));
    const footer = page.locator("footer");
    await expect(footer.textContent()).resolves.toContain("AI-powered growth enablement platform");
    await expect(footer.textContent()).resolves.toContain("From Data to Results—AI Gets You There");
    const hrefs = async (name: string) =>
      footer.getByRole("navigation", { name }).getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(await hrefs("Product")).toEqual(["/features/", "/pricing/", "/features/#integrations", "/documentation/"]);
    expect(await hrefs("Company")).toEqual(["/about/", "/blog/", "/careers/", "/contact/"]);
    expect(await hrefs("Support")).toEqual(["/help-center/", "/documentation/", "/community/", "/status/", "/privacy/"]);
    const legal = await footer.getByRole("list", { name: "Legal" }).getByRole("link").evaluateAll((links) =>
      links.map((a) => a.getAttribute("href")),
    );
    expect(legal).toEqual(["/terms/", "/privacy/"]);
    expect(await footer.getByTestId("copyright").textContent()).toContain("© 2025 Scalewise");
    await page.context().close();
  });
});

describe("keyboard and scrolling", () => {
  test("the first Tab reaches a skip link that moves focus to the main content", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/"));
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.id === "main-content");
    await page.context().close();
  });

  test("a client-side navigation scrolls the window back to the top", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/"));
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await markDocument(page);
    await page.locator("footer").getByRole("link", { name: "Terms of Service" }).click();
    await page.waitForURL(/\/terms\/$/);
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await isSameDocument(page)).toBe(true);
    await page.context().close();
  });
});

describe("the current page in the navbar and the footer", () => {
  const pageWithoutNavLink = "/blog/";

  test("the server-rendered HTML marks the current page in the navbar and the footer (no JavaScript)", async () => {
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const item of primaryNav) {
      await page.goto(url(item.to));
      for (const other of primaryNav) {
        const link = nav.getByRole("link", { name: other.label, exact: true });
        expect([other.label, await link.getAttribute("aria-current")]).toEqual([other.label, other.to === item.to ? "page" : null]);
      }
    }
    await page.goto(url(pageWithoutNavLink));
    expect(await nav.locator("[aria-current]").count()).toBe(0);
    await page.goto(url("/privacy/"));
    const legal = page.getByRole("list", { name: "Legal" });
    expect(await legal.getByRole("link", { name: "Privacy Policy" }).getAttribute("aria-current")).toBe("page");
    expect(await legal.getByRole("link", { name: "Terms of Service" }).getAttribute("aria-current")).toBeNull();
    await context.close();
  });

  test("after a client-side navigation the navbar marks the new page", async () => {
    const { page } = await openPage(browser, DESKTOP);
    await page.goto(url("/"));
    await waitForHydration(page);
    await markDocument(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Pricing", exact: true }).click();
    await page.waitForURL(url("/pricing/"));
    // The URL changes before React commits the new page: wait for the new page's heading.
    await page.locator("h1", { hasText: "A plan for every stage of growth" }).waitFor();
    await expect(nav.getByRole("link", { name: "Pricing", exact: true }).getAttribute("aria-current")).resolves.toBe("page");
    expect(await nav.getByRole("link", { name: "Home", exact: true }).getAttribute("aria-current")).toBeNull();
    expect(await isSameDocument(page)).toBe(true);
    await page.context().close();
  });

});

describe("the navbar and the footer as Gatsby slices", () => {
  test.each(["/pricing/", "/blog/", "/blog/five-ai-marketing-shifts-2025/"])(
    "%s carries both, stitched from the slices, and hydrates them without an error",
    async (path) => {
      const html = await (await fetch(url(path))).text();
      for (const slice of ["navbar", "footer"]) {
        const stitched = new RegExp(`<!-- slice-start id="${slice}-[0-9a-f]+-1" -->([\\s\\S]*?)<!-- slice-end id="${slice}-[0-9a-f]+-1" -->`).exec(html);
        expect([slice, stitched?.[1].includes(slice === "navbar" ? "<header" : "<footer")]).toEqual([slice, true]);
      }
      const { page, pageErrors, consoleErrors } = await openHydrated(browser, path, MOBILE);
      await page.getByRole("button", { name: "Open menu" }).click();
      expect(await page.getByRole("list", { name: "Main menu" }).isVisible()).toBe(true);
      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    },
  );
});

describe("characters outside ASCII", () => {
  test("reach the reader as written: a UTF-8 page, with its dashes, arrows and symbols", async () => {
    const { page } = await openHydrated(browser, "/blog/five-ai-marketing-shifts-2025/", DESKTOP);
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blog", exact: true }).count()).toBe(1);
    expect(await page.locator("article").first().textContent()).toContain("·");
    expect(await page.getByText("Next post →").count() + (await page.getByText("← Previous post").count())).toBeGreaterThan(0);
    expect(await page.getByTestId("copyright").textContent()).toBe("© 2025 Scalewise. All rights reserved.");
    expect(await page.locator("footer").textContent()).toContain("From Data to Results—AI Gets You There");
    await page.context().close();
  });
});
