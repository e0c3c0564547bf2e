/**
 * A bad CMS_* variable stops `gatsby build` before anything is compiled, with one line naming the
 * variable, the value found and the values allowed (src/cms/settings.ts).
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

describe("gatsby build with bad writers' editor settings", () => {
  it.each([
    [{ CMS_BACKEND: "carrier-pigeon" }, 'CMS_BACKEND "carrier-pigeon" is not one of github, gitlab, git-gateway'],
    [{ CMS_BACKEND: "github" }, "CMS_REPO is not set; the github backend needs the repository as owner/name, for example scalewise/web"],
    // On the host (NETLIFY=true), where the editor is required; NETLIFY_LOCAL keeps the adapter's build cache in the copy.
    [{ NETLIFY: "true", NETLIFY_LOCAL: "true" }, "CMS_REPO is not set; the github backend needs the repository as owner/name, for example scalewise/web"],
  ])("with %j fails before compiling anything, naming the variable", (extra, line) => {
    const { status, output } = build(extra);
    expect(status).not.toBe(0);
    expect(status).not.toBeNull();
    expect(output).toContain(`The writers' editor settings have 1 problem`);
    expect(output).toContain(`  - ${line}`);
    // Stopped in onPreInit: no content was read and no bundle compiled.
    expect(output).not.toMatch(/source and transform nodes|Building production JavaScript/);
    // The site's adapter, from gatsby-config.ts: nothing is installed at deploy time, on the host or off it.
    expect(output).toContain("Using gatsby-adapter-netlify (with the site's output checks) adapter");
    expect(output).not.toMatch(/Installing .*adapter/);
  });
});
