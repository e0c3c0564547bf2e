import { parseHeaders as parseHeaderRules } from "./rules-from-text";

/**
 * A `_headers` file as { path: { header (lower case): value } }, read with Netlify's parser (the
 * one the static server uses); two rules for one path add up (a header set twice keeps the later value).
 */
export async function parseHeaders(text: string): Promise<Record<string, Record<string, string>>> {
  const byPath: Record<string, Record<string, string>> = {};
  for (const rule of await parseHeaderRules(text)) {
    const headers = (byPath[rule.for] ??= {});
    for (const [name, value] of Object.entries(rule.values)) headers[name.toLowerCase()] = value;
  }
  return byPath;
}
