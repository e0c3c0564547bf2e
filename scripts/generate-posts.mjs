// Writes N valid sample blog posts into a folder, for load tests and benchmarks:
//   node scripts/generate-posts.mjs <count> [folder=content/blog] [--prefix=generated] [--covers] [--format=anchor]
// Each post is a folder of its own, <folder>/<prefix>-00001/index.md, like the site's posts.
// Posts are dated one day apart going back from 2024-12-31, cycle through the five categories,
// and have ~450 words of varied text (headings, a list, three internal links: a page, the newer
// neighbour by a relative path, a fragment of /pricing/), so they pass validation and the link check
// (plugins/content-links) has work to do.
// --covers gives every post a cover.jpg from a pool of 20 generated covers (so scale runs process
// images too; the build processes each distinct file once, however many posts share it).
// --format=anchor writes the same posts the way Gatsby's blog starter reads them (title, date and
// description), for the build benchmark; covers are not written in that format.
import { copyFile, link, mkdir, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

const CATEGORIES = ["AI Trends", "Strategy", "Case Study", "Tutorial", "Analytics"];
// The sample authors' files (content/authors/<slug>.md): a post names its author by that slug.
const AUTHORS = ["priya-raman", "arjun-mehta", "dana-whitfield", "kabir-sethi", "meera-iyer"];
const TOPICS = ["lead scoring", "attribution", "email cadence", "paid search", "content audits", "chatbot handover", "churn signals", "pricing pages", "webinar follow-up", "CRM hygiene"];
const LINKS = ["/features/", "/pricing/", "/help-center/", "/documentation/", "/blog/"];
const SENTENCES = [
  "Start with the number that the business already trusts, and write down how it is measured.",
  "A small test with a clear decision rule beats a large test that nobody agreed to act on.",
  "Teams that review results every two weeks change course earlier and waste less budget.",
  "Write the hypothesis in one sentence a customer could understand, then pick one metric.",
  "Automation is worth it once the manual version has worked for at least a month.",
  "Most of the gain comes from removing steps, not from adding another channel or tool.",
  "Share the raw data with sales, because a model nobody can inspect will not be trusted.",
  "When a result looks too good, check the tracking before you celebrate or scale it.",
];

function paragraph(seed, length = 5) {
  return Array.from({ length }, (_, i) => SENTENCES[(seed + i * 3) % SENTENCES.length]).join(" ");
}

function isoDate(daysBack) {
  const date = new Date(Date.UTC(2024, 11, 31) - daysBack * 86_400_000);
  return date.toISOString().slice(0, 10);
}

const postName = (index, prefix) => `${prefix}-${String(index + 1).padStart(5, "0")}`;
const postTitle = (index) => `Notes on ${TOPICS[index % TOPICS.length]}, part ${index + 1}`;
const postExcerpt = (index) =>
  `A short, practical note on ${TOPICS[index % TOPICS.length]}: the baseline, the first test and how to read the result.`;

const COVER_POOL_SIZE = 20;
const COVER_ALTS = {
  flows: "Abstract illustration: bands of colour flowing into one bright circle.",
  constellation: "Abstract illustration: a network of connected points with five bright rings.",
  funnel: "Abstract illustration: stacked bars narrowing like a funnel.",
  dial: "Abstract illustration: concentric arcs around a bright centre, like a dial.",
  scatter: "Abstract illustration: scattered dots above and below a dashed line.",
};

/** The pool of covers, rendered once and kept in node_modules/.cache (the drawings never change). */
async function coverPool() {
  const { poolCoverSvg, MOTIFS } = await import("./artwork/cover-art.mjs");
  const { default: sharp } = await import("sharp");
  const dir = resolve(import.meta.dirname, "../node_modules/.cache/scalewise-cover-pool");
  await mkdir(dir, { recursive: true });
  const motifs = Object.keys(MOTIFS);
  const pool = [];
  for (let index = 0; index < COVER_POOL_SIZE; index += 1) {
    const file = join(dir, `cover-${String(index + 1).padStart(2, "0")}.jpg`);
    if (!existsSync(file)) await sharp(Buffer.from(poolCoverSvg(index))).jpeg({ quality: 84, mozjpeg: true }).toFile(file);
    pool.push({ file, alt: COVER_ALTS[motifs[index % motifs.length]] });
  }
  return pool;
}

/** Puts a pool cover in a post's folder: a hard link when it can (3,000 posts cost no disk), else a copy. */
async function placeCover(from, to) {
  await link(from, to).catch(() => copyFile(from, to));
}

/** A link to the next newer post by a relative path (`../generated-00001/`), or to the blog from the newest. */
const neighbourLink = (index, prefix) => (index === 0 ? "[the blog](/blog/)" : `[the previous note](../${postName(index - 1, prefix)}/)`);

function postBody(index, prefix) {
  const topic = TOPICS[index % TOPICS.length];
  return [
    `## Why ${topic} matters`,
    paragraph(index),
    paragraph(index + 1),
    `## What to try first`,
    paragraph(index + 2),
    `- Measure the current baseline for ${topic}.`,
    `- Agree on one decision rule before the test starts.`,
    `- Review the outcome after two weeks and write it down.`,
    paragraph(index + 3),
    `## Where to read more`,
    `${paragraph(index + 4, 4)} See [our overview](${LINKS[index % LINKS.length]}) for the wider picture.`,
    paragraph(index + 5),
    `Read ${neighbourLink(index, prefix)} next, and compare [the Starter plan](/pricing/#plan-starter).`,
    paragraph(index + 6),
  ].join("\n\n");
}

export function generatedPost(index, prefix = "generated", cover = null) {
  return {
    folder: postName(index, prefix),
    source: [
      "---",
      `title: "${postTitle(index)}"`,
      `date: ${isoDate(index)}`,
      `author: ${AUTHORS[index % AUTHORS.length]}`,
      `category: ${CATEGORIES[index % CATEGORIES.length]}`,
      `excerpt: "${postExcerpt(index)}"`,
      ...(cover ? ["cover: cover.jpg", `coverAlt: "${cover.alt}"`] : []),
      "---",
      "",
      postBody(index, prefix),
      "",
    ].join("\n"),
  };
}

/** The same post for Gatsby's blog starter: a page bundle with its three frontmatter fields. */
export function anchorPost(index, prefix = "generated") {
  return {
    folder: postName(index, prefix),
    source: [
      "---",
      `title: "${postTitle(index)}"`,
      `date: ${isoDate(index)}`,
      `description: "${postExcerpt(index)}"`,
      "---",
      "",
      postBody(index, prefix),
      "",
    ].join("\n"),
  };
}

async function main() {
  // Options may come anywhere: `300 --covers` must not take "--covers" for the folder.
  const args = process.argv.slice(2);
  const flags = args.filter((arg) => arg.startsWith("--"));
  const [countArg, folder = "content/blog"] = args.filter((arg) => !arg.startsWith("--"));
  const count = Number(countArg);
  if (!Number.isInteger(count) || count < 1) {
    console.error("Usage: node scripts/generate-posts.mjs <count> [folder=content/blog] [--prefix=generated] [--covers] [--format=anchor]");
    process.exit(1);
  }
  const prefix = flags.find((flag) => flag.startsWith("--prefix="))?.slice("--prefix=".length) ?? "generated";
  const anchor = flags.includes("--format=anchor");
  if (anchor && flags.includes("--covers")) {
    console.error("--covers is for the site's posts only (the starter's posts have no cover field)");
    process.exit(1);
  }
  const pool = flags.includes("--covers") ? await coverPool() : null;
  for (let index = 0; index < count; index += 1) {
    const cover = pool ? pool[index % pool.length] : null;
    const { folder: postFolder, source } = anchor ? anchorPost(index, prefix) : generatedPost(index, prefix, cover);
    await mkdir(join(folder, postFolder), { recursive: true });
    await writeFile(join(folder, postFolder, "index.md"), source);
    if (cover) await placeCover(cover.file, join(folder, postFolder, "cover.jpg"));
  }
  console.log(`Wrote ${count} posts to ${folder}${pool ? `, with covers from a pool of ${pool.length}` : ""}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
