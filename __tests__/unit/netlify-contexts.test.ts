import { execSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseHeaders } from "../support/netlify-headers";

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
  it("builds production, deploy previews and branch deploys with the site's build", () => {
    expect(Object.keys(commands).sort()).toEqual(["branch-deploy", "build", "deploy-preview", "production"]);
    for (const command of Object.values(commands)) expect(command.startsWith("npm run build")).toBe(true);
  });

  it("keeps the production site indexable", () => {
    expect(commands.production).toBe("npm run build");
  });

  it.each(["deploy-preview", "branch-deploy"])("sends every page of a %s with noindex, keeping the site's own headers", (context) => {
    const dir = mkdtempSync(join(tmpdir(), "scalewise-preview-"));
    try {
      mkdirSync(join(dir, "public"));
      copyFileSync(join(ROOT, "static/_headers"), join(dir, "public/_headers"));
      const before = parseHeaders(readFileSync(join(dir, "public/_headers"), "utf8"));
      // The part after the build, run from a copy of the project root.
      const afterBuild = commands[context].replace(/^npm run build && /, "").replace("scripts/", `${join(ROOT, "scripts")}/`);
      execSync(afterBuild, { cwd: dir, stdio: "ignore" });
      const after = parseHeaders(readFileSync(join(dir, "public/_headers"), "utf8"));
      expect(before["/*"]["x-robots-tag"]).toBeUndefined();
      expect(after["/*"]).toEqual({ ...before["/*"], "x-robots-tag": "noindex" });
      expect(after["/admin/*"]).toEqual(before["/admin/*"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
