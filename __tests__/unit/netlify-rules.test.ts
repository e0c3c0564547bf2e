/**
 * @jest-environment node
 */
import { conflictingHeaders, headersFor, matchingHeaderRules, type HeaderRule, type Redirects } from "../../netlify/rules.mjs";
import { parseHeaders, parseRedirects } from "../support/rules-from-text";

// Parsing and redirect matching are Netlify's own (@netlify/headers-parser, @netlify/redirect-parser,
// netlify-redirector); these tests pin what the local host and the build's checks rely on, against
// the examples of Netlify's docs (https://docs.netlify.com/routing/redirects/redirect-options/).

describe("_headers paths (Netlify's matching: the parser's forRegExp)", () => {
  let rules: HeaderRule[];
  beforeAll(async () => {
    rules = await parseHeaders(
      [
        "/*",
        "  X-Frame-Options: DENY",
        "/*.js",
        "  Cache-Control: immutable",
        "/blog/*",
        "  X-Section: blog",
        "/",
        "  X-Home: yes",
        "/admin/",
        "  X-Admin: yes",
        "/docs/:name/edit",
        "  X-Edit: yes",
        "/help/:page/*",
        "  X-Help: yes",
      ].join("\n"),
    );
  });
  const paths = (pathname: string) => matchingHeaderRules(rules, pathname).map((rule) => rule.for);

  it.each([
    ["/", ["/*", "/"]],
    ["/about/", ["/*"]],
    ["/app-1234.js", ["/*", "/*.js"]],
    ["/admin/cms.js", ["/*", "/*.js"]],
    ["/blog", ["/*", "/blog/*"]],
    ["/blog/", ["/*", "/blog/*"]],
    ["/blog/a/b/", ["/*", "/blog/*"]],
    ["/BLOG/post/", ["/*", "/blog/*"]],
    // A standalone `*` part is optional, so `/blog/*` also matches a longer first segment.
    ["/blogroll/", ["/*", "/blog/*"]],
    ["/admin", ["/*", "/admin/"]],
    ["/admin/", ["/*", "/admin/"]],
    ["/admin/x/", ["/*"]],
    ["/docs/api/edit", ["/*", "/docs/:name/edit"]],
    ["/docs/a/b/edit", ["/*"]],
    // A placeholder before the splat keeps the segment boundary.
    ["/help/x/", ["/*", "/help/:page/*"]],
    ["/help/x/y/", ["/*", "/help/:page/*"]],
    ["/help/", ["/*"]],
    ["/help-center/", ["/*"]],
  ])("%s matches %j", (pathname, expected) => {
    expect(paths(pathname)).toEqual(expected);
  });

  it("joins values of a header set by several matching rules, in file order, and names each such conflict", async () => {
    const merged = await parseHeaders("/*\n  Cache-Control: no-cache\n/*.js\n  Cache-Control: max-age=60\n  X-A: 1\n/a.js\n  X-A: 1\n");
    expect(headersFor(merged, "/a.js")).toEqual({ "cache-control": "no-cache, max-age=60", "x-a": "1, 1" });
    expect(headersFor(merged, "/a.css")).toEqual({ "cache-control": "no-cache" });
    // The same value from two rules is no conflict; two values are.
    expect(conflictingHeaders(merged, "/a.js")).toEqual([
      { header: "cache-control", rules: [{ for: "/*", value: "no-cache" }, { for: "/*.js", value: "max-age=60" }] },
    ]);
    expect(conflictingHeaders(merged, "/a.css")).toEqual([]);
  });

  it("joins a header named twice in one rule, and headers whose names differ only in case", async () => {
    const [rule] = await parseHeaders("/*\n  Cache-Control: max-age=0\n  Cache-Control: must-revalidate\n  cache-control: private\n");
    expect(rule.values["Cache-Control"]).toBe("max-age=0, must-revalidate");
    expect(headersFor([rule], "/")).toEqual({ "cache-control": "max-age=0, must-revalidate, private" });
  });

  it("keeps colons inside values and ignores comments and blank lines", async () => {
    const [rule] = await parseHeaders("# comment\n\n/*\n  # inside\n  Content-Security-Policy: img-src 'self' data:\n");
    expect(rule.values["Content-Security-Policy"]).toBe("img-src 'self' data:");
  });

  it("rejects a header before any path and a header without a value, as Netlify does", async () => {
    await expect(parseHeaders("  X-A: 1\n")).rejects.toThrow('Path should come before header "X-A"');
    await expect(parseHeaders("/*\n  X-A:\n")).rejects.toThrow(/header line 2:[\s\S]*Missing header value/);
  });
});

describe("_redirects, matched by netlify-redirector", () => {
  let redirects: Redirects;
  beforeAll(async () => {
    redirects = await parseRedirects(
      [
        "# comment",
        "/news/*  /blog/:splat",
        "/news/:month/:date/:year/:slug  /never/  301",
        "/archive/:month/:date/:year/:slug  /blog/:year/:month/:date/:slug  301",
        "/store id=:id  /blog/:id  301",
        "/app/*  /app/index.html  200",
        "/forced  /elsewhere/  200!",
        "/fr/*  /fr/  200  Language=fr",
        "/gone  /404.html  410",
        "/moved/  /new/  301!  # a comment after the rule",
        "/Capital  /capital-target/  302",
        "https://other.example/*  /x/  301!",
      ].join("\n"),
    );
  });
  const to = (pathname: string, search = "", fileExists = false) => redirects.match(pathname, { search, fileExists })?.to ?? null;

  it("reads status (301 when none), force flag, query parameters and conditions as Netlify's parser does", () => {
    expect(redirects.rules.map((rule) => [rule.from, rule.status, rule.force])).toEqual([
      ["/news/*", 301, false],
      ["/news/:month/:date/:year/:slug", 301, false],
      ["/archive/:month/:date/:year/:slug", 301, false],
      ["/store", 301, false],
      ["/app/*", 200, false],
      ["/forced", 200, true],
      ["/fr/*", 200, false],
      ["/gone", 410, false],
      ["/moved/", 301, true],
      ["/Capital", 302, false],
      ["https://other.example/*", 301, true],
    ]);
    expect(redirects.rules[3].query).toEqual({ id: ":id" });
    expect(redirects.rules[6].conditions).toEqual({ Language: ["fr"] });
  });

  it.each([
    // Splats (docs: "/news/*  /blog/:splat"): the path itself and anything below it.
    ["/news/2004/01/10/my-story", "", "/blog/2004/01/10/my-story"],
    ["/news", "", "/blog/"],
    // Placeholders (docs: "/news/:month/:date/:year/:slug"), one segment each.
    ["/archive/02/12/2004/my-story", "", "/blog/2004/02/12/my-story"],
    // Query parameters (docs: "/store id=:id  /blog/:id  301") are matched and captured.
    ["/store", "?id=my-blog-post", "/blog/my-blog-post"],
    // The trailing slash does not matter, on either side.
    ["/archive/02/12/2004/my-story/", "", "/blog/2004/02/12/my-story"],
    ["/moved", "", "/new/"],
  ])("%s%s goes to %s", (pathname, search, target) => {
    expect(to(pathname, search)).toBe(target);
  });

  it("applies the first matching rule, top to bottom", () => {
    // "/news/:month/:date/:year/:slug" matches too, but "/news/*" comes first.
    expect(redirects.match("/news/02/12/2004/story")).toMatchObject({ from: "/news/*", to: "/blog/02/12/2004/story", status: 301 });
  });

  it("matches paths case-sensitively, as Netlify's docs say", () => {
    expect(to("/Capital")).toBe("/capital-target/");
    expect(to("/capital")).toBeNull();
  });

  it("tells rewrites (200) from redirects (301/302) and error pages (410)", () => {
    expect(redirects.match("/app/settings")?.status).toBe(200);
    expect(redirects.match("/news/x")?.status).toBe(301);
    expect(redirects.match("/Capital")?.status).toBe(302);
    expect(redirects.match("/gone")?.status).toBe(410);
  });

  it("skips rules whose query parameters, placeholders or conditions do not hold, and other hosts' rules", () => {
    expect(to("/store")).toBeNull();
    expect(to("/fr/page/")).toBeNull();
    expect(to("/archive/2024")).toBeNull();
    expect(to("/newsroom/")).toBeNull();
    expect(to("/x/")).toBeNull();
  });

  it("lets a file shadow every rule but a forced one (!)", () => {
    expect(to("/app/", "", true)).toBeNull();
    expect(to("/forced", "", true)).toBe("/elsewhere/");
    expect(to("/moved/", "", true)).toBe("/new/");
  });

  it("reports a line Netlify cannot read", async () => {
    await expect(parseRedirects("/a /b\n/c\n")).rejects.toThrow(/redirect line 2:[\s\S]*Missing destination path\/URL/);
    await expect(parseRedirects("/a /b\n/c nowhere 301\n")).rejects.toThrow(/line 2:[\s\S]*must start with "\/", "http:" or "https:"/);
  });

  it("matches nothing when the file is missing", async () => {
    const none = await parseRedirects("");
    expect(none.rules).toEqual([]);
    expect(none.match("/anything")).toBeNull();
  });
});
