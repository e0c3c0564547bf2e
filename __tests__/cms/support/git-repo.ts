import { execFileSync, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

/** Runs git in `dir` and returns its output; throws with git's message when it fails. */
export function git(dir: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
}

/**
 * Makes `dir` (a copy of the site) a fresh repository with everything committed on `main`.
 * The identity is set in the repository itself: CI runs as root in a fresh clone with no global
 * git identity, and decap-server's git mode commits every save.
 */
export function initRepository(dir: string) {
  // Build output and the linked node_modules stay out of the commits decap-server makes with `git add .`.
  writeFileSync(join(dir, ".gitignore"), "node_modules\n.cache/\npublic/\nsrc/gatsby-types.d.ts\n");
  git(dir, "init", "--quiet", "--initial-branch=main");
  git(dir, "config", "user.name", "CMS Test");
  git(dir, "config", "user.email", "cms-test@scalewise.example");
  git(dir, "config", "commit.gpgsign", "false");
  git(dir, "add", ".");
  git(dir, "commit", "--quiet", "--no-verify", "-m", "The site, before the writer's post");
}

export function localBranches(dir: string): string[] {
  return git(dir, "branch", "--format=%(refname:short)").split("\n").filter(Boolean);
}

/** The file's text on `branch`, or null when that branch has no such file. */
export function fileOnBranch(dir: string, branch: string, path: string): string | null {
  const result = spawnSync("git", ["show", `${branch}:${path}`], { cwd: dir, encoding: "utf8" });
  return result.status === 0 ? result.stdout : null;
}

/** Where decap-server's git mode keeps an entry's workflow status: the branch's description. */
export function branchDescription(dir: string, branch: string): string {
  return git(dir, "config", `branch.${branch}.description`);
}
