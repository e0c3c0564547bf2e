// Writes the list of the HTML a Markdown body may carry into the writers' guide (content/README.md),
// between its `allowed-html` markers, from the allowlist itself (src/content/allowlist.ts), so the
// guide cannot drift from the rules. __tests__/unit/writers-guide.test.ts fails when it is stale.
// Run: npm run writers-guide
import { readFileSync, writeFileSync } from "node:fs";
import { allowedHtmlGuide } from "../src/content/allowlist.ts";

const GUIDE = new URL("../content/README.md", import.meta.url);
const START = "<!-- allowed-html: start (written by npm run writers-guide) -->";
const END = "<!-- allowed-html: end -->";

const text = readFileSync(GUIDE, "utf8");
const [before, rest] = text.split(START);
if (rest === undefined || !rest.includes(END)) throw new Error(`content/README.md has no ${START} ... ${END} section`);
const after = rest.slice(rest.indexOf(END));
writeFileSync(GUIDE, `${before}${START}\n${allowedHtmlGuide()}\n${after}`);
console.log("content/README.md: the allowed HTML list is current");
