// Node only: a Markdown node of Gatsby's store as the content rules read it (src/content/rules.ts).
import path from "node:path";
import { readFileSync } from "node:fs";
import matter from "gray-matter";
import type { Node } from "gatsby";
import { isCollection } from "../src/content/vocabulary";
import { bodyOffsetIn, type BodyFacts, type ContentEntry } from "../src/content/rules";
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

/** The one node field onCreateNode writes (each createNodeField rewrites the whole node); GraphQL reads it as `fields` (@proxy). */
export const ENTRY_FIELD = "entry";

export interface EntryField {
  collection: string;
  path: string;
  slug: string;
  /** Whether the file starts with a frontmatter block, read with the file when the node was created. */
  hasFrontmatter: boolean;
  /** The lines of the file before the body: messages about the body name the file's line. */
  bodyOffset: number;
}

/** The entry field stored on a node by an earlier onCreateNode, if any. */
export const storedEntryField = (node: Node) => (node.fields as { [ENTRY_FIELD]?: EntryField } | undefined)?.[ENTRY_FIELD];

/** Whether the file starts with a frontmatter block and the lines before its body: stored on the node, else read from the file. */
function fileParts(node: MarkdownNode, file: FileNode): Pick<ContentEntry, "hasFrontmatter" | "bodyOffset"> {
  const stored = storedEntryField(node);
  if (stored) return { hasFrontmatter: stored.hasFrontmatter, bodyOffset: stored.bodyOffset };
  // Synchronous: the transformer has just read this small file (it is in the page cache).
  const source = readFileSync(file.absolutePath, "utf8");
  return { hasFrontmatter: matter.test(source), bodyOffset: bodyOffsetIn(source, node.rawMarkdownBody ?? "") };
}

/** A content file as messages name it: from the project root, with forward slashes (`content/blog/a/index.md`). */
export const contentFile = (absolutePath: string) => path.relative(process.cwd(), absolutePath).split(path.sep).join("/");

/** The entry of a Markdown node; with its body's facts, its image files are read too, for the rules to check. */
export async function toEntry(node: MarkdownNode, file: FileNode, facts?: BodyFacts): Promise<ContentEntry | null> {
  if (!isCollection(file.sourceInstanceName)) return null;
  const entry: ContentEntry = {
    file: contentFile(file.absolutePath),
    collection: file.sourceInstanceName,
    relativePath: file.relativePath.split(path.sep).join("/"),
    frontmatter: node.frontmatter ?? {},
    body: node.rawMarkdownBody ?? "",
    ...fileParts(node, file),
    facts,
  };
  if (facts) entry.media = await readEntryMedia(file.absolutePath, entry);
  return entry;
}
