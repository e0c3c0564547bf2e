/** A heading of a Markdown body with its id: what a table of contents lists. */
export interface AnchoredHeading {
  id: string;
  /** The heading's text, without any `{#custom-id}`. */
  value: string;
  depth: number;
}

export const ANCHORED_DEPTHS: number[];
export const CUSTOM_ID_MARK: RegExp;
export const CUSTOM_ID_PATTERN: RegExp;
export const HEADING_CLASS: string;
export const LINK_CLASS: string;
export const RESERVED_IDS: string[];
export function textOf(node: object): string;
export function addHeadingIds(tree: object): AnchoredHeading[];
export function addHeadingLinks<Tree extends object>(tree: Tree): Tree;
export function anchorHeadings(tree: object): AnchoredHeading[];
export function anchoredHeadings(tree: object): AnchoredHeading[];
