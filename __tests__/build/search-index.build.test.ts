import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, type Stats } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { copySite } from "../../scripts/site-copy.mjs";
import { successfulBuild } from "./support/gatsby-build";
import type { StaticServer } from "../../scripts/static-server.mjs";
import { searchRecord } from "../../plugins/search-index/page-records";
import { htmlFiles } from "../../build/public-files.mjs";
import { launchBrowser, openPage, url } from "../e2e/support/browser";
import { findChromium } from "../e2e/support/chromium";

// The site search's index (plugins/search-index, docs/search.md), from a production build of a
// copy of the site with a draft, a scheduled post and enough posts for a second blog list page: it holds exactly
// the pages it should, and none of the 404 page, the dashboard, the forms, the numbered list pages
// or the draft and the scheduled post.
const DRAFT_WORD = "zanzibarquokka";
const DRAFT_SLUG = "search-index-test-draft";
// A scheduled post (its date still ahead): not built in production either, so not indexed.
const SCHEDULED_WORD = "quetzalmarmot";
const SCHEDULED_SLUG = "search-index-test-scheduled";
// With the site's own posts, more than one list page (12 posts a page): /blog/2/ exists.
const GENERATED_POSTS = 10;
// Netlify's adapter moves the dashboard's page to dashboard/[...].html after the index step, and the
// site's adapter moves it back before the next build (netlify/adapter.ts): the rename gives the file
// a new change time, so every cached build reads that one page again (it is not indexed).
const MOVED_BACK = "dashboard/index.html";

// A published post whose body the rebuild test edits: OLD_WORD out, NEW_WORD in (words no other page has).
const EDITED_SLUG = "search-index-test-edited";
const OLD_WORD = "marzipanfalcon";
const NEW_WORD = "tangerinewalrus";

/** Routes never indexed: the 404 page, the dashboard, the sign-in, sign-up and reset forms, the editor. */
const LEFT_OUT = ["/404/", "/404.html", "/dashboard/", "/login/", "/signup/", "/forgot-password/", "/admin/"];

/** A copy of the site (scripts/site-copy.mjs) with generated posts, a draft and a scheduled post. */
function siteWithUnreleasedPosts() {
  const site = copySite();
  const { dir } = site;
  const generator = join(__dirname, "../../scripts/generate-posts.mjs");
  const generated = spawnSync(process.execPath, [generator, String(GENERATED_POSTS), join(dir, "content/blog")], { encoding: "utf8" });
  if (generated.status !== 0) throw new Error(`generate-posts failed:\n${generated.stderr}`);
  writePost(dir, DRAFT_SLUG, DRAFT_WORD, { date: "2025-03-30", draft: true });
  writePost(dir, SCHEDULED_SLUG, SCHEDULED_WORD, { date: "2099-01-01", draft: false });
  writePost(dir, EDITED_SLUG, OLD_WORD, { date: "2025-03-29", draft: false });
  return site;
}

/** A post that only a word of its own tells apart (`draft: true`, a date still ahead, or one the rebuild test edits). */
function writePost(dir: string, slug: string, word: string, { date, draft }: { date: string; draft: boolean }) {
  mkdirSync(join(dir, "content/blog", slug));
  writeFileSync(
    join(dir, "content/blog", slug, "index.md"),
    [
      "---",
      `title: "${slug === EDITED_SLUG ? "A post whose text changes" : "A post the search must not find"}"`,
      `date: ${date}`,
      "author: dana-whitfield",
      "category: Strategy",
      `excerpt: "${slug === EDITED_SLUG ? "Its body changes" : `Not published yet: ${word}`}."`,
      ...(draft ? ["draft: true"] : []),
      "---",
      "",
      `This post mentions ${word}, a word no published page has.`,
      "",
    ].join("\n"),
  );
}

/**
 * Every built page's route (public/**\/*.html, not Gatsby's slice fragments or page data); a
 * client-only page the adapter moved to `<route>/[...].html` (netlify/adapter.ts) is its route.
 */
function builtRoutes(publicDir: string): string[] {
  return readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !/^(_gatsby|page-data)\//.test(file))
    .map((file) => {
      if (file === "index.html") return "/";
      if (file.endsWith("/index.html")) return `/${file.slice(0, -"index.html".length)}`;
      // A client-only page, where the Netlify adapter moves it (dashboard/[...].html answers /dashboard/*).
      if (file.endsWith("/[...].html")) return `/${file.slice(0, -"[...].html".length)}`;
      return `/${file}`;
    })
    .sort();
}

interface Fragment {
  url: string;
  content: string;
  filters: Record<string, string[]>;
  meta: Record<string, string>;
}

/** The index's page records (Pagefind's fragment files: gzip of "pagefind_dcd" and JSON). */
function fragments(pagefindDir: string): Fragment[] {
  const dir = join(pagefindDir, "fragment");
  return readdirSync(dir).map((name) => {
    const text = gunzipSync(readFileSync(join(dir, name))).toString("utf8");
    return JSON.parse(text.slice(text.indexOf("{"))) as Fragment;
  });
}


/** The build's line about the index: pages, how Pagefind was used (plugins/search-index/gatsby-node.ts), which pages were read. */
function indexLine(output: string): { pages: number; how: "indexed" | "updated" | "kept"; read: string[] } {
  const line = /Search index \(Pagefind\): (\d+) pages (indexed into public\/pagefind\/ \(the pages read|indexed into|unchanged, public\/pagefind\/ kept).*?, read (\d+) changed since the last build(?:: ([^\n]*?))?, in \d+ ms/.exec(output);
  if (!line) throw new Error(`no search index line in:\n${output.slice(-3000)}`);
  const how = line[2].startsWith("unchanged") ? "kept" : line[2].includes("(") ? "updated" : "indexed";
  const count = Number(line[3]);
  // Up to ten files are named; more are counted.
  return { pages: Number(line[1]), how, read: count <= 10 ? (line[4] ? line[4].split(", ") : []) : [`${count} pages`] };
}

/**
 * The bundle Pagefind makes of these pages, added in this order (__tests__/support/pagefind-bundle.mjs): each
 * file with the SHA-256 of its bytes, Pagefind's prebuilt interfaces left out as the plugin leaves them.
 */
function bundleOf(pages: Array<{ file: string; content: string }>): Array<[string, string]> {
  const folder = mkdtempSync(join(tmpdir(), "scalewise-pagefind-pages-"));
  try {
    writeFileSync(join(folder, "pages.json"), JSON.stringify(pages));
    const result = spawnSync(process.execPath, [join(__dirname, "../support/pagefind-bundle.mjs"), join(folder, "pages.json")], { encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
    if (result.status !== 0) throw new Error(`pagefind-bundle failed:\n${result.stderr}`);
    return (JSON.parse(result.stdout) as Array<[string, string]>).filter(([file]) => !/^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(file));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** public/pagefind/ as written: each file with the SHA-256 of its bytes. */
function writtenBundle(pagefindDir: string): Array<[string, string]> {
  return readdirSync(pagefindDir, { recursive: true, encoding: "utf8" })
    .filter((file) => statSync(join(pagefindDir, file)).isFile())
    .map((file): [string, string] => [file, createHash("sha256").update(readFileSync(join(pagefindDir, file))).digest("hex")])
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

/** When each file of public/pagefind/ was last written, by its path in the bundle. */
function modifiedTimes(pagefindDir: string): Map<string, number> {
  return new Map(
    readdirSync(pagefindDir, { recursive: true, encoding: "utf8" })
      .map((file): [string, Stats] => [file, statSync(join(pagefindDir, file))])
      .filter(([, stats]) => stats.isFile())
      .map(([file, stats]): [string, number] => [file, stats.mtimeMs]),
  );
}

/** Every page as written and as the plugin's record (null: no record), in the order the plugin gives them to Pagefind. */
function pagesAndRecords(publicDir: string) {
  return htmlFiles(publicDir).map((file) => {
    const content = readFileSync(join(publicDir, file), "utf8");
    return { file, content, record: searchRecord(content) };
  });
}

/** What Pagefind's own search in Chromium finds for a word on the built site: each result's URL and whether its text holds the word. */
async function searchFor(browser: Browser, word: string): Promise<Array<{ url: string; holdsWord: boolean }>> {
  const { page } = await openPage(browser);
  try {
    await page.goto(url("/"));
    // Pagefind's client, as the search dialog loads it (src/components/search/pagefind.ts), under the site's policy.
    return await page.evaluate(`(async () => {
      const pagefind = await import("/pagefind/pagefind.js");
      const search = await pagefind.search(${JSON.stringify(word)});
      const data = await Promise.all(search.results.map((result) => result.data()));
      return data.map((result) => ({ url: result.url, holdsWord: result.content.toLowerCase().includes(${JSON.stringify(word)}) }));
    })()`);
  } finally {
    await page.context().close();
  }
}

describe("the search index of a production build", () => {
  let site: ReturnType<typeof copySite>;
  let output: string;
  let routes: string[];
  let records: Fragment[];

  beforeAll(() => {
    site = siteWithUnreleasedPosts();
    output = successfulBuild(site.dir);
    routes = builtRoutes(join(site.dir, "public"));
    records = fragments(join(site.dir, "public/pagefind"));
  });

  afterAll(() => {
    site?.remove();
  });

  test("exists, with Pagefind's client and the count the build reports", () => {
    for (const file of ["pagefind.js", "pagefind-worker.js", "pagefind-entry.json"]) expect(existsSync(join(site.dir, "public/pagefind", file))).toBe(true);
    // Pagefind's own prebuilt interfaces are removed: the site has its own.
    expect(readdirSync(join(site.dir, "public/pagefind")).filter((name) => /ui|highlight/.test(name))).toEqual([]);
    const entry = JSON.parse(readFileSync(join(site.dir, "public/pagefind/pagefind-entry.json"), "utf8")) as { languages: Record<string, { page_count: number }> };
    expect(Object.keys(entry.languages)).toEqual(["en"]);
    expect(entry.languages.en.page_count).toBe(records.length);
    expect(output).toContain(`Search index (Pagefind): ${records.length} pages indexed into public/pagefind/`);
    // A clean build reads every page.
    expect(indexLine(output)).toEqual({ pages: records.length, how: "indexed", read: [`${htmlFiles(join(site.dir, "public")).length} pages`] });
  });

  test("holds every built page but the 404 page, the dashboard, the forms, the editor and the numbered blog pages", () => {
    expect(routes).toEqual(expect.arrayContaining([...LEFT_OUT, "/blog/2/"]));
    const numbered = /^\/blog\/(category\/[a-z-]+\/)?\d+\/$/;
    const expected = routes.filter((route) => !LEFT_OUT.includes(route) && !numbered.test(route));
    expect(records.map((record) => record.url).sort()).toEqual(expected);
    // 10 marketing and hub pages, /blog/, the posts, each category's first list page, 2 legal pages, 9 help pages, 6 docs pages.
    const posts = routes.filter((route) => /^\/blog\/[a-z]/.test(route) && !route.startsWith("/blog/category/")).length;
    const categories = routes.filter((route) => /^\/blog\/category\/[a-z-]+\/$/.test(route)).length;
    expect(categories).toBe(5);
    expect(records.length).toBe(10 + 1 + posts + categories + 2 + 9 + 6);
  });

  test("leaves the draft and the scheduled post out: not built, so not indexed", () => {
    for (const [slug, word] of [
      [DRAFT_SLUG, DRAFT_WORD],
      [SCHEDULED_SLUG, SCHEDULED_WORD],
    ]) {
      expect(routes.some((route) => route.includes(slug))).toBe(false);
      expect(records.filter((record) => record.content.toLowerCase().includes(word))).toEqual([]);
    }
  });

  test("indexes main content only, with the section as a filter and a post's category and date as metadata", () => {
    const byUrl = new Map(records.map((record) => [record.url, record]));
    for (const record of records) expect(record.filters.section).toHaveLength(1);
    const post = byUrl.get("/blog/lead-response-time-case-study/")!;
    expect(post.filters.section).toEqual(["Blog"]);
    expect(post.meta).toMatchObject({ title: "From 19 Hours to 40 Minutes: How Ledgerline Fixed Lead Response Time", category: "Case Study", date: "2025-02-19" });
    expect(post.content).toContain("reconciliation");
    // Navbar, footer, the breadcrumb, the table of contents, the related posts and the links to the
    // adjacent posts are not the post's content.
    expect(post.content).not.toMatch(/On this page|Related posts|Previous post|Next post|Get Started|All rights reserved/);
    expect(byUrl.get("/help/article/crm-integration/")).toMatchObject({
      filters: { section: ["Help"], kind: ["Help article"] },
      meta: { title: "Integrating with your CRM", summary: "Connect Salesforce, HubSpot or Zoho, map fields and keep leads in sync both ways." },
    });
    // A help article written in Markdown: its body is found too.
    expect(byUrl.get("/help/article/crm-integration/")!.content).toContain("authorisation");
    expect(byUrl.get("/blog/category/case-study/")!.filters.section).toEqual(["Blog"]);
    expect(byUrl.get("/docs/webhooks/")!.filters).toEqual({ section: ["Docs"], kind: ["Documentation"] });
    expect(byUrl.get("/help-center/")!.filters).toEqual({ section: ["Help"] });
    expect(byUrl.get("/terms/")!.filters.section).toEqual(["Legal"]);
    expect(byUrl.get("/pricing/")!.filters.section).toEqual(["Product"]);
    // The first list page is indexed by its header, not by the posts it lists.
    expect(byUrl.get("/blog/")!.content).not.toContain("Ledgerline");
  });
  test("is what Pagefind makes of the pages as written: their records give the same files, byte for byte", () => {
    const pages = pagesAndRecords(join(site.dir, "public"));
    const indexed = pages.filter((page) => page.record !== null);
    // Pages without a record are the ones Pagefind leaves out: it indexes no page without data-pagefind-body.
    expect(indexed.length).toBe(records.length);
    const fromRecords = bundleOf(indexed.map(({ file, record }) => ({ file, content: record! })));
    expect(bundleOf(pages.map(({ file, content }) => ({ file, content })))).toEqual(fromRecords);
    expect(writtenBundle(join(site.dir, "public/pagefind"))).toEqual(fromRecords);
    // The records are what makes the cache small: a fraction of the pages.
    const bytes = (texts: string[]) => texts.reduce((sum, text) => sum + text.length, 0);
    expect(bytes(indexed.map((page) => page.record!))).toBeLessThan(bytes(indexed.map((page) => page.content)) / 4);
  });

  describe("after one post's text is edited", () => {
    const editedPage = `blog/${EDITED_SLUG}/index.html`;
    let server: StaticServer | undefined;
    let browser: Browser | undefined;
    let before: Awaited<ReturnType<typeof searchFor>>;
    let rebuild: ReturnType<typeof indexLine>;
    let bundleAfterEdit: Array<[string, string]>;
    let bundleBeforeEdit: Array<[string, string]>;
    let modifiedBeforeEdit: Map<string, number>;
    let modifiedAfterEdit: Map<string, number>;
    let unchangedOutput: string;

    beforeAll(async () => {
      process.env.CHROME_PATH = findChromium();
      const { startStaticServer } = await import("../../scripts/static-server.mjs");
      server = await startStaticServer({ root: join(site.dir, "public") });
      process.env.E2E_BASE_URL = server.url;
      browser = await launchBrowser();
      before = await searchFor(browser, OLD_WORD);
      bundleBeforeEdit = writtenBundle(join(site.dir, "public/pagefind"));
      modifiedBeforeEdit = modifiedTimes(join(site.dir, "public/pagefind"));
      const post = join(site.dir, "content/blog", EDITED_SLUG, "index.md");
      writeFileSync(post, readFileSync(post, "utf8").replace(`This post mentions ${OLD_WORD},`, `This post mentions ${NEW_WORD},`));
      rebuild = indexLine(successfulBuild(site.dir));
      bundleAfterEdit = writtenBundle(join(site.dir, "public/pagefind"));
      modifiedAfterEdit = modifiedTimes(join(site.dir, "public/pagefind"));
      unchangedOutput = successfulBuild(site.dir);
    }, 1_200_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    test("reads only the page Gatsby wrote again, and gives Pagefind only it over the last build's records", () => {
      // Also read: two pages the steps after the index changed in the first build, neither indexed:
      // the 404 page (its policy <meta>, plugins/content-security-policy) and the dashboard.
      expect(rebuild).toEqual({ pages: records.length, how: "updated", read: ["404.html", MOVED_BACK, editedPage].sort() });
      for (const file of ["404.html", "dashboard/[...].html"]) expect(searchRecord(readFileSync(join(site.dir, "public", file), "utf8"))).toBeNull();
    });

    test("finds the post by its new word and no longer by the word it lost", async () => {
      // Before the edit the old word found the post (so this test can fail).
      expect(before).toContainEqual({ url: `/blog/${EDITED_SLUG}/`, holdsWord: true });
      expect(await searchFor(browser!, NEW_WORD)).toEqual([{ url: `/blog/${EDITED_SLUG}/`, holdsWord: true }]);
      // Pagefind falls back to shorter prefixes of a word no page has: whatever it returns holds no old word.
      expect((await searchFor(browser!, OLD_WORD)).filter((result) => result.holdsWord)).toEqual([]);
    });

    test("is the index a clean build of the same pages gives, byte for byte", () => {
      const pages = pagesAndRecords(join(site.dir, "public")).filter((page) => page.record !== null);
      expect(pages.find((page) => page.file === editedPage)?.record).toContain(NEW_WORD);
      expect(bundleAfterEdit).toEqual(bundleOf(pages.map(({ file, record }) => ({ file, content: record! }))));
    });

    test("rewrites only the bundle's files whose bytes changed, and deletes the ones it no longer has", () => {
      const digestBefore = new Map(bundleBeforeEdit);
      const changed = bundleAfterEdit.filter(([file, digest]) => digestBefore.get(file) !== digest).map(([file]) => file);
      const same = bundleAfterEdit.filter(([file, digest]) => digestBefore.get(file) === digest).map(([file]) => file);
      // The edited post's fragment and the index chunks holding its words changed; the other pages' fragments did not.
      expect(changed.some((file) => file.startsWith("fragment/"))).toBe(true);
      expect(same.filter((file) => file.startsWith("fragment/")).length).toBeGreaterThan(1);
      for (const file of same) expect([file, modifiedAfterEdit.get(file)]).toEqual([file, modifiedBeforeEdit.get(file)]);
      for (const file of changed) expect(modifiedAfterEdit.get(file)).toBeGreaterThan(Math.max(...modifiedBeforeEdit.values()));
      // The fragment of the post's old text is gone, not left beside the new one.
      expect([...modifiedAfterEdit.keys()].sort()).toEqual(bundleAfterEdit.map(([file]) => file));
      expect(bundleBeforeEdit.filter(([file]) => !modifiedAfterEdit.has(file)).length).toBeGreaterThan(0);
    });

    test("is kept as it is, without running Pagefind, by a build in which no page changed (only the page moved back is read)", () => {
      expect(indexLine(unchangedOutput)).toEqual({ pages: records.length, how: "kept", read: [MOVED_BACK] });
      expect(writtenBundle(join(site.dir, "public/pagefind"))).toEqual(bundleAfterEdit);
    });
  });
});
