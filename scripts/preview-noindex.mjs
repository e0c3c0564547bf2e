// Run after `npm run build` for deploy previews and branch deploys (netlify.toml): the same site at
// another address, so it asks search engines to stay away. Canonical URLs still name the
// production site (SITE_URL), so nothing a preview links to competes with it.
import { appendFileSync } from "node:fs";
import { join } from "node:path";

const headers = join(process.argv[2] ?? "public", "_headers");
appendFileSync(headers, "\n# Added by scripts/preview-noindex.mjs: this deploy is a preview.\n/*\n  X-Robots-Tag: noindex\n");
console.log(`${headers}: every path of this deploy is sent with X-Robots-Tag: noindex`);
