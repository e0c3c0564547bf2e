/**
 * A bad CMS_* variable stops `gatsby build` before anything is compiled, with one line naming the
 * variable, the value found and the values allowed (src/cms/settings.ts).
 */
import { spawnSync } from "node:child_process";
import { copySite, type SiteCopy } from "../../scripts/site-copy.mjs";

let site: SiteCopy;

beforeAll(() => {
  site = copySite();
});

afterAll(() => site?.remove());

/** The environment of this process without any CMS_* or host variable, plus `extra`. */
function environment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("CMS_") && !name.startsWith("NETLIFY")));
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
