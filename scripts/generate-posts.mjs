// Writes N valid sample blog posts into a folder, for load tests and benchmarks:
//   node scripts/generate-posts.mjs <count> [folder=content/blog] [--prefix=generated] [--covers] [--format=anchor]
// Each post is a folder of its own, <folder>/<prefix>-00001/index.md, like the site's posts.
// Posts are dated one day apart going back from 2024-12-31, cycle through the five categories,
// and have ~450 words of varied text (headings, a list, three internal links: a page, the newer
// neighbour by a relative path, a fragment of /pricing/), so they pass validation and the link check
// (plugins/content-links) has work to do. Each post's title, excerpt and headings combine a main
// topic, a second topic, an audience and a metric, drawn per post by a fixed hash of its number (the
// same posts every run, the topic independent of the category), so posts differ in what they say
// the way a real blog's do and related posts (src/content/related.ts) have something to tell apart.
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
const TOPICS = [
  "lead scoring", "attribution", "email cadence", "paid search", "content audits", "chatbot handover", "churn signals",
  "pricing pages", "webinar follow-up", "CRM hygiene", "landing page tests", "customer onboarding", "social ads",
  "search briefs", "referral programs", "sales handoff", "product launches", "newsletter growth", "event marketing",
  "budget planning",
];
const AUDIENCES = ["small teams", "agencies", "SaaS startups", "B2B sellers", "online shops", "nonprofits", "enterprise marketers", "solo founders", "clinics"];
const METRICS = ["reply rate", "cost per lead", "pipeline velocity", "conversion rate", "retention", "deal size", "open rate", "time to first value"];
const capitalized = (text) => text[0].toUpperCase() + text.slice(1);
const TITLES = [
  ({ topic, audience }) => `${capitalized(topic)} for ${audience}`,
  ({ topic, audience }) => `How ${audience} get ${topic} right`,
  ({ topic, metric }) => `What ${metric} tells you about ${topic}`,
  ({ topic, audience }) => `${capitalized(topic)} mistakes ${audience} keep making`,
  ({ topic }) => `A quarterly plan for ${topic}`,
  ({ topic, second }) => `${capitalized(topic)} and ${second}, side by side`,
  ({ topic, metric }) => `Fixing ${topic} to lift ${metric}`,
];
// An excerpt is an opening and a close, each drawn on its own, so two posts rarely share more than one.
const EXCERPT_OPENINGS = [
  ({ topic, audience }) => `A short, practical note on ${topic} for ${audience}`,
  ({ topic, audience }) => `How ${audience} approach ${topic}`,
  ({ topic }) => `Lessons from a year of ${topic}`,
  ({ topic }) => `${capitalized(topic)}, explained without jargon`,
  ({ topic, audience }) => `Where ${audience} go wrong with ${topic}`,
  ({ topic }) => `A field guide to ${topic}`,
];
const EXCERPT_CLOSES = [
  ({ metric }) => `the baseline, the first test and what it did to ${metric}.`,
  ({ second }) => `${second} turned out to be the hard part.`,
  ({ metric }) => `why ${metric} is the number to watch.`,
  () => `from the first workshop to the weekly review.`,
  ({ second }) => `what changed in ${second} along the way.`,
];
/** The same pseudo-random choices for post `index` on every run (a 32-bit integer hash, one per `salt`). */
function pick(list, index, salt) {
  let hash = Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca77);
  hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d);
  hash = Math.imul(hash ^ (hash >>> 12), 0x297a2d39);
  return list[((hash ^ (hash >>> 15)) >>> 0) % list.length];
}
/** What post `index` is about (a topic, a second topic, an audience, a metric) and how its title and excerpt are worded. */
function subject(index) {
  const topic = pick(TOPICS, index, 1);
  return {
    topic,
    second: pick(TOPICS.filter((other) => other !== topic), index, 2),
    audience: pick(AUDIENCES, index, 3),
    metric: pick(METRICS, index, 4),
    title: pick(TITLES, index, 5),
    opening: pick(EXCERPT_OPENINGS, index, 6),
    close: pick(EXCERPT_CLOSES, index, 7),
  };
}
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
const postTitle = (index) => {
  const about = subject(index);
  return about.title(about);
};
const postExcerpt = (index) => {
  const about = subject(index);
  return `${about.opening(about)}: ${about.close(about)}`;
};

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
  const { topic, second, audience, metric } = subject(index);
  return [
    `## What ${topic} changes for ${audience}`,
    paragraph(index),
    paragraph(index + 1),
    `## Start with ${metric}`,
    paragraph(index + 2),
    `- Measure the current baseline for ${topic}.`,
    `- Agree on one decision rule before the test starts.`,
    `- Review the outcome after two weeks and write it down.`,
    paragraph(index + 3),
    `## Bringing in ${second}`,
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
