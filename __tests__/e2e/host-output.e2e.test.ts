/**
 * public/ as `npm run build` leaves it: after gatsby-adapter-netlify moved client-only pages and
 * appended its rules, the files Netlify would deploy (docs/hosting.md).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { conflictingHeaders, readHeaderRules, readRedirects } from "../../netlify/rules.mjs";
import { url } from "./support/browser";

const PUBLIC = "public";

/** The entries of a folder; none when it is gone (uploads.e2e.test.ts adds and removes its own in public/ meanwhile). */
function entriesOf(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Every file of public/ as the path a visitor asks for (an index.html also as its folder). */
function requestPaths(): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const entry of entriesOf(dir)) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const rel = `/${relative(PUBLIC, full).split(sep).join("/")}`;
        paths.push(rel);
        if (entry.name === "index.html") paths.push(rel.slice(0, -"index.html".length));
      }
    }
  };
  walk(PUBLIC);
  return paths;
}

describe("the adapter's output", () => {
  it("moved the client-only dashboard's page and page data where its rewrites point", async () => {
    expect(existsSync(join(PUBLIC, "dashboard", "[...].html"))).toBe(true);
    expect(existsSync(join(PUBLIC, "dashboard", "index.html"))).toBe(false);
    expect(existsSync(join(PUBLIC, "page-data", "dashboard", "page-data.json"))).toBe(false);
    const { rules } = await readRedirects(join(PUBLIC, "_redirects"));
    expect(rules.filter((rule) => rule.from.startsWith("/dashboard")).map((rule) => `${rule.from} ${rule.to} ${rule.status}`)).toEqual([
      "/dashboard/* /dashboard/[...].html 200",
    ]);
  });

  it("left no rewrite pointing at a file that is not there", async () => {
    const { rules } = await readRedirects(join(PUBLIC, "_redirects"));
    const rewrites = rules.filter((rule) => rule.status === 200);
    expect(rewrites.length).toBeGreaterThan(0);
    for (const rule of rewrites) expect([rule.to, existsSync(join(PUBLIC, decodeURIComponent(rule.to)))]).toEqual([rule.to, true]);
  });

  it("gives no path the same header from two rules with different values", async () => {
    const rules = await readHeaderRules(join(PUBLIC, "_headers"));
    const text = readFileSync(join(PUBLIC, "_headers"), "utf8");
    expect(text).toContain("# gatsby-adapter-netlify start");
    const paths = [...requestPaths(), "/dashboard/settings/", "/a-path-no-page-has/"];
    expect(paths.length).toBeGreaterThan(100);
    const conflicts = paths.flatMap((path) => conflictingHeaders(rules, path).map((conflict) => ({ path, ...conflict })));
    expect(conflicts).toEqual([]);
  });

  it("caches webpack's content-named files for a year and revalidates pages, page data and Pagefind's entry", async () => {
    // This build's bundles, as the home page's loader lists them (public/ keeps earlier builds' files too).
    const listed = /data-scripts="([^"]+)"/.exec(readFileSync(join(PUBLIC, "index.html"), "utf8"))![1].replaceAll("&quot;", '"');
    const scripts = (JSON.parse(listed) as string[]).map((src) => src.slice(1));
    expect(scripts.map((name) => name.replace(/-[0-9a-f]+\.js$/, ""))).toEqual(["webpack-runtime", "framework", "app"]);
    for (const name of scripts) expect((await fetch(url(`/${name}`))).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const path of ["/", "/blog/", "/page-data/index/page-data.json", "/dashboard/settings/"]) {
      expect((await fetch(url(path))).headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    }
    expect((await fetch(url("/pagefind/pagefind.js"))).headers.get("cache-control")).toBe("no-cache");
  });

  it("sends every path one Referrer-Policy and one X-Frame-Options, the site's", async () => {
    for (const path of ["/", "/app-does-not-exist.js", "/dashboard/", "/admin/"]) {
      const response = await fetch(url(path));
      expect([path, response.headers.get("referrer-policy"), response.headers.get("x-frame-options")]).toEqual([path, "strict-origin-when-cross-origin", "DENY"]);
      expect(response.headers.get("x-xss-protection")).toBeNull();
    }
  });

  it("publishes no source maps: no script of this build names one, and none is served beside it", async () => {
    // This build's scripts, as webpack's stats list them (public/ keeps earlier builds' files too).
    const stats = JSON.parse(readFileSync(join(PUBLIC, "webpack.stats.json"), "utf8")) as { namedChunkGroups: Record<string, { assets: Array<{ name: string }> }> };
    const scripts = [...new Set(Object.values(stats.namedChunkGroups).flatMap((group) => group.assets.map((asset) => asset.name)))].filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(10);
    for (const name of scripts) {
      expect([name, readFileSync(join(PUBLIC, name), "utf8").includes("sourceMappingURL")]).toEqual([name, false]);
      expect([name, existsSync(join(PUBLIC, `${name}.map`))]).toEqual([name, false]);
    }
    expect((await fetch(url(`/${scripts[0]}.map`))).status).toBe(404);
  });
});
