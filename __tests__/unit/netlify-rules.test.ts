import { headersFor, matchingHeaderRules, parseHeaders, parseRedirects, redirectFor } from "../../scripts/netlify-rules.cjs";

describe("_headers paths (Netlify's matching)", () => {
  const rules = parseHeaders(
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
    ].join("\n"),
  );
  const paths = (pathname: string) => matchingHeaderRules(rules, pathname).map((rule) => rule.path);

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
  ])("%s matches %j", (pathname, expected) => {
    expect(paths(pathname)).toEqual(expected);
  });

  it("merges values of a header set by several matching rules, in file order", () => {
    const merged = parseHeaders("/*\n  Cache-Control: no-cache\n/*.js\n  Cache-Control: max-age=60\n  X-A: 1\n");
    expect(headersFor(merged, "/a.js")).toEqual({ "cache-control": "no-cache, max-age=60", "x-a": "1" });
    expect(headersFor(merged, "/a.css")).toEqual({ "cache-control": "no-cache" });
  });

  it("joins a header named twice in one rule, whatever its case", () => {
    const [rule] = parseHeaders("/*\n  Cache-Control: max-age=0\n  cache-control: must-revalidate\n");
    expect(rule.headers).toEqual({ "Cache-Control": "max-age=0, must-revalidate" });
  });

  it("keeps colons inside values and ignores comments and blank lines", () => {
    const [rule] = parseHeaders("# comment\n\n/*\n  # inside\n  Content-Security-Policy: img-src 'self' data:\n");
    expect(rule.headers["Content-Security-Policy"]).toBe("img-src 'self' data:");
  });

  it("rejects a header before any path and a header without a value", () => {
    expect(() => parseHeaders("  X-A: 1\n")).toThrow("line 1: a header comes before any path");
    expect(() => parseHeaders("/*\n  X-A:\n")).toThrow("line 2: header X-A has no value");
  });
});

describe("_redirects", () => {
  const rules = parseRedirects(
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
    ].join("\n"),
  );

  it("reads status, force flag, query parameters and conditions", () => {
    expect(rules.map((rule) => [rule.from, rule.status, rule.force, rule.conditional])).toEqual([
      ["/dashboard/*", 200, false, false],
      ["/old/:year/:slug", 301, false, false],
      ["/news/*", 302, false, false],
      ["/gone", 410, false, false],
      ["/store", 301, false, false],
      ["/forced", 200, true, false],
      ["/fr/*", 200, false, true],
      ["/plain", 301, false, false],
    ]);
    expect(rules[4].query).toEqual({ id: ":id" });
  });

  it.each([
    ["/dashboard/settings/", "", "/dashboard/"],
    ["/dashboard", "", "/dashboard/"],
    ["/old/2024/hello", "", "/blog/hello/?from=2024"],
    ["/old/2024/hello/", "", "/blog/hello/?from=2024"],
    ["/news/a/b", "", "/blog/a/b"],
    ["/news", "", "/blog/"],
    ["/store", "?id=42", "/products/42"],
    ["/PLAIN/", "", "/target"],
  ])("%s%s goes to %s", (pathname, search, to) => {
    expect(redirectFor(rules, pathname, search)?.to).toBe(to);
  });

  it("skips rules whose query parameters or conditions do not hold", () => {
    expect(redirectFor(rules, "/store", "")).toBeNull();
    expect(redirectFor(rules, "/fr/page/")).toBeNull();
    expect(redirectFor(rules, "/old/2024")).toBeNull();
  });

  it("lets a file shadow every rule but a forced one", () => {
    expect(redirectFor(rules, "/dashboard/", "", true)).toBeNull();
    expect(redirectFor(rules, "/forced", "", true)?.to).toBe("/elsewhere/");
  });

  it("names the line it cannot read", () => {
    expect(() => parseRedirects("/a /b\nnope /c\n")).toThrow('_redirects line 2: "nope" is not a path');
    expect(() => parseRedirects("/a\n")).toThrow("_redirects line 1: no target for /a");
  });
});
