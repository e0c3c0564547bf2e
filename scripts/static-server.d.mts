export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}
export function startStaticServer(options?: { root?: string; port?: number; host?: string }): Promise<StaticServer>;
export type RewriteRule = { prefix: string; to: string; exact?: undefined } | { exact: string; to: string; prefix?: undefined };
export function parseRewrites(text: string): RewriteRule[];
export function rewriteFor(rules: RewriteRule[], pathname: string): string | null;
