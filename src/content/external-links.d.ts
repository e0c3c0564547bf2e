export const EXTERNAL_REL: string[];
export function isExternal(url: string, siteUrl: string): boolean;
export function markExternalLinks<Tree extends object>(tree: Tree, siteUrl: string): Tree;
