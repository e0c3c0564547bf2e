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

  it.each(["/*.js", "/*.css", "/static/*"])("caches hashed assets %s for a year, immutable", (path) => {
    expect(rules[path]["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it.each(["/*.html", "/page-data/*"])("makes %s revalidate on every visit", (path) => {
    expect(rules[path]["cache-control"]).toMatch(/max-age=0, must-revalidate/);
  });

  it("keeps the CMS at /admin/ out of search engines and out of long-lived caches", () => {
    expect(rules["/admin/*"]["x-robots-tag"]).toMatch(/noindex/);
    expect(rules["/admin/*"]["cache-control"]).toBe("no-cache");
  });
});

describe("netlify.toml", () => {
  const toml = readFileSync(join(__dirname, "../../netlify.toml"), "utf8");
  it("builds with npm run build, publishes public/ on Node 20", () => {
    expect(toml).toMatch(/command = "npm run build"/);
    expect(toml).toMatch(/publish = "public"/);
    expect(toml).toMatch(/NODE_VERSION = "20"/);
  });
});
