/**
 * `npm run cms -- --workflow` runs decap-server's git mode over this repository, which checks out
 * cms/... branches and commits with `git add .`: it must refuse to start where that would sweep
 * uncommitted work into a draft, and name the branch drafts are published into.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { readGitState, workflowProblem } from "../../scripts/cms-workflow.mjs";
import { git, initRepository } from "./support/git-repo";

const CMS_SCRIPT = resolve("scripts/cms.mjs");
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "scalewise-cms-workflow-"));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `npm run cms -- --workflow` in `cwd`; a refusal exits at once, before any server starts. */
function runWorkflow(cwd: string) {
  const result = spawnSync(process.execPath, [CMS_SCRIPT, "--workflow"], { cwd, encoding: "utf8", timeout: 30_000 });
  return { status: result.status, stderr: result.stderr };
}

function committedRepository() {
  writeFileSync(join(dir, "README.md"), "A site\n");
  initRepository(dir);
}

describe("npm run cms -- --workflow", () => {
  it("refuses a folder outside any git repository", () => {
    expect(runWorkflow(dir)).toEqual({
      status: 1,
      stderr: "npm run cms -- --workflow: this folder is not in a git repository; run it in a clone of the site\n",
    });
  });

  it("refuses a working tree with uncommitted changes, naming them", () => {
    committedRepository();
    writeFileSync(join(dir, "README.md"), "A site, edited\n");
    writeFileSync(join(dir, "notes.txt"), "not committed\n");
    const { status, stderr } = runWorkflow(dir);
    expect(status).toBe(1);
    expect(stderr).toContain("the working tree has uncommitted changes (README.md, notes.txt); commit or stash them first");
  });

  it("refuses a detached HEAD", () => {
    committedRepository();
    git(dir, "checkout", "--quiet", "--detach");
    expect(runWorkflow(dir).stderr).toContain("HEAD is detached; check out the branch to publish into first");
  });

  it("accepts a clean checkout and publishes into the branch checked out", () => {
    committedRepository();
    git(dir, "checkout", "--quiet", "-b", "content");
    const state = readGitState(dir);
    expect(state).toEqual({ root: git(dir, "rev-parse", "--show-toplevel"), branch: "content", changes: [] });
    expect(workflowProblem(state)).toBeNull();
  });
});
