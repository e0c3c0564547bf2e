// @ts-check
// Checks `npm run cms -- --workflow` makes before it lets decap-server's git mode work in this
// repository: that mode checks out the cms/... branches here and commits with `git add .`, so
// uncommitted work would be swept into a writer's draft.
import { execFileSync } from "node:child_process";

/** @typedef {{ root: string | null; branch: string; changes: string[] }} GitState */

/**
 * @param {string} cwd
 * @param {...string} args
 * @returns {string | null}
 */
function git(cwd, ...args) {
  try {
    return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).replace(/\n$/, "");
  } catch {
    return null;
  }
}

/**
 * The repository around `cwd`: its root, the branch checked out ("" when detached) and uncommitted paths.
 * @param {string} cwd
 * @returns {GitState}
 */
export function readGitState(cwd) {
  const root = git(cwd, "rev-parse", "--show-toplevel");
  if (root === null) return { root: null, branch: "", changes: [] };
  const status = git(root, "status", "--porcelain", "--untracked-files=all") ?? "";
  return {
    root,
    branch: git(root, "branch", "--show-current") ?? "",
    changes: status === "" ? [] : status.split("\n").map((line) => line.slice(3)),
  };
}

/**
 * Why the editorial workflow cannot start here, in one line; null when it can.
 * @param {GitState} state
 * @returns {string | null}
 */
export function workflowProblem({ root, branch, changes }) {
  if (root === null) return "this folder is not in a git repository; run it in a clone of the site";
  if (branch === "") return "HEAD is detached; check out the branch to publish into first (for example git switch main)";
  if (changes.length > 0) {
    const listed = changes.slice(0, 3).join(", ") + (changes.length > 3 ? `, and ${changes.length - 3} more` : "");
    return `the working tree has uncommitted changes (${listed}); commit or stash them first, or each save would commit them into the writer's draft`;
  }
  return null;
}
