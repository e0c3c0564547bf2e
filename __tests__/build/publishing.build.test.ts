/**
 * Writers decide when a post goes live (src/content/publishing.ts, content/README.md): a copy of the
 * site gets a draft, a post dated ahead and a renamed post, and is built as a Netlify deploy
 * preview, then as production in the same folder (the preview's cache and pages still there, as on
 * a host that keeps its build cache). The draft and the scheduled post must be in the preview,
 * with their badges in Chromium, and absent from every production output; the renamed post's old
 * addresses must redirect. A last build with bad redirects must fail before rendering, naming the file.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { copySite, type SiteCopy } from "../../scripts/site-copy.mjs";
import { gatsbyBuild, type BuildResult } from "./support/gatsby-build";
import type { StaticServer } from "../../scripts/static-server.mjs";
import "../e2e/support/csp-guard";
import { DESKTOP, isSameDocument, launchBrowser, markDocument, openHydrated, openPage, runAxe, describeViolations } from "../e2e/support/browser";
import { findChromium } from "../e2e/support/chromium";

let site: SiteCopy;
let browser: Browser | undefined;
const servers: StaticServer[] = [];
const builds: Record<"preview" | "production", BuildResult> = {
  preview: { status: null, output: "" },
  production: { status: null, output: "" },
};

const DRAFT = { slug: "churn-signals-draft", title: "Churn Signals We Are Still Checking" };
const SCHEDULED = { slug: "launch-day-announcement", title: "Launch Day Announcement From The Future" };
const RENAMED = { slug: "pipeline-reviews-that-work", title: "Pipeline Reviews That Work" };
const CATEGORY = "Case Study";
/** The list of the posts of the author this test's posts name. */
const AUTHOR_PAGE = "/blog/author/dana-whitfield/";

function writePost(slug: string, fields: string, body = "A paragraph of the post's body.\n") {
  const folder = join(site.dir, "content/blog", slug);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "index.md"), `---\n${fields}author: dana-whitfield\nexcerpt: An excerpt for the list.\n---\n\n${body}`);
}

const build = (context: "deploy-preview" | "production") => gatsbyBuild(site.dir, { env: { CONTEXT: context }, timeout: 420_000 });

const previewDir = () => join(site.dir, "public-preview");
const productionDir = () => join(site.dir, "public");

/** Every text file a visitor, a feed reader or a crawler can fetch from a build. */
function textFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...textFiles(full));
    else if (/\.(html|json|xml|txt|webmanifest)$/.test(entry) || entry === "_redirects" || entry === "_headers") found.push(full);
  }
  return found;
}

const read = (dir: string, path: string) => readFileSync(join(dir, path), "utf8");
const blogListData = (dir: string) => JSON.parse(read(dir, "page-data/blog/page-data.json")).result.pageContext;

beforeAll(async () => {
  site = copySite();
  writePost(DRAFT.slug, `title: ${DRAFT.title}\ndate: 2025-05-01\ncategory: ${CATEGORY}\ndraft: true\n`);
  writePost(SCHEDULED.slug, `title: ${SCHEDULED.title}\ndate: 2099-01-05\ncategory: ${CATEGORY}\n`);
  writePost(
    RENAMED.slug,
    `title: ${RENAMED.title}\ndate: 2025-04-01\nupdated: 2025-06-01\ncategory: Strategy\nredirectFrom:\n  - /blog/pipeline-reviews/\n  - /blog/weekly-pipeline-review\n`,
  );

  builds.preview = build("deploy-preview");
  if (builds.preview.status !== 0) return;
  cpSync(productionDir(), previewDir(), { recursive: true });
  builds.production = build("production");

  process.env.CHROME_PATH = findChromium();
  const { startStaticServer } = await import("../../scripts/static-server.mjs");
  servers.push(await startStaticServer({ root: productionDir() }), await startStaticServer({ root: previewDir() }));
  browser = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
  site?.remove();
});

const [production, preview] = [() => servers[0].url, () => servers[1].url];

describe("the builds", () => {
  it("succeed as a deploy preview and then as production", () => {
    expect(builds.preview.status).toBe(0);
    expect(builds.production.status).toBe(0);
  });
});

describe("production: a draft and a scheduled post are nowhere", () => {
  it("have no page and no page data", () => {
    for (const { slug } of [DRAFT, SCHEDULED]) {
      expect(existsSync(join(productionDir(), "blog", slug))).toBe(false);
      expect(existsSync(join(productionDir(), "page-data/blog", slug))).toBe(false);
    }
  });

  it("are in no page, list, neighbour link, feed item, sitemap URL or header of the build", () => {
    const mentions = textFiles(productionDir()).filter((file) => {
      const text = readFileSync(file, "utf8");
      return [DRAFT.slug, DRAFT.title, SCHEDULED.slug, SCHEDULED.title].some((needle) => text.includes(needle));
    });
    expect(mentions).toEqual([]);
    expect(read(productionDir(), "rss.xml")).toContain(RENAMED.title);
  });

  it("are not counted in their category or their author's list, and no page carries a badge", () => {
    const counts = { production: blogListData(productionDir()).categoryCounts[CATEGORY], preview: blogListData(previewDir()).categoryCounts[CATEGORY] };
    expect(counts.preview).toBe(counts.production + 2);
    const authorTotal = (dir: string) => JSON.parse(read(dir, `page-data${AUTHOR_PAGE}page-data.json`)).result.pageContext.total;
    expect(authorTotal(previewDir())).toBe(authorTotal(productionDir()) + 2);
    const badged = textFiles(productionDir()).filter((file) => file.endsWith(".html") && readFileSync(file, "utf8").includes('data-testid="post-release"'));
    expect(badged).toEqual([]);
  });
});

describe("production: a renamed post and an updated one", () => {
  it("writes each old address as a 301 in _redirects, slash or not", async () => {
    const redirects = read(productionDir(), "_redirects");
    expect(redirects).toContain(`/blog/pipeline-reviews/  /blog/${RENAMED.slug}/  301`);
    expect(redirects).toContain(`/blog/weekly-pipeline-review/  /blog/${RENAMED.slug}/  301`);
    for (const old of ["/blog/pipeline-reviews/", "/blog/pipeline-reviews", "/blog/weekly-pipeline-review"]) {
      const response = await fetch(`${production()}${old}`, { redirect: "manual" });
      expect([old, response.status, response.headers.get("location")]).toEqual([old, 301, `/blog/${RENAMED.slug}/`]);
    }
  });

  it("sends a client-side navigation to an old address on to the post, without a reload", async () => {
    process.env.E2E_BASE_URL = production();
    const { page } = await openHydrated(browser!, "/blog/");
    await markDocument(page);
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/blog/pipeline-reviews/"));
    await page.waitForURL(`**/blog/${RENAMED.slug}/`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(RENAMED.title);
    expect(await isSameDocument(page)).toBe(true);
    await page.context().close();
  });

  it("shows the update date on the post, in its JSON-LD, its sitemap entry and its feed item", () => {
    const html = read(productionDir(), `blog/${RENAMED.slug}/index.html`);
    expect(html).toMatch(/Updated <time dateTime="2025-06-01">June 1, 2025<\/time>/);
    expect(html).toContain('"dateModified":"2025-06-01"');
    const sitemap = read(productionDir(), "sitemap-0.xml");
    expect(sitemap).toMatch(new RegExp(`/blog/${RENAMED.slug}/</loc><lastmod>2025-06-01`));
    const item = read(productionDir(), "rss.xml").split("<item>").find((part) => part.includes(RENAMED.title)) ?? "";
    expect(item).toContain("<atom:updated>2025-06-01T00:00:00Z</atom:updated>");
  });
});

describe("a deploy preview shows drafts and scheduled posts, badged", () => {
  it("builds their pages, lists them and keeps the preview out of search engines", async () => {
    expect(existsSync(join(previewDir(), "blog", DRAFT.slug, "index.html"))).toBe(true);
    expect(existsSync(join(previewDir(), "blog", SCHEDULED.slug, "index.html"))).toBe(true);
    const response = await fetch(`${preview()}/blog/${DRAFT.slug}/`);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it.each([
    [DRAFT, "Draft"],
    [SCHEDULED, "Scheduled for January 5, 2099"],
  ])("badges $slug on its page and its cards (the blog's, its author's), with no accessibility violation", async (post, badge) => {
    process.env.E2E_BASE_URL = preview();
    const { page } = await openHydrated(browser!, `/blog/${post.slug}/`, DESKTOP);
    await expect(page.getByTestId("post-release").textContent()).resolves.toBe(badge);
    expect(describeViolations(await runAxe(page))).toBe("");
    for (const list of ["/blog/", AUTHOR_PAGE]) {
      await page.goto(`${preview()}${list}`);
      const card = page.getByTestId("post-card").filter({ hasText: post.title });
      await expect(card.getByTestId("post-release").textContent()).resolves.toBe(badge);
      expect(describeViolations(await runAxe(page))).toBe("");
    }
    await page.context().close();
  });

  it("shows no badge on a live post", async () => {
    process.env.E2E_BASE_URL = preview();
    const { page } = await openPage(browser!);
    await page.goto(`${preview()}/blog/${RENAMED.slug}/`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(RENAMED.title);
    expect(await page.getByTestId("post-release").count()).toBe(0);
    await page.context().close();
  });
});

describe("redirects that cannot work fail the build before any page is rendered", () => {
  it("names the file for an old address that is a screen of the site (the content rules), then for a chain through static/_redirects", () => {
    writePost(
      "bad-redirects",
      `title: Bad Redirects\ndate: 2025-04-02\ncategory: Strategy\nredirectFrom:\n  - /pricing/\n  - /blog/old-bad-name/\n`,
    );
    writeFileSync(join(site.dir, "static/_redirects"), `${read(site.dir, "static/_redirects")}\n/spring-promo/  /blog/old-bad-name/  301\n`);
    const screen = build("production");
    expect(screen.status).not.toBe(0);
    expect(screen.status).not.toBeNull();
    expect(screen.output).toContain(
      'content/blog/bad-redirects/index.md: redirectFrom "/pricing/" is an address the site already answers (/pricing/, one of its screens in src/pages)',
    );
    writePost("bad-redirects", `title: Bad Redirects\ndate: 2025-04-02\ncategory: Strategy\nredirectFrom:\n  - /blog/old-bad-name/\n`);
    const { status, output } = build("production");
    expect(status).not.toBe(0);
    expect(status).not.toBeNull();
    expect(output).toContain(
      'content/blog/bad-redirects/index.md: redirectFrom "/blog/old-bad-name/" is part of a chain of redirects (/spring-promo/ → /blog/old-bad-name/ → /blog/bad-redirects/); point each old address straight at /blog/bad-redirects/',
    );
    expect(output).not.toMatch(/Building static HTML for pages/);
  });
});
