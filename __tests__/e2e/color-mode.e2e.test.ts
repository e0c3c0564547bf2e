import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { DESKTOP, MOBILE, describeViolations, followLink, launchBrowser, openPage, runAxe, url, waitForHydration } from "./support/browser";
import { toast } from "./support/forms";

// Dark mode (src/lib/color-mode.ts): the system's mode on a first visit, the reader's choice after it,
// set on <html> by the pre-paint script before the first frame, and every page readable in both modes.

type Mode = "light" | "dark";
const MODES: Mode[] = ["light", "dark"];
/** The page's background in each mode: `bg.canvas` (white, gray.950). */
const CANVAS: Record<Mode, string> = { light: "rgb(255, 255, 255)", dark: "rgb(17, 17, 17)" };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface FirstFrame {
  dark: boolean;
  background: string;
  /** The page's own bundles that had run by then (none: they start after the first paint). */
  hydrated: boolean;
}

/**
 * What the browser is about to paint first, recorded in the document's first animation frame (which
 * runs before the first paint): whether <html> is dark, and the body's background. Installed before the
 * document exists, so it sees every load of the page, reloads included.
 */
function recordFirstFrame() {
  requestAnimationFrame(() => {
    const state = window as unknown as { __firstFrame?: FirstFrame; ___loader?: unknown };
    state.__firstFrame = {
      dark: document.documentElement.classList.contains("dark"),
      background: document.body ? getComputedStyle(document.body).backgroundColor : "(no body yet)",
      hydrated: state.___loader !== undefined,
    };
  });
}

async function openIn(mode: Mode, path: string, options: BrowserContextOptions = DESKTOP) {
  const tracked = await openPage(browser, { ...options, colorScheme: mode });
  await tracked.page.context().addInitScript(recordFirstFrame);
  await tracked.page.goto(url(path));
  await waitForHydration(tracked.page);
  return tracked;
}

const firstFrame = (page: Page) => page.evaluate(() => (window as unknown as { __firstFrame?: FirstFrame }).__firstFrame);
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const barToggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Dark mode" });

describe("the first frame", () => {
  test.each(MODES)("follows the system's %s mode on a first visit, before any of the page's bundles run", async (mode) => {
    const { page, pageErrors } = await openIn(mode, "/blog/");
    expect(await firstFrame(page)).toEqual({ dark: mode === "dark", background: CANVAS[mode], hydrated: false });
    expect(await background(page)).toBe(CANVAS[mode]);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(mode);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  test("is in the mode the reader chose, whatever the system's", async () => {
    const { page } = await openIn("dark", "/about/");
    await page.evaluate(() => localStorage.setItem("color-mode", "light"));
    await page.reload();
    await waitForHydration(page);
    expect(await firstFrame(page)).toEqual({ dark: false, background: CANVAS.light, hydrated: false });
    await page.context().close();
  });
});

describe("the navbar's toggle", () => {
  test("switches the mode and keeps it through a client-side navigation and a reload, with no frame in the other mode", async () => {
    const { page, pageErrors } = await openIn("light", "/");
    const toggle = barToggle(page);
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await toggle.click();
    expect(await isDark(page)).toBe(true);
    expect(await background(page)).toBe(CANVAS.dark);
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");

    // Every change to <html>'s class from here on.
    await page.evaluate(() => {
      const state = window as unknown as { __classChanges: string[] };
      state.__classChanges = [];
      new MutationObserver(() => state.__classChanges.push(document.documentElement.className)).observe(document.documentElement, { attributeFilter: ["class"] });
    });
    const sameDocument = await followLink(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }), "/pricing/");
    expect(sameDocument).toBe(true);
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __classChanges: string[] }).__classChanges)).toEqual([]);
    expect(await barToggle(page).getAttribute("aria-pressed")).toBe("true");

    await page.reload();
    await waitForHydration(page);
    expect(await firstFrame(page)).toEqual({ dark: true, background: CANVAS.dark, hydrated: false });
    expect(await barToggle(page).getAttribute("aria-pressed")).toBe("true");

    await barToggle(page).click();
    expect(await isDark(page)).toBe(false);
    await page.reload();
    await waitForHydration(page);
    expect(await firstFrame(page)).toEqual({ dark: false, background: CANVAS.light, hydrated: false });
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  test("is in the small-screen menu too, and a choice made there holds over the system's", async () => {
    const { page } = await openIn("dark", "/features/", MOBILE);
    expect(await barToggle(page).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const toggle = page.getByRole("list", { name: "Main menu" }).getByRole("button", { name: "Dark mode" });
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    await toggle.click();
    expect(await isDark(page)).toBe(false);
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await page.reload();
    await waitForHydration(page);
    expect(await firstFrame(page)).toEqual({ dark: false, background: CANVAS.light, hydrated: false });
    await page.context().close();
  });

  test("is reached by keyboard after the search button, shows its focus and works with Enter", async () => {
    const { page } = await openIn("light", "/");
    const toggle = barToggle(page);
    const outline = () => toggle.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(await outline()).toBe("none");
    await page.getByRole("banner").getByRole("button", { name: "Search the site" }).focus();
    await page.keyboard.press("Tab");
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await outline()).not.toBe("none");
    await page.keyboard.press("Enter");
    expect(await isDark(page)).toBe(true);
    await page.context().close();
  });
});

// Every page in both modes: every-page.e2e.test.ts. Here the states pages reach (menus, dialogs,
// forms with errors, toasts) in both.
describe.each(MODES)("states in %s mode: no axe violation", (mode) => {
  test("the small-screen menu, open", async () => {
    const { page } = await openIn(mode, "/pricing/", MOBILE);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("list", { name: "Main menu" }).waitFor();
    expect(describeViolations(await runAxe(page))).toBe("");
    await page.context().close();
  });

  test("the search dialog, with results", async () => {
    const { page } = await openIn(mode, "/");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await page.getByRole("dialog").getByRole("searchbox").fill("lead");
    await page.getByRole("dialog").getByRole("list", { name: "Results" }).getByRole("link").first().waitFor();
    expect(describeViolations(await runAxe(page))).toBe("");
    await page.context().close();
  });

  test("a form with errors, then its toast", async () => {
    const { page } = await openIn(mode, "/forgot-password/");
    await page.locator('form#forgot-password button[type="submit"]').click();
    await page.locator("#forgot-password-email-error").waitFor();
    expect(describeViolations(await runAxe(page))).toBe("");
    await page.fill("#forgot-password-email", "maya@example.com");
    await page.press("#forgot-password-email", "Enter");
    await toast(page, "Demo Mode").waitFor();
    expect(describeViolations(await runAxe(page))).toBe("");
    await page.context().close();
  });

  test("the contact form with every error shown", async () => {
    const { page } = await openIn(mode, "/contact/");
    await page.locator('form#contact button[type="submit"]').click();
    await page.locator("#contact-name-error").waitFor();
    expect(describeViolations(await runAxe(page))).toBe("");
    await page.context().close();
  });
});
