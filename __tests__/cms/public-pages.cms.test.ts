/** The CMS lives only at /admin/: the public pages of the build carry none of it. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { builtFile, builtRoutes } from "../e2e/support/browser";

const PUBLIC = "public";
const CMS_MARKERS = ["decap-cms", "DecapCmsApp", "netlify-identity", "netlifyIdentity", "CMS_MANUAL_INIT"];

const publicScripts = readdirSync(PUBLIC).filter((name) => name.endsWith(".js"));
const pageHtml = (route: string) => readFileSync(builtFile(route, PUBLIC), "utf8");

describe("public pages and the CMS", () => {
  it("has public scripts to check", () => {
    expect(publicScripts.length).toBeGreaterThan(3);
    expect(publicScripts.some((name) => name.startsWith("app-"))).toBe(true);
  });

  it.each(CMS_MARKERS)("no public script contains %s", (marker) => {
    const containing = publicScripts.filter((name) => readFileSync(join(PUBLIC, name), "utf8").includes(marker));
    expect(containing).toEqual([]);
  });

  it("no public page loads anything from /admin/", () => {
    const routes = builtRoutes(PUBLIC);
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((route) => /src="\/admin\/|href="\/admin\//.test(pageHtml(route)))).toEqual([]);
  });

  it("serves the editor at /admin/ with a noindex robots tag and only local scripts", () => {
    const html = pageHtml("admin");
    expect(html).toMatch(/<meta name="robots" content="(none|noindex[^"]*)">/);
    expect(html).toContain("<title>Scalewise content editor</title>");
    const sources = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual(expect.arrayContaining(["cms.js", "decap-cms-app.js"]));
    expect(sources.filter((source) => /^(https?:)?\/\//.test(source))).toEqual([]);
  });

  it("leaves /admin/ out of the sitemap", () => {
    const sitemaps = readdirSync(PUBLIC).filter((name) => /^sitemap.*\.xml$/.test(name));
    expect(sitemaps.length).toBeGreaterThan(0);
    const urls = sitemaps.flatMap((name) => [...readFileSync(join(PUBLIC, name), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(urls.some((loc) => loc.endsWith("/blog/"))).toBe(true);
    expect(urls.filter((loc) => loc.includes("/admin"))).toEqual([]);
  });
});
