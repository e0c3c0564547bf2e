/**
 * @jest-environment node
 */
import {
  headersFor,
  matchingHeaderRules,
  redirectFor,
  type HeaderRule,
  type RedirectRule,
} from "../../plugins/content-security-policy/static-host-rules.mjs";
import { parseHeaders, parseRedirects } from "../support/rules-from-text";

// Parsing is Netlify's own (@netlify/headers-parser, @netlify/redirect-parser); these tests pin what
// the static server and the policy step rely on, and the matching of _redirects, which is ours, to
// Netlify's documented rules (https://docs.netlify.com/routing/redirects/redirect-options/).

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

  it("merges values of a header set by several matching rules, in file order", async () => {
    const merged = await parseHeaders("/*\n  Cache-Control: no-cache\n/*.js\n  Cache-Control: max-age=60\n  X-A: 1\n");
    expect(headersFor(merged, "/a.js")).toEqual({ "cache-control": "no-cache, max-age=60", "x-a": "1" });
    expect(headersFor(merged, "/a.css")).toEqual({ "cache-control": "no-cache" });
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

describe("_redirects", () => {
  let rules: RedirectRule[];
  beforeAll(async () => {
    rules = await parseRedirects(
      [
        "# comment",
        "/dashboard/*  /dashboard/  200",
        "/old/:year/:slug  /blog/:slug/?from=:year  301",
        "/news/*  /blog/:splat  302",
        "/gone  /404.html  410",
        "/store id=:id  /products/:id  301",
        "/forced  /elsewhere/  200!",
        "/fr/*  /fr/  200  Language=fr",
        "/plain  /target",
        "/moved/  /new/  301!  # a comment after the rule",
        "https://other.example/*  /x/  301!",
      ].join("\n"),
    );
  });

  it("reads status (301 when none), force flag, query parameters and conditions", () => {
    expect(rules.map((rule) => [rule.from, rule.status, rule.force, rule.conditional])).toEqual([
      ["/dashboard/*", 200, false, false],
      ["/old/:year/:slug", 301, false, false],
      ["/news/*", 302, false, false],
      ["/gone", 410, false, false],
      ["/store", 301, false, false],
      ["/forced", 200, true, false],
      ["/fr/*", 200, false, true],
      ["/plain", 301, false, false],
      ["/moved/", 301, true, false],
      // Another host's rule never applies to this site's paths.
      ["https://other.example/*", 301, true, true],
    ]);
    expect(rules[4].query).toEqual({ id: ":id" });
  });

  it.each([
    // Splat: the path itself and anything below it, as :splat.
    ["/dashboard/settings/", "", "/dashboard/"],
    ["/dashboard", "", "/dashboard/"],
    ["/news/a/b", "", "/blog/a/b"],
    ["/news", "", "/blog/"],
    // Placeholders: one segment each.
    ["/old/2024/hello", "", "/blog/hello/?from=2024"],
    // The trailing slash does not matter, on either side.
    ["/old/2024/hello/", "", "/blog/hello/?from=2024"],
    ["/moved", "", "/new/"],
    // Query parameters are matched and captured.
    ["/store", "?id=42", "/products/42"],
    // Letter case does not matter.
    ["/PLAIN/", "", "/target"],
    ["/News/x", "", "/blog/x"],
  ])("%s%s goes to %s", (pathname, search, to) => {
    expect(redirectFor(rules, pathname, search)?.to).toBe(to);
  });

  it("tells rewrites (200) from redirects (301/302) and error pages (410)", () => {
    expect(redirectFor(rules, "/dashboard/x")?.rule.status).toBe(200);
    expect(redirectFor(rules, "/plain")?.rule.status).toBe(301);
    expect(redirectFor(rules, "/news/x")?.rule.status).toBe(302);
    expect(redirectFor(rules, "/gone")?.rule.status).toBe(410);
  });

  it("skips rules whose query parameters, placeholders or conditions do not hold", () => {
    expect(redirectFor(rules, "/store", "")).toBeNull();
    expect(redirectFor(rules, "/fr/page/")).toBeNull();
    expect(redirectFor(rules, "/old/2024")).toBeNull();
    expect(redirectFor(rules, "/old/2024/a/b")).toBeNull();
    expect(redirectFor(rules, "/newsroom/")).toBeNull();
    expect(redirectFor(rules, "/x/")).toBeNull();
  });

  it("lets a file shadow every rule but a forced one (!)", () => {
    expect(redirectFor(rules, "/dashboard/", "", true)).toBeNull();
    expect(redirectFor(rules, "/forced", "", true)?.to).toBe("/elsewhere/");
    expect(redirectFor(rules, "/moved/", "", true)?.to).toBe("/new/");
  });

  it("reports a line Netlify cannot read", async () => {
    await expect(parseRedirects("/a /b\n/c\n")).rejects.toThrow(/redirect line 2:[\s\S]*Missing destination path\/URL/);
    await expect(parseRedirects("/a /b\n/c nowhere 301\n")).rejects.toThrow(/line 2:[\s\S]*must start with "\/", "http:" or "https:"/);
  });
});
