// How widely related posts spread over a folder of posts, straight from the computation (no build):
//   npm run bench:related -- <folder> [--related=src/content/related.ts]
// Reads every Markdown post under the folder but drafts (title, excerpt, category, date; headings as
// the build gives them ids), orders them as the build does (newest first, then by path), runs relatedPosts and
// prints: how many posts show related posts, how many distinct posts are shown, the most and the
// average times one post is picked, and the computation's own time (median of five runs, wall and
// CPU: on a busy machine the CPU time is the one to compare).
// --related= measures another version of the module (e.g. main's, saved from `git show`). The npm
// script runs Node with its TypeScript type stripping, to import src/ as it is.
// With generated posts: `node scripts/generate-posts.mjs 1000 /tmp/posts` first.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import matter from "gray-matter";
import { parseMarkdown } from "../../src/content/markdown.ts";
import { anchorHeadings } from "../../src/content/heading-anchors.js";

const args = process.argv.slice(2);
const folder = args.find((arg) => !arg.startsWith("--"));
if (!folder) {
  console.error("Usage: npm run bench:related -- <folder> [--related=src/content/related.ts]");
  process.exit(1);
}
const modulePath = args.find((arg) => arg.startsWith("--related="))?.slice("--related=".length) ?? "src/content/related.ts";
const { relatedPosts } = await import(pathToFileURL(resolve(modulePath)).href);

const day = (date) => (date instanceof Date ? date.toISOString() : String(date));
const posts = readdirSync(folder, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".md"))
  .map((file) => {
    const { data, content } = matter(readFileSync(join(folder, file), "utf8"));
    const path = relative(folder, join(folder, file)).replace(/(\/index)?\.md$/, "");
    const headings = anchorHeadings(parseMarkdown(content)).map((heading) => heading.value);
    return { id: path, path, draft: data.draft === true, date: day(data.date), category: data.category ?? "", title: data.title ?? "", excerpt: data.excerpt ?? "", headings };
  })
  .filter((post) => !post.draft)
  .sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path));

const times = [];
const cpuTimes = [];
let related;
for (let run = 0; run < 5; run += 1) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  related = relatedPosts(posts);
  times.push(performance.now() - started);
  const { user, system } = process.cpuUsage(cpu);
  cpuTimes.push((user + system) / 1000);
}
const picks = new Map();
for (const ids of related.values()) for (const id of ids) picks.set(id, (picks.get(id) ?? 0) + 1);
const total = [...picks.values()].reduce((sum, count) => sum + count, 0);
const most = Math.max(0, ...picks.values());
const median = (values) => values.sort((a, b) => a - b)[2].toFixed(0);
console.log(
  [
    `${posts.length} posts (${modulePath}): ${[...related.values()].filter((ids) => ids.length > 0).length} show related posts, ${total} picks`,
    `distinct posts shown: ${picks.size}`,
    `most picked: ${most} times (${[...picks].filter(([, count]) => count === most).map(([id]) => id).slice(0, 3).join(", ")})`,
    `average picks per post: ${(total / posts.length).toFixed(2)}; per post shown: ${picks.size ? (total / picks.size).toFixed(2) : "0"}`,
    `most / average per post: ${total ? (most / (total / posts.length)).toFixed(1) : "0"}`,
    `relatedPosts: ${median(times)} ms wall, ${median(cpuTimes)} ms CPU (medians of 5)`,
  ].join("\n"),
);
