/** Parses Netlify's `_headers` format into { path: { header: value } }; two rules for one path add up (a header set twice keeps the later value). */
export function parseHeaders(text: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | null = null;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = rules[line.trim()] = { ...rules[line.trim()] };
    } else if (current) {
      const index = line.indexOf(":");
      current[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim();
    }
  }
  return rules;
}
