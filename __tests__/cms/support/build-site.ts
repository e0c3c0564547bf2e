import { join } from "node:path";
import { spawn } from "node:child_process";

/** Runs `gatsby build` in the copy; resolves with its output, rejects with it when the build fails. */
export function buildSite(dir: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(dir, "node_modules/gatsby/cli.js"), "build"], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: "production", GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", fail);
    child.on("exit", (code) => (code === 0 ? done(output) : fail(new Error(`gatsby build exited with ${code}:\n${output.slice(-4000)}`))));
  });
}
