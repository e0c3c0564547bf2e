/** A link to a site path as written in a Markdown body, with its line in the body (1-based). */
export interface BodyLink {
  url: string;
  line: number;
}
export const CACHE_NAME: string;
export function isSitePath(url: unknown): boolean;
export function linksKey(digest: string): string;
export function siteLinks(tree: unknown): BodyLink[];
export function rememberSiteLinks(args: {
  markdownAST: unknown;
  markdownNode: { internal: { contentDigest: string } };
  getCache: (name: string) => { set: (key: string, value: unknown) => Promise<unknown> };
}): Promise<void>;
