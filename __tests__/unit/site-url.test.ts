/** @jest-environment node */
import { EXAMPLE_SITE_URL, readSiteUrl } from "../../netlify/site-url";

// The site's address (siteMetadata.siteUrl) from the build's environment: SITE_URL, else Netlify's own
// address for the deploy, else the example domain; a Netlify production build never publishes the example.

const PRODUCTION = { NETLIFY: "true", CONTEXT: "production" };
const NETLIFY_ADDRESSES = { URL: "https://www.scalewise.com", DEPLOY_PRIME_URL: "https://deploy-preview-42--scalewise.netlify.app" };

describe("the site's address", () => {
  it("is the example domain on a build off Netlify (a laptop, CI), whatever else is set", () => {
    expect(readSiteUrl({})).toEqual({ ok: true, siteUrl: EXAMPLE_SITE_URL });
    expect(EXAMPLE_SITE_URL).toBe("https://scalewise.example");
    // Netlify's variables count only on Netlify's builds; a production CONTEXT alone is a local build.
    expect(readSiteUrl({ ...NETLIFY_ADDRESSES, CONTEXT: "production" })).toEqual({ ok: true, siteUrl: EXAMPLE_SITE_URL });
  });

  it("is SITE_URL wherever it is set, written as an origin (no trailing slash, lower-case host)", () => {
    expect(readSiteUrl({ SITE_URL: "https://www.scalewise.com/" })).toEqual({ ok: true, siteUrl: "https://www.scalewise.com" });
    expect(readSiteUrl({ SITE_URL: " https://WWW.Scalewise.com " })).toEqual({ ok: true, siteUrl: "https://www.scalewise.com" });
    expect(readSiteUrl({ ...PRODUCTION, ...NETLIFY_ADDRESSES, SITE_URL: "https://scalewise.com" })).toEqual({ ok: true, siteUrl: "https://scalewise.com" });
    expect(readSiteUrl({ NETLIFY: "true", CONTEXT: "deploy-preview", ...NETLIFY_ADDRESSES, SITE_URL: "http://localhost:9000" })).toEqual({
      ok: true,
      siteUrl: "http://localhost:9000",
    });
  });

  it("is Netlify's URL in a Netlify production build without SITE_URL", () => {
    expect(readSiteUrl({ ...PRODUCTION, ...NETLIFY_ADDRESSES })).toEqual({ ok: true, siteUrl: "https://www.scalewise.com" });
    expect(readSiteUrl({ ...PRODUCTION, ...NETLIFY_ADDRESSES, SITE_URL: "  " })).toEqual({ ok: true, siteUrl: "https://www.scalewise.com" });
  });

  it.each(["deploy-preview", "branch-deploy"])("is the deploy's own address (DEPLOY_PRIME_URL) in a Netlify %s, else URL, else the example", (context) => {
    const netlify = { NETLIFY: "true", CONTEXT: context };
    expect(readSiteUrl({ ...netlify, ...NETLIFY_ADDRESSES })).toEqual({ ok: true, siteUrl: NETLIFY_ADDRESSES.DEPLOY_PRIME_URL });
    expect(readSiteUrl({ ...netlify, URL: NETLIFY_ADDRESSES.URL })).toEqual({ ok: true, siteUrl: NETLIFY_ADDRESSES.URL });
    expect(readSiteUrl(netlify)).toEqual({ ok: true, siteUrl: EXAMPLE_SITE_URL });
  });

  it("refuses a Netlify production build that would publish the example domain, naming the variables", () => {
    const unset = readSiteUrl(PRODUCTION);
    expect(unset.ok).toBe(false);
    expect(!unset.ok && unset.message).toBe(
      "This Netlify production build would publish the example address https://scalewise.example (neither SITE_URL nor Netlify's URL is set): set SITE_URL to the site's address, or leave it unset for Netlify's URL (docs/hosting.md)",
    );
    const example = readSiteUrl({ ...PRODUCTION, ...NETLIFY_ADDRESSES, SITE_URL: "https://scalewise.example/" });
    expect(!example.ok && example.message).toContain('(SITE_URL is "https://scalewise.example/"): set SITE_URL');
    const fromNetlify = readSiteUrl({ ...PRODUCTION, URL: "https://scalewise.example" });
    expect(!fromNetlify.ok && fromNetlify.message).toContain('(URL is "https://scalewise.example")');
  });

  it.each([
    ["SITE_URL", "scalewise.com"],
    ["SITE_URL", "ftp://scalewise.com"],
    ["SITE_URL", "https://scalewise.com/blog"],
    ["SITE_URL", "https://scalewise.com/?ref=x"],
    ["URL", "not an address"],
  ])("refuses %s %j, which is no site address, naming the variable", (name, value) => {
    const result = readSiteUrl({ ...PRODUCTION, [name]: value });
    expect(result).toEqual({
      ok: false,
      message: `${name} ${JSON.stringify(value)} is not the site's address: give an absolute http(s) address with no path, for example https://www.scalewise.com (docs/hosting.md)`,
    });
  });
});
