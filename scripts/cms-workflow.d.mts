export interface GitState {
  root: string | null;
  branch: string;
  changes: string[];
}
export function readGitState(cwd: string): GitState;
export function workflowProblem(state: GitState): string | null;
