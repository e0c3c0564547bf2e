import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { dirname, join } from "node:path";

export interface DecapServer {
  /** The API URL, on 127.0.0.1 and a free port. */
  url: string;
  /** Everything the server logged, for failure messages. */
  log: () => string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/**
 * Starts decap-server over `repoDir`, bound to 127.0.0.1: in file-system mode it writes files
 * there; in git mode (`repoDir` a git repository) it keeps drafts on cms/... branches and
 * publishes by merging them, the editorial workflow.
 */
export async function startDecapServer(repoDir: string, mode: "fs" | "git" = "fs"): Promise<DecapServer> {
  const port = await freePort();
  const entry = join(dirname(require.resolve("decap-server/package.json")), "dist/index.js");
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: repoDir,
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: repoDir, MODE: mode },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);

  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`decap-server did not start within 20 s:\n${output}`)), 20_000);
    child.stdout!.on("data", () => {
      if (/listening on/i.test(output)) {
        clearTimeout(timer);
        ready();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`decap-server exited with ${code}:\n${output}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    log: () => output,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}
