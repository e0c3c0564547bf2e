import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readHeaderRules, readRedirects } from "../../netlify/rules.mjs";

/** Netlify's parsers read files only: a test's text goes through a temporary one. */
async function fromText<T>(name: string, text: string, read: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "netlify-rules-"));
  try {
    await writeFile(join(dir, name), text);
    return await read(join(dir, name));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `readHeaderRules` for a `_headers` file's text. */
export const parseHeaders = (text: string) => fromText("_headers", text, readHeaderRules);

/** `readRedirects` for a `_redirects` file's text. */
export const parseRedirects = (text: string) => fromText("_redirects", text, readRedirects);
