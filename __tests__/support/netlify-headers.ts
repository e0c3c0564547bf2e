import { parseHeaders as parseHeaderRules } from "../../scripts/netlify-rules.cjs";

/**
 * A `_headers` file as { path: { header (lower case): value } }, read with the same parser the
 * static server uses; two rules for one path add up (a header set twice keeps the later value).
 */
export function parseHeaders(text: string): Record<string, Record<string, string>> {
  const byPath: Record<string, Record<string, string>> = {};
  for (const rule of parseHeaderRules(text)) {
    const headers = (byPath[rule.path] ??= {});
    for (const [name, value] of Object.entries(rule.headers)) headers[name.toLowerCase()] = value;
  }
  return byPath;
}
