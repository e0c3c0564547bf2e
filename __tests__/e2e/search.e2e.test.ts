import type { Browser, Locator, Page, Request } from "playwright-core";
import { DESKTOP, MOBILE, describeViolations, isSameDocument, launchBrowser, markDocument, openPage, runAxe, url, waitForHydration } from "./support/browser";

// The site search (docs/search.md): Pagefind's index of the built pages (plugins/search-index),
// searched from a dialog the navbar opens (src/components/search/). Every test runs under the
// site's real headers: a Content-Security-Policy violation fails it (support/csp-guard.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const POST = { path: "/blog/lead-response-time-case-study/", title: "From 19 Hours to 40 Minutes: How Ledgerline Fixed Lead Response Time" };
/** A word of that post's body only (not its title, excerpt or any other page). */
const BODY_WORD = "reconciliation";

const isSearchFile = (request: Request) => new URL(request.url()).pathname.startsWith("/pagefind/");
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the site" });
const searchBox = (page: Page) => dialog(page).getByRole("searchbox", { name: "Search posts, help articles and documentation" });
const status = (page: Page) => page.getByTestId("search-status");
const resultLinks = (page: Page) => dialog(page).getByRole("list", { name: "Results" }).getByRole("link");
const resultRows = (page: Page) =>
  page.getByTestId("search-result").evaluateAll((rows) =>
    rows.map((row) => ({
      href: row.querySelector("a")?.getAttribute("href"),
      title: row.querySelector("a")?.textContent,
      section: row.querySelector('[data-testid="search-result-section"]')?.textContent,
      marked: [...row.querySelectorAll("mark")].map((mark) => mark.textContent?.toLowerCase()),
    })),
  );

async function openOn(path: string, options = DESKTOP) {
  const tracked = await openPage(browser, options);
  await tracked.page.goto(url(path));
  await waitForHydration(tracked.page);
  return tracked;
}

async function search(page: Page, query: string) {
  await searchBox(page).fill(query);
  await page.waitForFunction(
    (expected) => {
      const text = document.querySelector('[data-testid="search-status"]')?.textContent ?? "";
      return text.endsWith(`for “${expected}”`);
    },
    query,
  );
}

describe("site search", () => {
  test("fetches nothing of the search before it is opened, then finds a post by a word of its body", async () => {
    const { page, foreignRequests, pageErrors, consoleErrors } = await openOn("/pricing/");
    const searchRequests: string[] = [];
    page.on("request", (request) => {
      if (isSearchFile(request)) searchRequests.push(request.url());
    });
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(searchRequests).toEqual([]);
    const chunks = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
    expect(chunks.filter((name) => /pagefind|search-dialog/.test(name))).toEqual([]);

    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await expectFocused(searchBox(page));
    await search(page, BODY_WORD);
    const rows = await resultRows(page);
    expect(rows[0]).toEqual({ href: POST.path, title: POST.title, section: "Blog · Case Study · February 19, 2025", marked: [BODY_WORD] });
    expect(await status(page).textContent()).toBe(`1 result for “${BODY_WORD}”`);
    expect(searchRequests.length).toBeGreaterThan(0);
    expect(foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  test("finds a help article, filters by section and says when nothing matches", async () => {
    const { page } = await openOn("/");
    await page.keyboard.press("/");
    await expectFocused(searchBox(page));
    await search(page, "crm");
    const all = await resultRows(page);
    expect(all.map((row) => row.href)).toContain("/help/article/crm-integration/");
    const sections = new Set(all.map((row) => row.section?.split(" · ")[0]));
    expect(sections.size).toBeGreaterThan(1);

    const filters = dialog(page).getByRole("group", { name: "Filter by section" });
    await filters.getByRole("button", { name: /^Help \(\d+\)$/ }).click();
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid="search-result-section"]')];
      return rows.length > 0 && rows.every((row) => row.textContent?.startsWith("Help"));
    });
    expect(await filters.getByRole("button", { name: /^Help/ }).getAttribute("aria-pressed")).toBe("true");
    expect((await resultRows(page)).map((row) => row.href)).toContain("/help/article/crm-integration/");
    await filters.getByRole("button", { name: "All sections" }).click();

    await search(page, "quantum blockchain");
    expect(await status(page).textContent()).toBe("No results for “quantum blockchain”");
    expect(await page.getByTestId("search-no-results").isVisible()).toBe(true);
    expect(await resultLinks(page).count()).toBe(0);
    await page.context().close();
  });

  test("shows that it is searching while the index loads", async () => {
    const { page } = await openOn("/about/");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/pagefind/pagefind.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await searchBox(page).fill("lead");
    await page.getByText("Searching…").waitFor();
    release();
    await search(page, "lead");
    expect(await resultLinks(page).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  test("keyboard: Ctrl+K opens, arrows move through the results, Enter opens one client-side", async () => {
    const { page } = await openOn("/features/");
    await page.keyboard.press("Control+k");
    await expectFocused(searchBox(page));
    await search(page, BODY_WORD);
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(POST.path);
    await page.keyboard.press("ArrowUp");
    await expectFocused(searchBox(page));
    await page.keyboard.press("ArrowDown");
    await markDocument(page);
    await page.keyboard.press("Enter");
    await page.waitForURL(url(POST.path));
    await page.getByRole("heading", { level: 1, name: POST.title }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    expect(await dialog(page).count()).toBe(0);
    await page.context().close();
  });

  test("mouse: a result opens client-side and the dialog closes", async () => {
    const { page } = await openOn("/blog/");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await search(page, "webhooks");
    await markDocument(page);
    await resultLinks(page).filter({ hasText: "Webhooks" }).first().click();
    await page.waitForURL(url("/docs/webhooks/"));
    expect(await isSameDocument(page)).toBe(true);
    expect(await dialog(page).count()).toBe(0);
    await page.context().close();
  });

  test("Escape closes it and gives the focus back where it was", async () => {
    const { page } = await openOn("/help-center/");
    const trigger = page.getByRole("banner").getByRole("button", { name: "Search" });
    await trigger.click();
    await searchBox(page).waitFor();
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
    await expectFocused(trigger);

    // Opened with "/" from a link of the page: the focus returns to that link.
    const link = page.getByRole("link", { name: "Contact Support" });
    await link.focus();
    await page.keyboard.press("/");
    await expectFocused(searchBox(page));
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
    await expectFocused(link);
    await page.context().close();
  });

  test("the mobile navbar's Search button opens it", async () => {
    const { page } = await openOn("/terms/", MOBILE);
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await search(page, "subscription");
    expect((await resultRows(page)).map((row) => row.href)).toContain("/terms/");
    await page.context().close();
  });

  test("is a panel below the top of a desktop screen, fitted to its results; the whole screen on a phone", async () => {
    const boxOf = async (options: typeof DESKTOP | typeof MOBILE) => {
      const { page } = await openOn("/pricing/", options);
      await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
      await search(page, "webhooks");
      const box = (await dialog(page).boundingBox())!;
      const viewport = page.viewportSize()!;
      await page.context().close();
      return { box, viewport };
    };
    const desktop = await boxOf(DESKTOP);
    expect(desktop.box.y).toBeGreaterThanOrEqual(32);
    expect(desktop.box.y + desktop.box.height).toBeLessThan(desktop.viewport.height - 32);
    const phone = await boxOf(MOBILE);
    expect([phone.box.y, phone.box.height]).toEqual([0, phone.viewport.height]);
  });

  test("the open dialog with results has no axe violation", async () => {
    const { page } = await openOn("/");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await search(page, "lead");
    expect(describeViolations(await runAxe(page))).toBe("");
    await search(page, "quantum blockchain");
    expect(describeViolations(await runAxe(page))).toBe("");
    await page.context().close();
  });
});

/** Waits until `locator` has the focus (fails after 5 s). */
async function expectFocused(locator: Locator) {
  const handle = await locator.elementHandle();
  await locator.page().waitForFunction((element) => element === document.activeElement, handle, { timeout: 5000 });
}
