// Builds a temporary copy of the site with N generated posts and reports the build time and the
// weight of /blog/ (HTML + first-load JS gzipped, plus its page-data.json gzipped).
//   node scripts/bench/blog-scale.mjs [count=3000] [--per-page=N] [--covers] [--keep]
// --per-page overrides POSTS_PER_PAGE in the copy (e.g. 100000 = one unpaginated list, the "before").
// --covers gives the generated posts covers (see scripts/generate-posts.mjs).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const root = resolve(import.meta.dirname, "../..");
const args = process.argv.slice(2);
const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 3000);
const perPage = args.find((arg) => arg.startsWith("--per-page="))?.split("=")[1];
const keep = args.includes("--keep");
const covers = args.includes("--covers");

const skip = new Set(["node_modules", ".cache", "public", ".git", "coverage"]);
const site = mkdtempSync(join(tmpdir(), "scalewise-blog-scale-"));
cpSync(root, site, { recursive: true, filter: (source) => !skip.has(source.slice(root.length + 1).split("/")[0]) });
symlinkSync(join(root, "node_modules"), join(site, "node_modules"), "dir");

if (perPage) {
  const file = join(site, "src/content/pagination.ts");
  writeFileSync(file, readFileSync(file, "utf8").replace(/POSTS_PER_PAGE = \d+/, `POSTS_PER_PAGE = ${Number(perPage)}`));
}
const generate = spawnSync("node", ["scripts/generate-posts.mjs", String(count), "content/blog", ...(covers ? ["--covers"] : [])], { cwd: site, stdio: "inherit" });
if (generate.status !== 0) process.exit(1);

const started = Date.now();
const build = spawnSync("npx", ["gatsby", "build"], {
  cwd: site,
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
const buildSeconds = (Date.now() - started) / 1000;
if (build.status !== 0) {
  console.error(build.stdout.slice(-3000), build.stderr.slice(-3000));
  process.exit(1);
}

const { measurePages, kb } = await import(join(root, "scripts/bench/page-weight.mjs"));
const rows = await measurePages(join(site, "public"));
const blog = rows.find((row) => row.route === "/blog/");
const pageData = gzipSync(readFileSync(join(site, "public/page-data/blog/page-data.json")), { level: 9 }).length;
const listPages = readdirSync(join(site, "public/blog")).filter((name) => /^\d+$/.test(name)).length + 1;
const result = {
  posts: count + readdirSync(join(root, "content/blog"), { withFileTypes: true }).filter((entry) => entry.isDirectory()).length,
  postsPerPage: perPage ? Number(perPage) : 12,
  listPages,
  pagesBuilt: rows.length,
  buildSeconds: Number(buildSeconds.toFixed(1)),
  blogHtmlKb: Number(kb(blog.htmlGzip)),
  blogJsKb: Number(kb(blog.jsGzip)),
  blogHtmlPlusJsKb: Number(kb(blog.htmlGzip + blog.jsGzip)),
  blogPageDataKb: Number(kb(pageData)),
};
console.log(JSON.stringify(result, null, 2));
if (keep) console.log(`Site kept at ${site}`);
else rmSync(site, { recursive: true, force: true });
