/**
 * The Content-Security-Policy as the browser receives it from the static server, which applies
 * public/_headers with Netlify's semantics (every matching rule, values merged).
 */
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { LOCAL_SERVER_MISSING_TITLE } from "../../src/cms/unconfigured";
import { builtFile, builtRoutes, launchBrowser, openHydrated, openPage, takeCspViolations, url, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

const headOf = async (path: string) => {
  const response = await fetch(url(path));
  return { status: response.status, policy: response.headers.get("content-security-policy"), cache: response.headers.get("cache-control") };
};

const inlineScriptCount = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=|application\/(ld\+)?json/.test(attributes))
    .length;

describe("public pages", () => {
  const routes = builtRoutes();

  it.each(routes)("%s is sent with one policy: scripts from the site, WebAssembly for the search and hashed inline scripts only", async (route) => {
    const { status, policy } = await headOf(route);
    expect(status).toBe(200);
    expect(policy).not.toBeNull();
    // One policy: a merged header would hold a second one after a comma.
    expect(policy).not.toContain(",");
    const parsed = directives(policy!);
    expect(parsed.get("default-src")).toEqual(["'self'"]);
    const scriptSources = parsed.get("script-src")!;
    expect(scriptSources.slice(0, 2)).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(scriptSources.slice(2).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
    expect(scriptSources.length - 2).toBeGreaterThanOrEqual(1);
    expect(parsed.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(parsed.get("img-src")).toEqual(["'self'", "data:"]);
    expect(parsed.get("connect-src")).toEqual(["'self'"]);
    expect(parsed.get("object-src")).toEqual(["'none'"]);
    expect(parsed.get("base-uri")).toEqual(["'self'"]);
    expect(parsed.get("form-action")).toEqual(["'self'"]);
    expect(parsed.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("lists no more hashes than the inline scripts of all pages together, whatever the number of pages", () => {
    const html = routes.map((route) => readFileSync(builtFile(route), "utf8"));
    const perPage = html.map(inlineScriptCount);
    expect(Math.min(...perPage)).toBeGreaterThan(0);
    const policy = readFileSync("public/_headers", "utf8").match(/script-src ([^;]+);/)![1];
    const hashes = policy.split(" ").filter((source) => source.startsWith("'sha256-"));
    // Every page runs ~5 inline scripts; 39 pages share them: the policy does not grow per page.
    expect(hashes.length).toBeLessThanOrEqual(Math.max(...perPage) + 2);
    expect(html.every((page) => page.includes(' data-page-path="'))).toBe(true);
  });

  it("blocks an inline script that is not part of the build, and the browser reports it", async () => {
    const { page, cspViolations } = await openHydrated(browser, "/");
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      await new Promise((done) => setTimeout(done, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await page.waitForFunction(() => true);
    expect(cspViolations.join("\n")).toMatch(/script-src/);
    expect(takeCspViolations().length).toBeGreaterThan(0);
    await page.context().close();
  });

  it("runs every page's own inline scripts (the hashes match the built HTML)", async () => {
    for (const route of ["/", "/blog/", "/dashboard/", "/404.html"]) {
      const { page, cspViolations, pageErrors } = await openPage(browser);
      await page.goto(url(route));
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { pagePath?: string }).pagePath)).toBe(route);
      expect([route, cspViolations, pageErrors]).toEqual([route, [], []]);
      await page.context().close();
    }
  });
});

describe("pages that do not exist", () => {
  it.each(["/no-such-page/", "/a/b/c/", "/blog/no-such-post/"])("%s answers 404 under the public policy", async (path) => {
    const { page, cspViolations } = await openPage(browser);
    const response = await page.goto(url(path));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    // Paths outside every section get the policy from the 404 page's <meta> element.
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    expect(directives(meta!).get("script-src")).toEqual(directives((await headOf("/")).policy!).get("script-src"));
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await page.waitForTimeout(100);
    expect(cspViolations.length).toBeGreaterThan(0);
    takeCspViolations();
    await page.context().close();
  });
});

describe("/admin/ (Decap CMS)", () => {
  it("has its own policy, and only that one: the public rules do not reach it", async () => {
    for (const path of ["/admin/", "/admin/index.html"]) {
      const { status, policy, cache } = await headOf(path);
      expect(status).toBe(200);
      expect(policy).not.toContain(",");
      const parsed = directives(policy!);
      expect(parsed.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
      expect(parsed.get("connect-src")).toEqual(expect.arrayContaining(["'self'", "https://api.github.com", "https://gitlab.com", "http://127.0.0.1:*"]));
      expect(parsed.get("frame-ancestors")).toEqual(["'none'"]);
      // Its files have fixed names: whatever other rules add, browsers must revalidate.
      expect(cache).toContain("no-cache");
      expect(cache).not.toContain("immutable");
    }
  });

  // This build has no CMS_REPO and no decap-server runs here: the editor's bundle runs, asks for the
  // local server and explains how to start it. Decap's own screens under this policy, with the
  // server running, are the CMS suite's (__tests__/cms/, which fails on any violation too).
  it("runs the editor's bundle under that policy without a violation, and says the local server is missing", async () => {
    const { page, cspViolations, pageErrors } = await openPage(browser);
    const response = await page.goto(url("/admin/"));
    expect(response?.headers()["content-security-policy"]).toContain("https://api.github.com");
    await page.getByRole("heading", { level: 1, name: LOCAL_SERVER_MISSING_TITLE }).waitFor({ timeout: 30_000 });
    await expect(page.getByText("Run npm run cms", { exact: false }).isVisible()).resolves.toBe(true);
    await page.waitForTimeout(500);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });
});
