// `npm run size`: first-load JavaScript and HTML per built page (gzipped), as a Markdown table.
// `npm run size -- --after-load [--pages /,/contact/]`: what a first visit fetches in the 3 s after
// the load event instead, lazy chunks included, measured in Chromium (first-visit-js.mjs).
import { kb, measurePages } from "./page-weight.mjs";
import { optionReader } from "./cli-args.mjs";

const args = process.argv.slice(2);
const option = optionReader(args);
const valued = new Set(["--pages"]);
const publicDir = args.find((arg, index) => !arg.startsWith("--") && !valued.has(args[index - 1])) ?? "public";

const rows = await measurePages(publicDir);
if (rows.length === 0) {
  console.error("No built pages in public/: run `npm run build` first.");
  process.exit(1);
}

if (args.includes("--after-load")) {
  const { measureFirstVisits, SETTLE_MS } = await import("./first-visit-js.mjs");
  const routes = option("pages", "")?.split(",").filter(Boolean);
  const visits = await measureFirstVisits(publicDir, { routes: routes?.length ? routes : undefined });
  const firstLoad = new Map(rows.map((row) => [row.route, row.jsGzip]));
  console.log(`| page | JS fetched by ${SETTLE_MS / 1000} s after load (KB gz) | of which lazy chunks | first-load JS (npm run size) |`);
  console.log("|---|---:|---:|---:|");
  for (const visit of visits) {
    const lazy = visit.scripts.filter((script) => script.lazy).reduce((sum, script) => sum + script.gzip, 0);
    console.log(`| ${visit.route} | ${kb(visit.jsGzip)} | ${kb(lazy)} | ${kb(firstLoad.get(visit.route) ?? 0)} |`);
  }
  const heaviest = visits.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
  console.log(`\n${visits.length} pages; heaviest first visit: ${heaviest.route} ${kb(heaviest.jsGzip)} KB`);
} else {
  console.log("| page | first-load JS (KB gz) | HTML (KB gz) | scripts |");
  console.log("|---|---:|---:|---:|");
  for (const row of rows) console.log(`| ${row.route} | ${kb(row.jsGzip)} | ${kb(row.htmlGzip)} | ${row.scripts} |`);
  const heaviest = rows.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
  console.log(`\n${rows.length} pages; heaviest first-load JS: ${heaviest.route} ${kb(heaviest.jsGzip)} KB`);
}
