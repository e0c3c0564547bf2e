/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseHeaders } from "../support/netlify-headers";
import { headersFile, isPreviewDeploy } from "../../plugins/content-security-policy/policy";

const ROOT = join(__dirname, "../..");

/** The build command of each [context.*] table of netlify.toml (and [build] as "build"). */
function contextCommands(toml: string): Record<string, string> {
  const commands: Record<string, string> = {};
  let table = "";
  for (const line of toml.split("\n")) {
    const header = line.match(/^\[([^\]]+)\]\s*$/);
    if (header) table = header[1].replace(/^context\./, "");
    const command = line.match(/^\s*command\s*=\s*"([^"]*)"/);
    if (command) commands[table] = command[1];
  }
  return commands;
}

const commands = contextCommands(readFileSync(join(ROOT, "netlify.toml"), "utf8"));

describe("netlify.toml deploy contexts", () => {
  it("builds every context, previews included, with the site's build and nothing after it", () => {
    expect(Object.keys(commands).sort()).toEqual(["build", "production"]);
    for (const command of Object.values(commands)) expect(command).toBe("npm run build");
  });
});

describe("the build's noindex rule for previews (Netlify's CONTEXT)", () => {
  const staticHeaders = readFileSync(join(ROOT, "static/_headers"), "utf8");
  const headersOf = (env: Record<string, string | undefined>) =>
    parseHeaders(headersFile(staticHeaders, ["/"], [], undefined, { noindex: isPreviewDeploy(env) }));

  it.each(["deploy-preview", "branch-deploy"])("sends every path of a %s with noindex, keeping the site's own headers", async (context) => {
    const before = await headersOf({});
    const after = await headersOf({ CONTEXT: context });
    expect(before["/*"]["x-robots-tag"]).toBeUndefined();
    expect(after["/*"]).toEqual({ ...before["/*"], "x-robots-tag": "noindex, nofollow" });
    expect(after["/admin/*"]).toEqual(before["/admin/*"]);
  });

  it.each([undefined, "production", "dev"])("keeps the site indexable when CONTEXT is %s", async (context) => {
    expect(isPreviewDeploy({ CONTEXT: context })).toBe(false);
    expect((await headersOf({ CONTEXT: context }))["/*"]["x-robots-tag"]).toBeUndefined();
  });
});
