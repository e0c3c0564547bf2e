// `npm run cms`: the writers' editor on this machine. Starts decap-server (the CMS's local
// backend) on 127.0.0.1:8081 and `gatsby develop`, then opens nothing: visit
// http://localhost:8000/admin/. Ctrl+C stops both; if one stops, so does the other.
//
//   npm run cms                  file-system mode: Publish writes straight into content/.
//   npm run cms -- --workflow    git mode over this repository: the editorial workflow, each
//                                draft a cms/... branch, Publish merges it into the branch
//                                checked out here. Needs a clean working tree.
//
// The editor asks decap-server which mode it runs in (Decap's proxy backend reports its publish
// modes) and shows the workflow or the plain Publish button accordingly.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { readGitState, workflowProblem } from "./cms-workflow.mjs";

const require = createRequire(import.meta.url);
const decapServer = join(dirname(require.resolve("decap-server/package.json")), "dist/index.js");
const gatsbyCli = require.resolve("gatsby/cli.js");

const args = process.argv.slice(2);
const workflow = args.includes("--workflow");
const developArgs = args.filter((arg) => arg !== "--workflow");

let backendEnv = { MODE: "fs" };
let developEnv = {};
if (workflow) {
  const git = readGitState(process.cwd());
  const problem = workflowProblem(git);
  if (problem) {
    console.error(`npm run cms -- --workflow: ${problem}`);
    process.exit(1);
  }
  backendEnv = { MODE: "git", GIT_REPO_DIRECTORY: git.root };
  // The editor's branch is the one checked out: drafts branch from it and publish into it.
  developEnv = { CMS_BRANCH: git.branch };
  console.log(`Editorial workflow over ${git.root}: drafts are cms/... branches, Publish merges them into ${git.branch}.`);
}

const children = [
  spawn(process.execPath, [decapServer], {
    stdio: "inherit",
    env: { ...process.env, ...backendEnv, PORT: "8081", BIND_HOST: "127.0.0.1" },
  }),
  spawn(process.execPath, [gatsbyCli, "develop", ...developArgs], {
    stdio: "inherit",
    env: { ...process.env, ...developEnv, GATSBY_TELEMETRY_DISABLED: "1" },
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
