export interface PageWeight {
  route: string;
  htmlGzip: number;
  jsGzip: number;
  scripts: number;
  /** The external scripts counted, by path. */
  sources: string[];
}
export function measurePages(publicDir?: string): Promise<PageWeight[]>;
export function routeOf(publicDir: string, file: string): string;
export function scriptSources(html: string): { external: string[]; inline: string[] };
export function kb(bytes: number): string;
