/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import {
  ADMIN_POLICY,
  adminPolicy,
  MAX_INLINE_SCRIPTS,
  collectScriptHashes,
  pageScriptHashes,
  headersFile,
  inlineScripts,
  publicMetaPolicy,
  publicPolicy,
  publicPolicyPaths,
  scriptHash,
  withPolicyMeta,
} from "../../src/lib/content-security-policy";
import { headersFor, parseHeaders } from "../../scripts/netlify-rules.cjs";
import { cmsApiOrigins, readCmsSettings } from "../../src/cms/settings";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline scripts of a built page", () => {
  const html = [
    "<head><meta charSet=\"utf-8\"/><script type=\"module\">a()</script>",
    '<script type="application/ld+json">{"@type":"Thing"}</script></head>',
    '<body><script src="/app.js" async></script><script id="x" data-page-path="/a/">b()</script>',
    "<script type='text/javascript'>c()</script><script type=\"text/template\"><p></p></script>",
    "<script>\r\nd()\r\n</script></body>",
  ].join("");

  it("are the executable inline scripts only (no src, no JSON or other data blocks)", () => {
    expect(inlineScripts(html)).toEqual(["a()", "b()", "c()", "\r\nd()\r\n"]);
  });

  it("hash as the browser does, after newline normalisation", () => {
    expect(scriptHash("b()")).toBe(sha("b()"));
    expect(scriptHash("\r\nd()\r\n")).toBe(sha("\nd()\n"));
  });

  it("are collected once per distinct text across pages", () => {
    const pages = [
      { file: "a/index.html", html },
      { file: "b/index.html", html: html.replace("/a/", "/b/") },
    ];
    expect(collectScriptHashes(pages.map((page) => ({ file: page.file, hashes: pageScriptHashes(page.html) })))).toEqual(
      ["a()", "b()", "c()", "\nd()\n"].map(sha),
    );
  });

  it("fail the build when pages carry scripts of their own, naming pages", () => {
    const pages = Array.from({ length: MAX_INLINE_SCRIPTS + 1 }, (_, index) => ({
      file: `p${index}/index.html`,
      hashes: pageScriptHashes(`<script>window.pagePath="/p${index}/"</script>`),
    }));
    expect(() => collectScriptHashes(pages)).toThrow(/25 different inline scripts \(more than 24\), e\.g\. in p22\/index\.html, p23\/index\.html, p24\/index\.html/);
  });
});

describe("the policies", () => {
  const hashes = [sha("a()"), sha("b()")];

  it("allows scripts from the site and the hashed inline scripts, never unsafe-inline or eval", () => {
    const policy = publicPolicy(hashes);
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${hashes.join(" ")}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; ` +
        "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(policy.match(/script-src[^;]*/)![0]).not.toMatch(/unsafe/);
  });

  it("leaves frame-ancestors out of the <meta> version, where browsers ignore it", () => {
    expect(publicMetaPolicy(hashes)).toBe(publicPolicy(hashes).replace("; frame-ancestors 'none'", ""));
  });

  it("lets the editor reach its git hosts and decap-server, and nothing else new", () => {
    expect(ADMIN_POLICY).toContain("connect-src 'self' blob: https://api.github.com https://gitlab.com http://127.0.0.1:* http://localhost:*;");
    expect(ADMIN_POLICY).toContain("frame-ancestors 'none'");
    expect(ADMIN_POLICY).not.toContain("'unsafe-inline' 'unsafe-eval'");
  });

  it("adds the API of a self-managed GitLab from the build's CMS settings, once", () => {
    const selfManaged = readCmsSettings(
      { CMS_BACKEND: "gitlab", CMS_REPO: "growth/web", CMS_APP_ID: "abc123", CMS_AUTH_BASE_URL: "https://git.scalewise.example" },
      "https://scalewise.example",
    );
    if (!selfManaged.ok) throw new Error(selfManaged.message);
    expect(cmsApiOrigins(selfManaged.settings)).toEqual(["https://git.scalewise.example"]);
    expect(adminPolicy(cmsApiOrigins(selfManaged.settings))).toContain(
      "connect-src 'self' blob: https://api.github.com https://gitlab.com http://127.0.0.1:* http://localhost:* https://git.scalewise.example;",
    );
    const github = readCmsSettings({ CMS_REPO: "growth/web" }, "https://scalewise.example");
    if (!github.ok) throw new Error(github.message);
    expect(cmsApiOrigins(github.settings)).toEqual([]);
    expect(adminPolicy(["https://gitlab.com"])).toBe(ADMIN_POLICY);
  });

  it("writes the editor's policy it is given into _headers", () => {
    const policy = adminPolicy(["https://git.scalewise.example"]);
    const rules = parseHeaders(headersFile("", ["/"], [sha("a()")], policy));
    expect(headersFor(rules, "/admin/")["content-security-policy"]).toBe(policy);
  });
});

describe("_headers rules", () => {
  const routes = ["/", "/about/", "/blog/", "/blog/post/", "/blog/2/", "/help/x/", "/help-center/", "/404/", "/404.html", "/dashboard/"];

  it("put the public policy on / and one rule per section, not per page", () => {
    expect(publicPolicyPaths(routes)).toEqual(["/", "/404/*", "/about/*", "/blog/*", "/dashboard/*", "/help/*"]);
  });

  it("refuse a section whose rule would also match /admin/", () => {
    expect(() => publicPolicyPaths(["/adm/", "/blog/"])).toThrow("_headers rules /adm/* would also match /admin/");
    expect(() => publicPolicyPaths(["/a/x/", "/admin-guide/"])).toThrow("_headers rules /a/* would also match /admin/");
  });

  const file = headersFile("/*\n  X-Frame-Options: DENY\n", publicPolicyPaths(routes), [sha("a()")]);
  const rules = parseHeaders(file);
  const policyOf = (path: string) => headersFor(rules, path)["content-security-policy"];

  it.each(["/", "/about/", "/blog/post/", "/help-center/", "/help/x/", "/404.html", "/dashboard/settings", "/blog/nope"])(
    "send %s exactly one public policy, merged with the static rules",
    (path) => {
      expect(policyOf(path)).toBe(publicPolicy([sha("a()")]));
      expect(headersFor(rules, path)["x-frame-options"]).toBe("DENY");
    },
  );

  it.each(["/admin", "/admin/", "/admin/index.html"])("send %s the editor's policy only", (path) => {
    expect(policyOf(path)).toBe(ADMIN_POLICY);
  });

  it("leave other paths to the 404 page's own <meta> policy", () => {
    expect(policyOf("/no-such-page/")).toBeUndefined();
    expect(policyOf("/admin/no-such-file")).toBeUndefined();
  });
});

describe("the 404 page", () => {
  it("carries the policy in a <meta> element right after its charset", () => {
    const html = '<html><head><meta charSet="utf-8"/><script>a()</script></head></html>';
    expect(withPolicyMeta(html, [sha("a()")])).toBe(
      `<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${publicMetaPolicy([sha("a()")])}"/><script>a()</script></head></html>`,
    );
    expect(() => withPolicyMeta("<html><head></head></html>", [])).toThrow("no <meta charset>");
  });

  it("replaces the policy an earlier build wrote into a page Gatsby did not rebuild", () => {
    const html = '<html><head><meta charSet="utf-8"/><script>a()</script></head></html>';
    const rebuilt = withPolicyMeta(withPolicyMeta(html, [sha("old()")]), [sha("a()")]);
    expect(rebuilt).toBe(withPolicyMeta(html, [sha("a()")]));
    expect(rebuilt.match(/http-equiv/g)).toHaveLength(1);
  });

  it("leaves a page that already carries the same policy exactly as it was (the build then does not rewrite it)", () => {
    const html = withPolicyMeta('<html><head><meta charSet="utf-8"/><script>a()</script></head></html>', [sha("a()")]);
    expect(withPolicyMeta(html, [sha("a()")])).toBe(html);
  });
});
