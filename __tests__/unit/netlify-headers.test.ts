/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseHeaders } from "../support/netlify-headers";

let rules: Record<string, Record<string, string>>;
beforeAll(async () => {
  rules = await parseHeaders(readFileSync(join(__dirname, "../../static/_headers"), "utf8"));
});

describe("static/_headers", () => {
  it("sends security headers on every path", () => {
    const all = rules["/*"];
    expect(all["x-content-type-options"]).toBe("nosniff");
    expect(all["x-frame-options"]).toBe("DENY");
    // The Content-Security-Policy is generated per section at build time (content-security-policy.test.ts):
    // on /* it would also reach /admin/, whose editor needs a policy of its own.
    expect(all["content-security-policy"]).toBeUndefined();
    expect(all["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(all["permissions-policy"]).toMatch(/camera=\(\)/);
    expect(all["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  });

  it("caches Gatsby's content-named files (/static/*) for a year, immutable", () => {
    expect(rules["/static/*"]["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  // Pages, page data and webpack's files get theirs from Netlify's default and the adapter (netlify/adapter.ts):
  // a rule by extension here would give a second value to a path another rule caches differently.
  it.each(["/*", "/*.js", "/*.css", "/*.html", "/page-data/*"])("leaves Cache-Control on %s to its one owner", (path) => {
    expect(rules[path]?.["cache-control"]).toBeUndefined();
  });

  it("keeps the CMS at /admin/ out of search engines and out of long-lived caches", () => {
    expect(rules["/admin/*"]["x-robots-tag"]).toMatch(/noindex/);
    expect(rules["/admin/*"]["cache-control"]).toBe("no-cache");
  });
});

describe("netlify.toml", () => {
  const toml = readFileSync(join(__dirname, "../../netlify.toml"), "utf8");
  it("builds with npm run build, publishes public/ on Node 22, as .nvmrc and package.json say", () => {
    expect(toml).toMatch(/command = "npm run build"/);
    expect(toml).toMatch(/publish = "public"/);
    expect(toml).toMatch(/NODE_VERSION = "22"/);
    expect(readFileSync(join(__dirname, "../../.nvmrc"), "utf8").trim()).toBe("22");
    const { engines } = JSON.parse(readFileSync(join(__dirname, "../../package.json"), "utf8"));
    expect(engines.node).toBe(">=22.12");
  });
});
