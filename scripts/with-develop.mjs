// `npm run test:develop`: one `gatsby develop` session, the way `npm start` runs it, on a
// throwaway copy of the site so tests may edit its files. Once the server answers and has
// written the GraphQL types, the types are copied into this project (so `tsc` can check the
// queries without starting develop again), then the command after `--` runs with
//   DEVELOP_URL       the server's address
//   DEVELOP_SITE_DIR  the copy the server reads, for tests that edit content or components
// and the server is stopped. Exits with the command's exit code.
import { spawn } from "node:child_process";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { TYPES_FILE, startDevelop } from "./develop-server.mjs";
import { copySite } from "./site-copy.mjs";

const separator = process.argv.indexOf("--");
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error("usage: node scripts/with-develop.mjs -- <command> [args...]");
  process.exit(2);
}

const site = copySite();
let develop;
let exitCode = 1;
try {
  console.log(`Starting gatsby develop on a copy of the site (${site.dir})...`);
  develop = await startDevelop({ cwd: site.dir });
  copyFileSync(join(site.dir, TYPES_FILE), TYPES_FILE);
  console.log(`gatsby develop answers at ${develop.url} after ${develop.seconds.toFixed(1)} s; wrote ${TYPES_FILE}.`);
  exitCode = await new Promise((done) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: "inherit",
      shell: process.platform === "win32",
      env: { ...process.env, DEVELOP_URL: develop.url, DEVELOP_SITE_DIR: site.dir },
    });
    child.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
  if (exitCode !== 0) console.error(`\ngatsby develop's last output:\n${develop.output().slice(-3000)}`);
} catch (error) {
  console.error(error.message);
} finally {
  await develop?.stop();
  site.remove();
}
process.exit(exitCode);
