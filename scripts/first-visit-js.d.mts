export const SETTLE_MS: number;
export interface FirstVisitScript {
  path: string;
  gzip: number;
  /** Not counted by page-weight.mjs: fetched later by the page itself. */
  lazy: boolean;
}
export interface FirstVisit {
  route: string;
  jsGzip: number;
  scripts: FirstVisitScript[];
}
export function measureFirstVisits(publicDir?: string, options?: { routes?: string[]; settleMs?: number }): Promise<FirstVisit[]>;
