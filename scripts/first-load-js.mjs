// `npm run size`: first-load JavaScript and HTML per built page (gzipped), as a Markdown table.
import { kb, measurePages } from "./page-weight.mjs";

const rows = await measurePages(process.argv[2] ?? "public");
if (rows.length === 0) {
  console.error("No built pages in public/: run `npm run build` first.");
  process.exit(1);
}
console.log("| page | first-load JS (KB gz) | HTML (KB gz) | scripts |");
console.log("|---|---:|---:|---:|");
for (const row of rows) console.log(`| ${row.route} | ${kb(row.jsGzip)} | ${kb(row.htmlGzip)} | ${row.scripts} |`);
const heaviest = rows.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
console.log(`\n${rows.length} pages; heaviest first-load JS: ${heaviest.route} ${kb(heaviest.jsGzip)} KB`);
