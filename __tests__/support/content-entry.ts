import matter from "gray-matter";
import { bodyOffsetIn, frontmatterBlock, rawFields, type ContentEntry } from "../../src/content/rules";
import type { Collection } from "../../src/content/schema";

/** A ContentEntry built from a Markdown source the way gatsby-node builds it (same YAML parser as the build). */
export function entryFromSource(file: string, source: string): ContentEntry {
  const [, collection, ...rest] = file.split("/");
  const parsed = matter(source);
  const frontmatter = Object.fromEntries(
    Object.entries(parsed.data).map(([key, value]) => [key, value instanceof Date ? value.toJSON() : value]),
  );
  const block = frontmatterBlock(source);
  return {
    file,
    collection: collection as Collection,
    relativePath: rest.join("/"),
    raw: block === null ? null : rawFields(block),
    frontmatter: { title: "", ...frontmatter },
    body: parsed.content,
    bodyOffset: bodyOffsetIn(source, parsed.content),
  };
}
