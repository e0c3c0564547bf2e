/**
 * What a writer may honestly write builds and renders intact (content/README.md): an article about
 * the `<script>` tag (a heading, code spans, fenced code and a link title that mention it), a title
 * with quotes, `&` and `<b>`, GFM tables, footnotes and strikethrough, and a body that leaves an
 * element open at its end. A copy of the site is built with them, then served and opened in Chromium
 * under the real headers (a CSP violation fails the test: ../e2e/support/csp-guard).
 *
 * The policy allows only the inline scripts the site, Gatsby and gatsby-plugin-image write
 * (plugins/content-security-policy/known-scripts.ts): text about a script is no script, but a page
 * that renders one of its own by mistake fails the next build of the same copy (with its cache, as
 * the host rebuilds), naming the page, instead of having its hash allowed.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { copySite, type SiteCopy } from "../../scripts/site-copy.mjs";
import { gatsbyBuild, type BuildResult } from "./support/gatsby-build";
import "../e2e/support/csp-guard";
import { openHydrated } from "../e2e/support/browser";
import { browseCopy, type BrowsedCopy } from "./support/browse-copy";

const TITLE = 'Quotes "like these", R&D and <b>bold</b> claims';

const SCRIPT_ARTICLE = [
  "---",
  "title: Where to put the <script> tag on a landing page",
  "date: 2025-03-01",
  "author: dana-whitfield",
  "category: Tutorial",
  'excerpt: "Why `<script defer>` beats a tag in the head: a guide for marketing teams."',
  "---",
  "",
  "Marketing teams paste tracking snippets everywhere. Here is where a `<script>` tag belongs.",
  "",
  "## Where to put the `<script>` tag",
  "",
  'Put it at the end of `<body>`, or give it `defer`. The [HTML standard](https://html.spec.whatwg.org/ "About <script> and <noscript>") says how browsers run it.',
  "",
  "```html",
  '<script src="/app.js" defer></script>',
  "<script>window.dataLayer = [];</script>",
  "```",
  "",
  "| Tag | Where | Blocks rendering |",
  "|:--|:--|--:|",
  "| `<script>` | end of `<body>` | no |",
  "| `<script defer>` | `<head>` | no |",
  "",
  "An old rule said ~~always in the head~~ anywhere.[^1] Press <kbd>Ctrl</kbd> + <kbd>U</kbd> to see a page's source.",
  "",
  "[^1]: Browsers have run deferred scripts in order since 2010.",
  "",
].join("\n");

const QUOTED_TITLE = [
  "---",
  `title: '${TITLE}'`,
  "date: 2025-03-02",
  "author: dana-whitfield",
  "category: Strategy",
  "excerpt: A title that holds quotes, an ampersand and a tag, shown as written.",
  "---",
  "",
  "The title above is text, whatever it holds.",
  "",
].join("\n");

const OPEN_AT_THE_END = [
  "---",
  "title: A body that leaves an element open",
  "date: 2025-03-03",
  "author: dana-whitfield",
  "category: Analytics",
  "excerpt: The details below are never closed in the Markdown; the page closes them.",
  "---",
  "",
  "The answer is inside.",
  "",
  "<details><summary>Read the answer</summary>",
  "",
  "It was the **third** channel all along.",
  "",
].join("\n");

const MISTAKE_SCRIPT = 'document.title="INJECTED"';
const MISTAKE_PAGE = `import * as React from "react";

export default function MistakePage() {
  return (
    <main>
      <h1>A page with a script of its own</h1>
      <script dangerouslySetInnerHTML={{ __html: ${JSON.stringify(MISTAKE_SCRIPT)} }} />
    </main>
  );
}
`;

let site: SiteCopy;
let browsed: BrowsedCopy | undefined;
let browser: Browser | undefined;
let build: BuildResult;

const publicFile = (path: string) => join(site.dir, "public", path);

function writePost(name: string, source: string) {
  mkdirSync(join(site.dir, "content/blog", name), { recursive: true });
  writeFileSync(join(site.dir, "content/blog", name, "index.md"), source);
}

beforeAll(async () => {
  site = copySite();
  writePost("script-tag-guide", SCRIPT_ARTICLE);
  writePost("quoted-title", QUOTED_TITLE);
  writePost("open-at-the-end", OPEN_AT_THE_END);
  build = gatsbyBuild(site.dir, { timeout: 420_000 });
  if (build.status !== 0) return;
  browsed = await browseCopy({ root: publicFile("") });
  browser = browsed.browser;
}, 480_000);

afterAll(async () => {
  await browsed?.close();
  site?.remove();
});

describe("honest content", () => {
  it("builds: the policy step reads pages with an HTML parser, so text about <script> is no script", () => {
    expect(build.output).not.toContain("inline script the site does not write");
    expect(build.output).not.toContain("problem");
    expect(build.status).toBe(0);
  });

  it("an article about the <script> tag shows every mention as text: heading, code spans, fenced code, link title, table", async () => {
    const { page } = await openHydrated(browser!, "/blog/script-tag-guide/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Where to put the <script> tag on a landing page");
    await expect(page.getByRole("heading", { level: 2, name: "Where to put the <script> tag" }).count()).resolves.toBe(1);
    await expect(page.locator("pre code").textContent()).resolves.toContain('<script src="/app.js" defer></script>');
    await expect(page.getByRole("link", { name: "HTML standard" }).getAttribute("title")).resolves.toBe("About <script> and <noscript>");
    await expect(page.getByRole("cell", { name: "<script defer>" }).count()).resolves.toBe(1);
    await expect(page.locator("del").textContent()).resolves.toBe("always in the head");
    await expect(page.locator("kbd").allTextContents()).resolves.toEqual(["Ctrl", "U"]);
    await expect(page.locator(".footnotes li").textContent()).resolves.toContain("Browsers have run deferred scripts in order since 2010.");
    // The body ran nothing: its only scripts are the site's own.
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown }).dataLayer)).toBeUndefined();
    await page.context().close();
  });

  it("a title with quotes, & and <b> shows as written, in the page and its head", async () => {
    const { page } = await openHydrated(browser!, "/blog/quoted-title/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(TITLE);
    await expect(page.locator("h1 b").count()).resolves.toBe(0);
    expect(await page.title()).toBe(`${TITLE} | Scalewise`);
    await page.context().close();
  });

  it("a body that leaves an element open is closed within the post: the footer and the scripts follow, and the page starts", async () => {
    const html = readFileSync(publicFile("blog/open-at-the-end/index.html"), "utf8");
    expect(html.indexOf("</details>")).toBeGreaterThan(-1);
    const { page, pageErrors } = await openHydrated(browser!, "/blog/open-at-the-end/");
    await expect(page.getByRole("contentinfo").isVisible()).resolves.toBe(true);
    await expect(page.locator("details footer, details script").count()).resolves.toBe(0);
    await page.getByText("Read the answer").click();
    await expect(page.getByText("It was the third channel all along.").isVisible()).resolves.toBe(true);
    // Started: React answers a click on the navbar (client-side navigation to the blog).
    await page.getByRole("navigation").getByRole("link", { name: "Blog", exact: true }).first().click();
    await page.waitForURL("**/blog/");
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });
});

describe("then a page with an inline script nobody declared", () => {
  let rebuild: BuildResult;
  beforeAll(async () => {
    await browsed?.close();
    browsed = undefined;
    writeFileSync(join(site.dir, "src/pages/mistake.tsx"), MISTAKE_PAGE);
    rebuild = gatsbyBuild(site.dir, { timeout: 420_000 });
  }, 480_000);

  it("fails the build, naming the page and the script, and writes no policy that allows it", () => {
    expect(rebuild.status).not.toBe(0);
    expect(rebuild.status).not.toBeNull();
    expect(rebuild.output).toContain("1 built page has an inline script the site does not write");
    expect(rebuild.output).toContain('- public/mistake/index.html: "document.title=\\"INJECTED\\""');
    const hash = `'sha256-${createHash("sha256").update(MISTAKE_SCRIPT).digest("base64")}'`;
    const headers = publicFile("_headers");
    expect(existsSync(headers) ? readFileSync(headers, "utf8") : "").not.toContain(hash);
  });
});
