export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}
export function startStaticServer(options?: { root?: string; port?: number; host?: string }): Promise<StaticServer>;
