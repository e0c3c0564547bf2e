/**
 * A build whose address is unusable stops before any content is read, with one line naming the
 * variable (netlify/site-url.ts, checked by plugins/robots-txt at onPreInit). gatsby-config.ts cannot
 * stop the build itself: Gatsby re-imports a compiled config that threw as an empty one and builds on.
 */
import { spawnSync } from "node:child_process";
import { copySite, type SiteCopy } from "../../scripts/site-copy.mjs";

let site: SiteCopy;

beforeAll(() => {
  site = copySite();
});

afterAll(() => site?.remove());

/** The environment of this process without the address or host variables, plus `extra`. */
function environment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const hostVariables = new Set(["SITE_URL", "URL", "DEPLOY_PRIME_URL", "CONTEXT"]);
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !hostVariables.has(name) && !name.startsWith("NETLIFY") && !name.startsWith("CMS_")));
  return { ...clean, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1", ...extra };
}

function build(extra: Record<string, string>) {
  const result = spawnSync(process.execPath, ["node_modules/gatsby/cli.js", "build"], {
    cwd: site.dir,
    env: environment(extra),
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

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
