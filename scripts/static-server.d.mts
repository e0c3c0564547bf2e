import type { NetlifyFormsOptions } from "./netlify-forms.mjs";

export interface StaticServer {
  url: string;
  /** Where accepted form submissions are appended, one JSON line each (scripts/netlify-forms.mjs). */
  submissionsFile: string;
  close: () => Promise<void>;
}
export function startStaticServer(options?: {
  root?: string;
  port?: number;
  host?: string;
  forms?: Omit<NetlifyFormsOptions, "publicDir">;
}): Promise<StaticServer>;
/** The decoded path, or null when a segment cannot name a file (`/a%2Fb`, `/%2e%2e/`, a bad escape). */
export function decodedPath(rawPathname: string): string | null;
