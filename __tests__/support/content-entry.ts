import matter from "gray-matter";
import { bodyOffsetIn, type ContentEntry } from "../../src/content/rules";
import { frontmatterEngine } from "../../src/content/frontmatter";
import type { Collection } from "../../src/content/vocabulary";

/** A ContentEntry built from a Markdown source the way the build builds it: gray-matter with the site's YAML reader, the transformer's default title. */
export function entryFromSource(file: string, source: string): ContentEntry {
  const [, collection, ...rest] = file.split("/");
  const parsed = matter(source, { engines: { yaml: frontmatterEngine } } as never);
  return {
    file,
    collection: collection as Collection,
    relativePath: rest.join("/"),
    hasFrontmatter: matter.test(source),
    frontmatter: { title: "", ...parsed.data },
    body: parsed.content,
    bodyOffset: bodyOffsetIn(source, parsed.content),
  };
}
