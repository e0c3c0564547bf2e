/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { HeaderRoutes, RoutesManifest } from "gatsby";
import { adapterHeaderRoutes } from "../../netlify/adapter";
import { outputProblems } from "../../netlify/output-checks";
import { parseHeaders } from "../support/rules-from-text";

const POLICY = "  Content-Security-Policy: default-src 'self'";

/** public/ as the adapter leaves it: the dashboard moved to [...].html, its rewrite after the site's rules. */
const goodFiles: Record<string, string> = {
  "index.html": "home",
  "404.html": '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/>not found',
  "about/index.html": "about",
  "blog/new/index.html": "new post",
  "dashboard/[...].html": "dashboard",
  "app-1234.js": "app",
  "admin/index.html": "editor",
  _headers: [
    "/*",
    "  X-Frame-Options: DENY",
    "/",
    POLICY,
    "/about/*",
    POLICY,
    "/blog/*",
    POLICY,
    "/dashboard/*",
    POLICY,
    "/404.html",
    POLICY,
    "/admin/",
    "  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'",
    "/admin/index.html",
    "  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'",
    "# gatsby-adapter-netlify start",
    "/app-1234.js",
    "  cache-control: public, max-age=31536000, immutable",
    "# gatsby-adapter-netlify end",
  ].join("\n"),
  _redirects: ["/blog/old/  /blog/new/  301", "/blog/old  /blog/new/  301", "/dashboard/*  /dashboard/[...].html  200"].join("\n"),
};

const routes = [
  { type: "static", path: "/", filePath: "public/index.html", headers: [] },
  { type: "static", path: "/about/", filePath: "public/about/index.html", headers: [] },
  { type: "static", path: "/blog/new/", filePath: "public/blog/new/index.html", headers: [] },
  { type: "static", path: "/dashboard/*", filePath: "public/dashboard/index.html", headers: [] },
  { type: "static", path: "/404.html", filePath: "public/404.html", headers: [] },
  { type: "static", path: "/app-1234.js", filePath: "public/app-1234.js", headers: [] },
  { type: "static", path: "/admin/index.html", filePath: "public/admin/index.html", headers: [] },
] as RoutesManifest;

let root: string;
const cwd = process.cwd();

/** The problems of a public/ made of the good files with `changes` (a null deletes a file). */
async function problemsWith(changes: Record<string, string | null> = {}): Promise<string[]> {
  rmSync(join(root, "public"), { recursive: true, force: true });
  for (const [name, text] of Object.entries({ ...goodFiles, ...changes })) {
    if (text === null) continue;
    mkdirSync(dirname(join(root, "public", name)), { recursive: true });
    writeFileSync(join(root, "public", name), text);
  }
  return outputProblems(join(root, "public"), routes);
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "output-checks-"));
  // Route file paths are relative to the site, as Gatsby gives them.
  process.chdir(root);
});
afterAll(() => {
  process.chdir(cwd);
  rmSync(root, { recursive: true, force: true });
});

describe("the build's checks on public/ as Netlify serves it", () => {
  it("find nothing wrong with the adapter's output of a sound site", async () => {
    expect(await problemsWith()).toEqual([]);
  });

  it("name the path and both rules when two rules give one header two values", async () => {
    const headers = `${goodFiles._headers}\n/*.js\n  Cache-Control: no-cache\n`;
    expect(await problemsWith({ _headers: headers })).toEqual([
      '/app-1234.js: cache-control is set by "/app-1234.js" (public, max-age=31536000, immutable) and "/*.js" (no-cache) in _headers',
    ]);
  });

  it("name a page that gets no policy, or two", async () => {
    const headers = goodFiles._headers.replace(`/about/*\n${POLICY}\n`, "").replace("/admin/\n", `/blog/new/\n${POLICY}\n/admin/\n`);
    const problems = await problemsWith({ _headers: headers });
    expect(problems).toEqual([
      "/about/ (public/about/index.html): no _headers rule sends it a Content-Security-Policy with strict path segments, and it has no <meta> policy",
      "/about/ (public/about/index.html): no _headers rule sends it a Content-Security-Policy with Netlify's matching (@netlify/headers-parser), and it has no <meta> policy",
      "/blog/new/ (public/blog/new/index.html): 2 _headers rules (/blog/*, /blog/new/) send it a Content-Security-Policy with strict path segments, and a browser enforces each",
      "/blog/new/ (public/blog/new/index.html): 2 _headers rules (/blog/*, /blog/new/) send it a Content-Security-Policy with Netlify's matching (@netlify/headers-parser), and a browser enforces each",
    ]);
  });

  it("name an SVG or an upload that could run a script at its own address", async () => {
    const inert = "  Content-Security-Policy: default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
    const routesWithFiles = [
      ...routes,
      { type: "static", path: "/logo.svg", filePath: "public/logo.svg", headers: [] },
      { type: "static", path: "/images/blog/chart.svg", filePath: "public/images/blog/chart.svg", headers: [] },
      { type: "static", path: "/images/blog/notes.html", filePath: "public/images/blog/notes.html", headers: [] },
    ] as RoutesManifest;
    await problemsWith({ _headers: `${goodFiles._headers}\n/images/*\n${inert}\n`, "logo.svg": "<svg/>", "images/blog/chart.svg": "<svg/>", "images/blog/notes.html": "<p>" });
    const problems = await outputProblems(join(root, "public"), routesWithFiles);
    expect(problems).toEqual([
      "/logo.svg: a file a writer can add must be served inert (one Content-Security-Policy with default-src 'none' and no script-src), it gets none; put uploads in static/images/ (static/_headers)",
    ]);
  });

  it("name a client-only route the host answers with 404, and a rewrite to a file that is gone", async () => {
    const problems = await problemsWith({ "dashboard/[...].html": null, "dashboard/index.html": "dashboard" });
    expect(problems).toEqual([
      '_redirects: "/dashboard/*  /dashboard/[...].html  200" serves /dashboard/[...].html, which no file answers',
      "/dashboard/any-client-route/ (the client-only route /dashboard/*) answers 404, not its page",
    ]);
  });

  it("name a rule an earlier one takes, a chain, a loop, a rule a file shadows, a forced one hiding a page and a dead end", async () => {
    const problems = await problemsWith({
      _redirects: [
        "/promo/  /blog/old/  301",
        "/blog/old/  /blog/new/  301",
        "/blog/old/  /about/  301",
        "/a/  /b/  301",
        "/b/  /a/  301",
        "/about/  /blog/new/  301",
        "/blog/new/  /about/  200!",
        "/lost/  /nowhere/  302",
        "/dashboard/*  /dashboard/[...].html  200",
      ].join("\n"),
    });
    expect(problems).toEqual([
      '_redirects: "/promo/  /blog/old/  301" is a chain of redirects (/promo/ → /blog/old/ → /blog/new/); point it straight at /blog/new/',
      '_redirects: "/blog/old/  /about/  301" never applies: the earlier rule "/blog/old/  /blog/new/  301" takes /blog/old/',
      '_redirects: "/a/  /b/  301" is part of a redirect loop (/a/ → /b/ → /a/)',
      '_redirects: "/b/  /a/  301" is part of a redirect loop (/b/ → /a/ → /b/)',
      '_redirects: "/about/  /blog/new/  301" never applies: the file index.html answers /about/',
      '_redirects: "/blog/new/  /about/  200!" hides the page at /blog/new/',
      '_redirects: "/lost/  /nowhere/  302" leads to /nowhere/, which answers 404',
    ]);
  });
});

describe("the header routes the site gives the adapter", () => {
  const gatsbyRoutes: HeaderRoutes = [
    { path: "/*", headers: [{ key: "cache-control", value: "public, max-age=0, must-revalidate" }, { key: "referrer-policy", value: "same-origin" }] },
    { path: "/static/*", headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }] },
    { path: "/app-1234.js", headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }] },
    { path: "/admin/cms.js", headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }, { key: "x-extra", value: "1" }] },
  ];

  it("are Gatsby's per-file rules, without its defaults and without any header a site rule sets on the path", async () => {
    const siteRules = await parseHeaders("/*\n  Referrer-Policy: strict-origin-when-cross-origin\n/admin/*\n  Cache-Control: no-cache\n");
    expect(adapterHeaderRoutes(gatsbyRoutes, siteRules)).toEqual([
      { path: "/app-1234.js", headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }] },
      { path: "/admin/cms.js", headers: [{ key: "x-extra", value: "1" }] },
    ]);
  });
});
