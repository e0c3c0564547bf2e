/**
 * When a Markdown page shows a table of contents, and what it lists (content/README.md, "Headings").
 * Pure: the post, legal, help and docs templates and the editor's preview share it.
 */

/** The heading levels a table of contents lists: `##` sections and their `###` subsections. */
export const CONTENTS_DEPTHS: readonly number[] = [2, 3];
/** A page gets a table of contents from this many listed headings... */
export const CONTENTS_MIN_HEADINGS = 3;
/** ...and this many minutes of reading (about 600 words, src/content/read-time.ts). */
export const CONTENTS_MIN_MINUTES = 3;

/** A heading as the transformer's `headings` field gives it (any part may be missing). */
export interface HeadingRef {
  id?: string | null;
  value?: string | null;
  depth?: number | null;
}

/** A link of the table of contents: a heading's id and text. */
export interface ContentsLink {
  id: string;
  title: string;
}

/** One line of the table of contents: a `##` section with its `###` subsections, or a lone subsection. */
export interface ContentsItem extends ContentsLink {
  children: readonly ContentsLink[];
}

/**
 * The table of contents of a page with these headings (in document order) and read time: the `##`
 * sections, each with its `###` subsections, or nothing for a short page or one with few sections.
 */
export function tableOfContents(headings: ReadonlyArray<HeadingRef | null>, readTimeMinutes: number): ContentsItem[] {
  const listed = headings.filter(
    (heading): heading is { id: string; value: string; depth: number } =>
      heading !== null &&
      typeof heading.id === "string" && heading.id !== "" && typeof heading.value === "string" && heading.value !== "" && CONTENTS_DEPTHS.includes(heading.depth ?? 0),
  );
  if (listed.length < CONTENTS_MIN_HEADINGS || readTimeMinutes < CONTENTS_MIN_MINUTES) return [];
  const items: Array<ContentsLink & { children: ContentsLink[] }> = [];
  const topDepth = Math.min(...listed.map((heading) => heading.depth));
  for (const heading of listed) {
    const parent = items[items.length - 1];
    if (heading.depth > topDepth && parent) parent.children.push({ id: heading.id, title: heading.value });
    else items.push({ id: heading.id, title: heading.value, children: [] });
  }
  return items;
}
