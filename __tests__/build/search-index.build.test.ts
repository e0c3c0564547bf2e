import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { copySite } from "../../scripts/site-copy.mjs";

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

/** Routes never indexed: the 404 page, the dashboard, the sign-in, sign-up and reset forms, the editor. */
const LEFT_OUT = ["/404/", "/404.html", "/dashboard/", "/login/", "/signup/", "/forgot-password/", "/admin/"];

/** A copy of the site (scripts/site-copy.mjs) with generated posts, a draft and a scheduled post. */
function siteWithUnreleasedPosts() {
  const site = copySite({ prefix: "scalewise-search-index-" });
  const { dir } = site;
  const generator = join(__dirname, "../../scripts/generate-posts.mjs");
  const generated = spawnSync(process.execPath, [generator, String(GENERATED_POSTS), join(dir, "content/blog")], { encoding: "utf8" });
  if (generated.status !== 0) throw new Error(`generate-posts failed:\n${generated.stderr}`);
  writePost(dir, DRAFT_SLUG, DRAFT_WORD, { date: "2025-03-30", draft: true });
  writePost(dir, SCHEDULED_SLUG, SCHEDULED_WORD, { date: "2099-01-01", draft: false });
  return site;
}

/** A post that only a word of its own tells apart (`draft: true`, or a date still ahead). */
function writePost(dir: string, slug: string, word: string, { date, draft }: { date: string; draft: boolean }) {
  mkdirSync(join(dir, "content/blog", slug));
  writeFileSync(
    join(dir, "content/blog", slug, "index.md"),
    [
      "---",
      'title: "A post the search must not find"',
      `date: ${date}`,
      "author: Dana Whitfield",
      "category: Strategy",
      `excerpt: "Not published yet: ${word}."`,
      ...(draft ? ["draft: true"] : []),
      "---",
      "",
      `This post mentions ${word}, a word no published page has.`,
      "",
    ].join("\n"),
  );
}

/** Every built page's route (public/**\/*.html, not Gatsby's slice fragments or page data). */
function builtRoutes(publicDir: string): string[] {
  return readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !/^(_gatsby|page-data)\//.test(file))
    .map((file) => (file === "index.html" ? "/" : file.endsWith("/index.html") ? `/${file.slice(0, -"index.html".length)}` : `/${file}`))
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

describe("the search index of a production build", () => {
  let site: ReturnType<typeof copySite>;
  let output: string;
  let routes: string[];
  let records: Fragment[];

  beforeAll(() => {
    site = siteWithUnreleasedPosts();
    const result = spawnSync(process.execPath, [join(site.dir, "node_modules/gatsby/cli.js"), "build"], {
      cwd: site.dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1", NODE_OPTIONS: "--expose-gc" },
      encoding: "utf8",
      timeout: 560_000,
    });
    output = `${result.stdout}\n${result.stderr}`;
    if (result.status !== 0) throw new Error(`gatsby build failed:\n${output.slice(-4000)}`);
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
});
