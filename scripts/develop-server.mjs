// Starts the development server with the README's own command (`npm start`, i.e. `gatsby
// develop`), for scripts and tests: on 127.0.0.1 and a free port, output collected, stopped with
// its whole process group.
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

/** Where Gatsby's typegen writes the query types (git-ignored; `tsc` reads them). */
export const TYPES_FILE = "src/gatsby-types.d.ts";

export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

const modifiedAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/**
 * Starts `npm start` (`gatsby develop`) in `cwd`. Resolves once the server answers and the GraphQL types have
 * been written, with `{ url, output, stop }`; rejects with the server's output if it exits or
 * `timeoutMs` passes first.
 */
export async function startDevelop({ cwd = process.cwd(), timeoutMs = 600_000, env = {} } = {}) {
  const port = await freePort();
  const typesFile = join(cwd, TYPES_FILE);
  const typesBefore = modifiedAt(typesFile);
  // Without Jest's NODE_ENV=test, which Gatsby's babel loader takes for its own unit tests (it then reads no config).
  const shellEnv = { ...process.env };
  delete shellEnv.NODE_ENV;
  const child = spawn("npm", ["start", "--", "--host", "127.0.0.1", "--port", String(port)], {
    cwd,
    env: { ...shellEnv, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));

  let exited = false;
  const exit = new Promise((done) => child.on("exit", (code) => ((exited = true), done(code))));
  const stop = async () => {
    if (exited) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return; // already gone
    }
    const killTimer = setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        /* gone */
      }
    }, 10_000);
    await exit;
    clearTimeout(killTimer);
  };

  const started = Date.now();
  const ready = () =>
    /You can now view/.test(output) &&
    modifiedAt(typesFile) > typesBefore &&
    // typegen writes the file more than once while queries settle
    Date.now() - modifiedAt(typesFile) > 1500;

  await new Promise((done, fail) => {
    const timer = setInterval(() => {
      if (ready()) {
        clearInterval(timer);
        done();
      } else if (exited || Date.now() - started > timeoutMs) {
        clearInterval(timer);
        void stop();
        fail(new Error(`gatsby develop ${exited ? "exited" : `was not ready within ${timeoutMs / 1000} s`}. It said:\n${output.slice(-4000)}`));
      }
    }, 250);
  });

  return { url: `http://127.0.0.1:${port}`, port, output: () => output, stop, seconds: (Date.now() - started) / 1000 };
}
