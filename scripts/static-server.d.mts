export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}
export function startStaticServer(options?: { root?: string; port?: number; host?: string }): Promise<StaticServer>;
/** The decoded path, or null when a segment cannot name a file (`/a%2Fb`, `/%2e%2e/`, a bad escape). */
export function decodedPath(rawPathname: string): string | null;
