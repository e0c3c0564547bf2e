/**
 * A build whose address is unusable stops before any content is read, with one line naming the
 * variable (netlify/site-url.ts, checked by plugins/robots-txt at onPreInit). gatsby-config.ts cannot
 * stop the build itself: Gatsby re-imports a compiled config that threw as an empty one and builds on.
 */
import { copySite, type SiteCopy } from "../../scripts/site-copy.mjs";
import { gatsbyBuild } from "./support/gatsby-build";

let site: SiteCopy;

beforeAll(() => {
  site = copySite();
});

afterAll(() => site?.remove());

/** `gatsby build` of the copy with `env` (and none of the host's variables: support/gatsby-build.ts). */
const build = (env: Record<string, string>) => gatsbyBuild(site.dir, { env, timeout: 120_000 });

describe("gatsby build with an unusable site address", () => {
  it.each([
    // On the host (NETLIFY_LOCAL keeps the adapter's build cache in the copy), with neither SITE_URL nor URL.
    [
      { NETLIFY: "true", NETLIFY_LOCAL: "true", CONTEXT: "production" },
      "This Netlify production build would publish the example address https://scalewise.example (neither SITE_URL nor Netlify's URL is set)",
    ],
    [{ SITE_URL: "www.scalewise.com" }, `SITE_URL "www.scalewise.com" is not the site's address`],
  ])("with %j stops before reading any content, naming the variable", (extra, line) => {
    const { status, output } = build(extra);
    expect(status).not.toBe(0);
    expect(status).not.toBeNull();
    expect(output).toContain(`error ${line}`);
    expect(output).toMatch(/not finished onPreInit/);
    expect(output).not.toMatch(/source and transform nodes|Building production JavaScript/);
  });
});
