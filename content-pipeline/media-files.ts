// Node only (the build and tests): reads what the content rules in src/content/media.ts need from disk.
import { open, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { MEDIA_HEAD_BYTES, mediaReferences, referencePath, type MediaFile, type MediaFiles } from "../src/content/media";
import { bodyFacts, type ContentEntry } from "../src/content/rules";
import { collections, imageFieldNames } from "../src/content/schema";

/** A file's size and first bytes, or null when there is no such file. */
export async function readMediaFile(path: string): Promise<MediaFile | null> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  const handle = await open(path, "r");
  try {
    const head = new Uint8Array(Math.min(MEDIA_HEAD_BYTES, info.size));
    await handle.read(head, 0, head.length, 0);
    return { bytes: info.size, head };
  } finally {
    await handle.close();
  }
}

/** The image files an entry refers to (its cover or photo and its body's images), looked up next to its Markdown file (`markdownPath`, absolute). */
export async function readEntryMedia(markdownPath: string, entry: ContentEntry): Promise<MediaFiles> {
  const folder = dirname(markdownPath);
  const references = mediaReferences(entry.frontmatter, bodyFacts(entry).images, imageFieldNames(collections[entry.collection]));
  const files = await Promise.all(references.map((reference) => readMediaFile(join(folder, referencePath(reference)))));
  return Object.fromEntries(references.map((reference, index) => [reference, files[index]]));
}
