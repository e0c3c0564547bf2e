// Writes the list of the HTML a Markdown body may carry into the writers' guide (content/README.md),
// between its `allowed-html` markers, from the allowlist itself (src/content/allowlist.ts), so the
// guide cannot drift from the rules. __tests__/unit/writers-guide.test.ts fails when it is stale.
// Run: npm run writers-guide
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { BODY_HTML_SCHEMA as schema, attributeName } from "../src/content/allowlist.ts";

// npm runs the script from the project's root.
const GUIDE = resolve("content/README.md");
const START = "<!-- allowed-html: start (written by npm run writers-guide) -->";
const END = "<!-- allowed-html: end -->";

/**
 * The elements and attributes a body may carry, as the schema lists them.
 * @returns {{ elements: string[]; attributes: Record<string, string[]>; protocols: Record<string, string[]> }}
 */
export function allowedHtml() {
  /** @param {string | [string, ...unknown[]]} definition */
  const describe = (definition) => {
    if (typeof definition === "string") return attributeName(definition);
    const [property, ...values] = definition;
    return `${attributeName(property)} (${values.map((value) => (value instanceof RegExp ? `matching ${value}` : JSON.stringify(value))).join(" or ")})`;
  };
  const attributes = Object.fromEntries(Object.entries(schema.attributes ?? {}).map(([tag, definitions]) => [tag, definitions.map(describe)]));
  const protocols = Object.fromEntries(Object.entries(schema.protocols ?? {}).map(([property, list]) => [attributeName(property), [...(list ?? [])]]));
  return { elements: [...(schema.tagNames ?? [])].sort(), attributes, protocols };
}

/** The writers' guide's list of the HTML a body may carry. */
export function allowedHtmlGuide() {
  const { elements, attributes, protocols } = allowedHtml();
  /** @param {string} text */
  const code = (text) => `\`${text}\``;
  const tagged = Object.entries(attributes)
    .filter(([tag]) => tag !== "*" && elements.includes(tag))
    .map(([tag, list]) => `  - on ${code(`<${tag}>`)}: ${list.map(code).join(", ")}`);
  return [
    `- **Elements:** ${elements.map((tag) => code(`<${tag}>`)).join(", ")}.`,
    `- **Attributes on any of them:** ${(attributes["*"] ?? []).map(code).join(", ")}.`,
    "- **Attributes on some:**",
    ...tagged,
    `- **Link addresses** (${code("href")}): a path of the site, or ${(protocols.href ?? []).map((scheme) => code(`${scheme}:`)).join(", ")}.`,
    "- **Comments** (`<!-- ... -->`): kept out of sight of readers; close every one.",
  ].join("\n");
}

if (process.argv[1]?.endsWith("writers-guide.mjs")) {
  const text = readFileSync(GUIDE, "utf8");
  const [before, rest] = text.split(START);
  if (rest === undefined || !rest.includes(END)) throw new Error(`content/README.md has no ${START} ... ${END} section`);
  writeFileSync(GUIDE, `${before}${START}\n${allowedHtmlGuide()}\n${rest.slice(rest.indexOf(END))}`);
  console.log("content/README.md: the allowed HTML list is current");
}
