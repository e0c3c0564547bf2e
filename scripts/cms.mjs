// `npm run cms`: the writers' editor on this machine. Starts decap-server (the CMS's local
// backend, writing straight into content/) on 127.0.0.1:8081 and `gatsby develop`, then opens
// nothing: visit http://localhost:8000/admin/. Ctrl+C stops both; if one stops, so does the other.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const decapServer = join(dirname(require.resolve("decap-server/package.json")), "dist/index.js");
const gatsbyCli = require.resolve("gatsby/cli.js");

const children = [
  spawn(process.execPath, [decapServer], {
    stdio: "inherit",
    env: { ...process.env, PORT: "8081", BIND_HOST: "127.0.0.1" },
  }),
  spawn(process.execPath, [gatsbyCli, "develop", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  }),
];

let stopping = false;
function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = exitCode;
}

for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));
