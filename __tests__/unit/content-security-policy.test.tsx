/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import {
  ADMIN_PATHS,
  ADMIN_POLICY,
  adminPolicy,
  MAX_INLINE_SCRIPTS,
  collectScriptHashes,
  headersFile,
  inlineScripts,
  publicMetaPolicy,
  publicPolicy,
  pageScripts,
  publicPolicyPaths,
  scriptHash,
  unknownScriptsMessage,
  scriptLineIn,
  withPolicyMeta,
} from "../../plugins/content-security-policy/policy";

/** Every inline script's hash, known or not: what the cache and the count are tested with. */
const hashesOf = (html: string) => inlineScripts(html).map(scriptHash);
import { carriesMetaPolicy, policyCoverageProblems, strictPathPattern } from "../../netlify/policy-coverage";
import { headersFor, type HeaderRule } from "../../netlify/rules.mjs";
import { parseHeaders } from "../support/rules-from-text";
import { cmsApiOrigins, readCmsSettings } from "../../src/cms/settings";
import { isKnownInlineScript } from "../../plugins/content-security-policy/known-scripts";
import { PAGE_PATH_SCRIPT, PAINT_FIRST_LOADER, REQUESTED_PATH_SCRIPT } from "../../src/lib/inline-scripts";
import { renderToStaticMarkup } from "react-dom/server";
import { onRenderBody } from "gatsby-plugin-image/gatsby-ssr";
import type { ReactNode } from "react";

/** What gatsby-plugin-image puts in a page's head. */
function imageHead(): ReactNode[] {
  let components: ReactNode[] = [];
  onRenderBody({ setHeadComponents: (set) => (components = set) });
  return components;
}

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

  it("are read with an HTML parser: text that only mentions <script> is no script", () => {
    const mentions = [
      '<h2 id="x"><a href="#x" aria-label="Link to this section: Where to put the <script> tag">#</a></h2>',
      '<p><a href="/x/" title="About <script> tags">x</a> and <code>&lt;script&gt;alert(1)&lt;/script&gt;</code></p>',
      "<title>A <script> guide</title><textarea><script>t()</script></textarea>",
      "<!-- <script>c()</script> -->",
    ].join("");
    expect(inlineScripts(mentions)).toEqual([]);
    expect(inlineScripts(`${mentions}<script>real()</script>`)).toEqual(["real()"]);
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
    expect(collectScriptHashes(pages.map((page) => ({ file: page.file, hashes: hashesOf(page.html) })))).toEqual(
      ["a()", "b()", "c()", "\nd()\n"].map(sha),
    );
  });

  it("fail the build when pages carry scripts of their own, naming pages", () => {
    const pages = Array.from({ length: MAX_INLINE_SCRIPTS + 1 }, (_, index) => ({
      file: `p${index}/index.html`,
      hashes: hashesOf(`<script>window.pagePath="/p${index}/"</script>`),
    }));
    expect(() => collectScriptHashes(pages)).toThrow(/25 different inline scripts \(more than 24\), e\.g\. in p22\/index\.html, p23\/index\.html, p24\/index\.html/);
  });
});

describe("the policies", () => {
  const hashes = [sha("a()"), sha("b()")];

  it("allows scripts from the site, WebAssembly compilation (the search) and the hashed inline scripts, never unsafe-inline or eval", () => {
    const policy = publicPolicy(hashes);
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${hashes.join(" ")}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; ` +
        "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(policy.match(/script-src[^;]*/)![0].replace("'wasm-unsafe-eval'", "")).not.toMatch(/unsafe/);
  });

  it("leaves frame-ancestors out of the <meta> version, where browsers ignore it", () => {
    expect(publicMetaPolicy(hashes)).toBe(publicPolicy(hashes).replace("; frame-ancestors 'none'", ""));
  });

  it("lets the local editor reach its git hosts and decap-server, and nothing else new", () => {
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
    expect(adminPolicy(cmsApiOrigins(selfManaged.settings), { localEditor: false })).toContain(
      "connect-src 'self' blob: https://api.github.com https://gitlab.com https://git.scalewise.example;",
    );
    const github = readCmsSettings({ CMS_REPO: "growth/web" }, "https://scalewise.example");
    if (!github.ok) throw new Error(github.message);
    expect(cmsApiOrigins(github.settings)).toEqual([]);
    expect(adminPolicy(["https://gitlab.com"])).toBe(ADMIN_POLICY);
  });

  it("keeps the writer's own machine out of a hosted editor's policy, and in the local editor's", () => {
    const hosted = readCmsSettings({ CMS_REPO: "growth/web" }, "https://scalewise.example");
    const local = readCmsSettings({}, "https://scalewise.example");
    if (!hosted.ok || !local.ok) throw new Error("settings");
    expect([hosted.settings.localOnly, local.settings.localOnly]).toEqual([false, true]);
    const hostedPolicy = adminPolicy(cmsApiOrigins(hosted.settings), { localEditor: hosted.settings.localOnly });
    expect(hostedPolicy).toContain("connect-src 'self' blob: https://api.github.com https://gitlab.com;");
    expect(hostedPolicy).not.toMatch(/127\.0\.0\.1|localhost/);
    expect(adminPolicy(cmsApiOrigins(local.settings), { localEditor: local.settings.localOnly })).toBe(ADMIN_POLICY);
  });

  it("writes the editor's policy it is given into _headers", async () => {
    const policy = adminPolicy(["https://git.scalewise.example"]);
    const rules = await parseHeaders(headersFile("", ["/"], [sha("a()")], policy));
    expect(headersFor(rules, "/admin/")["content-security-policy"]).toBe(policy);
  });
});

describe("_headers rules", () => {
  const routes = ["/", "/about/", "/blog/", "/blog/post/", "/blog/2/", "/help/x/", "/help-center/", "/404/", "/404.html", "/dashboard/"];

  it("put the public policy on / and explicit rules per section and file, not per page", () => {
    expect(publicPolicyPaths(routes)).toEqual([
      "/",
      "/404.html",
      // `/404/*` would also match /404.html with Netlify's reading, `/help/*` /help-center/.
      "/404/",
      "/404/:page/*",
      "/about/*",
      "/blog/*",
      "/dashboard/*",
      "/help-center/*",
      "/help/",
      "/help/:page/*",
    ]);
  });

  it("keep every public rule off /admin/, even for a section named like its start", () => {
    expect(publicPolicyPaths(["/adm/", "/blog/"])).toEqual(["/adm/", "/adm/:page/*", "/blog/*"]);
    expect(publicPolicyPaths(["/a/x/", "/admin-guide/"])).toEqual(["/a/", "/a/:page/*", "/admin-guide/*"]);
  });

  let rules: HeaderRule[];
  beforeAll(async () => {
    rules = await parseHeaders(headersFile("/*\n  X-Frame-Options: DENY\n", publicPolicyPaths(routes), [sha("a()")]));
  });
  const policyOf = (path: string) => headersFor(rules, path)["content-security-policy"];

  it.each(["/", "/about/", "/blog/post/", "/help-center/", "/help/", "/help", "/help/x/", "/404.html", "/404/", "/dashboard/settings", "/blog/nope"])(
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

describe("strict path segments (Cloudflare Pages' reading of _headers)", () => {
  it.each([
    ["/help/*", "/help/", true],
    ["/help/*", "/help/a/b/", true],
    ["/help/*", "/help-center/", false],
    ["/help/*", "/help", false],
    ["/help/:page/*", "/help/a/", true],
    ["/help/:page/*", "/help/", false],
    ["/help/", "/help/", true],
    ["/404.html", "/404.html", true],
    ["/", "/about/", false],
  ])("%s matches %s: %s", (rule, path, matches) => {
    expect(strictPathPattern(rule).test(path)).toBe(matches);
  });
});

describe("the build's invariant: every page gets exactly one policy, whichever way a host reads _headers", () => {
  const fileOf = (route: string) => (route.endsWith("/") ? `${route.slice(1)}index.html` : route.slice(1));
  /** The invariant's problems for these built routes, with the rules `paths` (by default the build's own). */
  async function problemsFor(routes: string[], paths = publicPolicyPaths(routes), withMeta: string[] = []) {
    const written = await parseHeaders(headersFile("/*\n  X-Frame-Options: DENY\n", paths, [sha("a()")]));
    return policyCoverageProblems(
      written,
      routes.map((route) => ({ route, file: fileOf(route) })),
      ADMIN_PATHS,
      (file) => withMeta.includes(file),
    );
  }
  // Sections whose names are prefixes of each other: Netlify's `/help/*` reaches /help-center/, `/doc/*` /docs/.
  const site = ["/", "/help/", "/help/start/", "/help-center/", "/doc/", "/doc/a/", "/docs/", "/docs/b/c/", "/404/", "/404.html", "/dashboard/"];

  it("holds for the build's rules on sections whose names are prefixes of each other", async () => {
    expect(await problemsFor(site)).toEqual([]);
    expect(publicPolicyPaths(site)).toEqual(
      expect.arrayContaining(["/help/", "/help/:page/*", "/help-center/*", "/doc/", "/doc/:page/*", "/docs/*", "/404/", "/404.html"]),
    );
  });

  it("names each page only Netlify's loose splat reaches (one rule per prefix section, as before)", async () => {
    const problems = await problemsFor(site, ["/", "/404/*", "/dashboard/*", "/doc/*", "/help/*"], ["404.html"]);
    expect(problems).toEqual([
      "/help-center/ (public/help-center/index.html): no _headers rule sends it a Content-Security-Policy with strict path segments, and it has no <meta> policy",
      "/docs/ (public/docs/index.html): no _headers rule sends it a Content-Security-Policy with strict path segments, and it has no <meta> policy",
      "/docs/b/c/ (public/docs/b/c/index.html): no _headers rule sends it a Content-Security-Policy with strict path segments, and it has no <meta> policy",
    ]);
  });

  it("names each page that would receive the policy twice with Netlify's reading", async () => {
    const problems = await problemsFor(["/", "/help/x/", "/help-center/"], ["/", "/help/*", "/help-center/*"]);
    expect(problems).toEqual([
      "/help-center/ (public/help-center/index.html): 2 _headers rules (/help/*, /help-center/*) send it a Content-Security-Policy " +
        "with Netlify's matching (@netlify/headers-parser), and a browser enforces each",
    ]);
  });

  it("accepts a page no rule reaches only when it carries the <meta> policy", async () => {
    expect(await problemsFor(["/", "/404.html"], ["/"], ["404.html"])).toEqual([]);
    expect(await problemsFor(["/", "/404.html"], ["/"])).toEqual([
      "/404.html (public/404.html): no _headers rule sends it a Content-Security-Policy with strict path segments, and it has no <meta> policy",
      "/404.html (public/404.html): no _headers rule sends it a Content-Security-Policy with Netlify's matching (@netlify/headers-parser), and it has no <meta> policy",
    ]);
    expect(carriesMetaPolicy(withPolicyMeta('<head><meta charSet="utf-8"/></head>', [sha("a()")]))).toBe(true);
    expect(carriesMetaPolicy('<head><meta charSet="utf-8"/></head>')).toBe(false);
  });

  it("names the editor's paths when a public rule also reaches them", async () => {
    expect(await problemsFor(["/", "/a/x/"])).toEqual([]);
    const problems = await problemsFor(["/", "/a/x/"], ["/", "/a/*"]);
    expect(problems).toEqual(
      ADMIN_PATHS.map(
        (path) =>
          `the editor's ${path}: 2 _headers rules (/a/*, ${path}) send it a Content-Security-Policy with Netlify's matching (@netlify/headers-parser), and a browser enforces each`,
      ),
    );
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

describe("which inline scripts the policy allows", () => {
  const chunkMapping = `window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ["/app-1a2b.js"], "component---src-pages-index-tsx": ["/component---src-pages-index-tsx-3c4d.js"] }))};`;
  const page = (...scripts: string[]) => scripts.map((script) => `<script>${script}</script>`).join("");

  it.each([
    ["the page path script", PAGE_PATH_SCRIPT],
    ["the paint-first loader", PAINT_FIRST_LOADER],
    ["the 404 page's path filler", REQUESTED_PATH_SCRIPT],
    ["Gatsby's chunk map", `\n            ${chunkMapping}\n          `],
    ["Gatsby's compilation hash", 'window.___webpackCompilationHash="3b7e8445536ed9dfa13e";'],
  ])("allow %s, by what it is", (_name, script) => {
    expect(isKnownInlineScript(script)).toBe(true);
    expect(pageScripts(page(script))).toEqual({ hashes: [scriptHash(script)], unknown: [] });
  });

  it("allow gatsby-plugin-image's loader, as the plugin renders it", () => {
    const [imageLoader] = inlineScripts(renderToStaticMarkup(<>{imageHead()}</>));
    expect(imageLoader).toContain("data-placeholder-image");
    expect(isKnownInlineScript(imageLoader)).toBe(true);
  });

  it.each([
    ["a script from a Markdown body", 'document.title="INJECTED"'],
    ["the page path script with one character more", `${PAGE_PATH_SCRIPT};`],
    ["a chunk map that loads a script from elsewhere", `window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ["https://evil.example/x.js"] }))};`],
    ["a chunk map with code after it", `${chunkMapping}alert(1);`],
    ["a compilation hash with code after it", 'window.___webpackCompilationHash="3b7e";alert(1)'],
  ])("refuse %s, and the build names the page", (_name, script) => {
    expect(isKnownInlineScript(script)).toBe(false);
    expect(pageScripts(page(PAGE_PATH_SCRIPT, script))).toEqual({ hashes: [scriptHash(PAGE_PATH_SCRIPT)], unknown: [script] });
    expect(unknownScriptsMessage([{ file: "blog/post/index.html", unknown: [script] }])).toContain("- public/blog/post/index.html: ");
  });

  it("names the Markdown file and line a script came from, when the page's Markdown holds it", () => {
    const markdown = { file: "content/blog/post/index.md", text: "---\ntitle: T\n---\n\nIntro.\n\n<script>\n  track('x');\n</script>\n" };
    const sourceOf = (file: string) => (file === "blog/post/index.html" ? markdown : null);
    const message = unknownScriptsMessage(
      [
        { file: "blog/post/index.html", unknown: ["\n  track('x');\n"] },
        { file: "about/index.html", unknown: ["other()"] },
      ],
      sourceOf,
    );
    expect(message).toContain(`- public/blog/post/index.html: "track('x');" (from content/blog/post/index.md:8)`);
    expect(message).toContain('- public/about/index.html: "other()"\n');
    expect(scriptLineIn(markdown, "absent()")).toBeNull();
  });
});
