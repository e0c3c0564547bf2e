// Writes src/gatsby-types.d.ts (Gatsby's GraphQL typegen, git-ignored) so `tsc` can check queries
// before any build. Gatsby only writes it from `gatsby develop`, so this starts develop, waits for
// the file to be written, then stops it. Skips the work when the file is newer than every source.
// (`npm test` gets the types from the development-server session instead: scripts/with-develop.mjs.)
import { existsSync, statSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { TYPES_FILE, startDevelop } from "./develop-server.mjs";

function newestSource(dir, newest = 0) {
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) newest = newestSource(full, newest);
    else if (/\.(tsx?|md)$/.test(entry.name) && full !== TYPES_FILE) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const sources = Math.max(newestSource("src"), newestSource("content"), statSync("gatsby-config.ts").mtimeMs, statSync("gatsby-node.ts").mtimeMs);
if (existsSync(TYPES_FILE) && statSync(TYPES_FILE).mtimeMs > sources && !process.argv.includes("--force")) {
  console.log(`${TYPES_FILE} is up to date.`);
  process.exit(0);
}

try {
  const develop = await startDevelop();
  await develop.stop();
  console.log(`Wrote ${TYPES_FILE} in ${develop.seconds.toFixed(1)} s.`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
