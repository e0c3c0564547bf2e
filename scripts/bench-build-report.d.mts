export interface BuildResult {
  run: number;
  site: string;
  kind: string;
  seconds: number;
  cpuSeconds: number;
  peakRss: number;
  peakPss: number;
  peakDuring: string;
  /** Resident set of each process of the tree at the peak, in MB, e.g. "1200 + 480". */
  peakProcesses: string;
  loadBefore: string;
  loadAfter: string;
  stages: Record<string, number>;
  /** CPU seconds of the process tree per step (see stageCpuCounter). */
  stageCpu?: Record<string, number>;
}
export interface ReportInput {
  date: string;
  posts: number;
  /** This site's posts had covers (the anchor's cannot): the report says the ratios are not like-for-like. */
  covers?: boolean;
  runs: number;
  editedPost: string;
  commit: string;
  /** Another checkout of this site built in the same runs (results with site "base"), e.g. "abc1234 (../base)". */
  base?: string;
  anchor: string;
  uptimeStart: string;
  uptimeEnd: string;
  results: BuildResult[];
  /** Each site's package.json `build` script, by site name. */
  buildScripts?: Record<string, string>;
}
export const EXPECTED_STAGE: string;
export function parseStages(output: string): Record<string, number>;
/** The stage a line of `gatsby build`'s output ends, or null. */
export function stageOfLine(line: string): { name: string; seconds: number; step: boolean } | null;
/** CPU seconds per step, attributed as the steps' lines arrive (one chunk of output at a time) with the tree's CPU so far. */
export function stageCpuCounter(): { stages: Record<string, number>; add(lines: string | string[], cpuSeconds: number): void };
export function median(values: number[]): number;
export function formatReport(input: ReportInput): string;
/** The variables a `[NAME=value ...] gatsby build` script sets; throws for any other shape. */
export function buildScriptEnvironment(script: string): Record<string, string>;
