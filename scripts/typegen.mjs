// Writes src/gatsby-types.d.ts (Gatsby's GraphQL typegen, git-ignored) so `tsc` can check queries
// before any build. Gatsby only writes it from `gatsby develop`, so this starts develop, waits for
// the file to be written, then stops it. Skips the work when the file is newer than every source.
import { spawn } from "node:child_process";
import { existsSync, statSync, readdirSync } from "node:fs";
import { join } from "node:path";

const TYPES = "src/gatsby-types.d.ts";
const TIMEOUT_MS = 600_000;

function newestSource(dir, newest = 0) {
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) newest = newestSource(full, newest);
    else if (/\.(tsx?|md)$/.test(entry.name) && full !== TYPES) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const sources = Math.max(newestSource("src"), newestSource("content"), statSync("gatsby-config.ts").mtimeMs, statSync("gatsby-node.ts").mtimeMs);
if (existsSync(TYPES) && statSync(TYPES).mtimeMs > sources && !process.argv.includes("--force")) {
  console.log(`${TYPES} is up to date.`);
  process.exit(0);
}

const before = existsSync(TYPES) ? statSync(TYPES).mtimeMs : 0;
const port = String(18000 + Math.floor(Math.random() * 1000));
const develop = spawn("npx", ["gatsby", "develop", "--port", port, "--host", "127.0.0.1"], {
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
let output = "";
develop.stdout.on("data", (chunk) => (output += chunk));
develop.stderr.on("data", (chunk) => (output += chunk));

const stop = (code, message) => {
  try {
    process.kill(-develop.pid, "SIGTERM");
  } catch {
    /* already gone */
  }
  if (message) console[code ? "error" : "log"](message);
  process.exit(code);
};

const started = Date.now();
const timer = setInterval(() => {
  if (existsSync(TYPES) && statSync(TYPES).mtimeMs > before && /Writing GraphQL type definitions|success/i.test(output)) {
    const age = Date.now() - statSync(TYPES).mtimeMs;
    if (age > 1500) {
      clearInterval(timer);
      stop(0, `Wrote ${TYPES} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }
  } else if (Date.now() - started > TIMEOUT_MS) {
    clearInterval(timer);
    stop(1, `Timed out waiting for ${TYPES}. gatsby develop said:\n${output.slice(-4000)}`);
  }
}, 500);
develop.on("exit", (code) => {
  if (!existsSync(TYPES) || statSync(TYPES).mtimeMs <= before) {
    clearInterval(timer);
    console.error(`gatsby develop exited (${code}) before writing ${TYPES}:\n${output.slice(-4000)}`);
    process.exit(1);
  }
});
