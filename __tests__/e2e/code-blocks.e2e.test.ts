import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { DESKTOP, MOBILE, describeViolations, launchBrowser, openPage, runAxe, url, waitForHydration } from "./support/browser";
import { markdownParser } from "../../src/content/markdown";

// Fenced code blocks highlighted at build time (src/content/code-blocks.js, plugins/code-highlight):
// a sample post's blocks, in both colour modes and on a phone.

type Mode = "light" | "dark";

interface FencedBlock {
  lang?: string | null;
  value: string;
}

/** The first sample post with fenced code blocks in a language, and those blocks (read with the site's Markdown parser). */
function postWithCode(): { path: string; blocks: FencedBlock[] } {
  for (const slug of readdirSync("content/blog").sort()) {
    const source = readFileSync(join("content/blog", slug, "index.md"), "utf8");
    const blocks = (markdownParser.parse(source) as unknown as { children: Array<FencedBlock & { type: string }> }).children.filter((node) => node.type === "code" && node.lang);
    if (blocks.length > 0) return { path: `/blog/${slug}/`, blocks };
  }
  throw new Error("No sample post in content/blog has a fenced code block with a language: the highlighting has nothing to show");
}

const POST = postWithCode();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openIn(mode: Mode, options: BrowserContextOptions = DESKTOP) {
  const tracked = await openPage(browser, { ...options, colorScheme: mode });
  await tracked.page.goto(url(POST.path));
  await waitForHydration(tracked.page);
  return tracked;
}

/** What the first block shows: its label, each token type's colour, and the colours the theme's tokens give in this mode. */
function firstBlock(page: Page) {
  return page.evaluate(() => {
    const block = document.querySelector(".code-block")!;
    const colorOf = (element: Element | null) => (element ? getComputedStyle(element).color : null);
    const themeColor = (variable: string) => {
      const probe = document.createElement("span");
      probe.style.color = `var(${variable})`;
      block.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    };
    return {
      label: (block.querySelector(".code-language") as HTMLElement).innerText,
      text: block.querySelector("pre")!.textContent,
      tokens: {
        comment: colorOf(block.querySelector(".token.comment")),
        key: colorOf(block.querySelector(".token.key")),
        number: colorOf(block.querySelector(".token.number")),
      },
      theme: {
        comment: themeColor("--chakra-colors-fg-muted"),
        key: themeColor("--chakra-colors-red-fg"),
        number: themeColor("--chakra-colors-orange-fg"),
      },
    };
  });
}

test("the sample post's first block is the YAML the tests below expect", () => {
  expect(POST.blocks[0].lang).toBe("yaml");
});

test("its blocks are highlighted in each mode with the theme's colours for that mode, and readable", async () => {
  const seen: Record<string, unknown> = {};
  for (const mode of ["light", "dark"] as const) {
    const { page, pageErrors } = await openIn(mode);
    expect(await page.locator(".code-block").count()).toBe(POST.blocks.length);
    const block = await firstBlock(page);
    expect(block.label).toBe("YAML");
    expect(block.text).toBe(POST.blocks[0].value);
    expect(block.tokens).toEqual(block.theme);
    // Three token types, three colours.
    expect(new Set(Object.values(block.tokens)).size).toBe(3);
    seen[mode] = block.tokens;
    expect(describeViolations(await runAxe(page, ".code-block"))).toBe("");
    expect(pageErrors).toEqual([]);
    await page.context().close();
  }
  expect(seen.dark).not.toEqual(seen.light);
});

test("on a phone a long line scrolls inside its block, never the page, by touch or keyboard", async () => {
  const { page } = await openIn("light", MOBILE);
  const widest = page.locator(".code-block pre").last();
  const sizes = await widest.evaluate((pre) => ({ scroll: pre.scrollWidth, client: pre.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  await widest.focus();
  expect(await widest.evaluate((pre) => pre === document.activeElement)).toBe(true);
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => (document.activeElement as HTMLElement).scrollLeft > 0);
  await page.context().close();
});
