// Node only: a Markdown node of Gatsby's store as the content rules read it (src/content/rules.ts).
import path from "node:path";
import { readFileSync } from "node:fs";
import type { Node } from "gatsby";
import { isCollection } from "../src/content/schema";
import { bodyOffsetIn, frontmatterBlock, rawFields, type ContentEntry } from "../src/content/rules";
import { readEntryMedia } from "./media-files";

export interface MarkdownNode extends Node {
  frontmatter: Record<string, unknown>;
  rawMarkdownBody: string;
}

export interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
}

/**
 * The one node field onCreateNode writes: each createNodeField call writes the whole node to
 * Gatsby's store again, so five fields cost five writes per Markdown file (~1 s of sourcing at
 * 3,000 posts). GraphQL reads it as `fields` (the @proxy in createSchemaCustomization).
 */
export const ENTRY_FIELD = "entry";

export interface EntryField {
  collection: string;
  path: string;
  slug: string;
  readTime: number;
  /**
   * The frontmatter fields as written (JSON), read from the file when the node was created:
   * createPages validates every entry without reading 3,000 files again on each rebuild.
   */
  rawFrontmatter: string;
  /** The lines of the file before the body, read with the frontmatter: messages about the body name the file's line. */
  bodyOffset: number;
}

/** The frontmatter fields as written and the lines before the body: stored on the node, else read from the file. */
function writtenParts(node: MarkdownNode, file: FileNode): Pick<ContentEntry, "raw" | "bodyOffset"> {
  const stored = (node.fields as { [ENTRY_FIELD]?: EntryField } | undefined)?.[ENTRY_FIELD];
  if (typeof stored?.rawFrontmatter === "string") return { raw: JSON.parse(stored.rawFrontmatter) as ContentEntry["raw"], bodyOffset: stored.bodyOffset };
  // Synchronous: the transformer has just read this small file (it is in the page cache), and an
  // awaited read is four round trips to libuv's thread pool that hold up the node's creation
  // (figures: docs/performance.md, "Sourcing").
  const source = readFileSync(file.absolutePath, "utf8");
  const block = frontmatterBlock(source);
  return { raw: block === null ? null : rawFields(block), bodyOffset: bodyOffsetIn(source, node.rawMarkdownBody ?? "") };
}

/** A content file as messages name it: from the project root, with forward slashes (`content/blog/a/index.md`). */
export const contentFile = (absolutePath: string) => path.relative(process.cwd(), absolutePath).split(path.sep).join("/");

/** The entry of a Markdown node; `withMedia: false` skips reading its image files (when they need no check). */
export async function toEntry(node: MarkdownNode, file: FileNode, withMedia = true): Promise<ContentEntry | null> {
  if (!isCollection(file.sourceInstanceName)) return null;
  const frontmatter = node.frontmatter ?? {};
  const body = node.rawMarkdownBody ?? "";
  return {
    file: contentFile(file.absolutePath),
    collection: file.sourceInstanceName,
    relativePath: file.relativePath.split(path.sep).join("/"),
    ...writtenParts(node, file),
    frontmatter,
    body,
    media: withMedia ? await readEntryMedia(file.absolutePath, frontmatter, body) : undefined,
  };
}

