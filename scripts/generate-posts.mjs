// Writes N valid sample blog posts into a folder, for load tests and benchmarks:
//   node scripts/generate-posts.mjs <count> [folder=content/blog] [--prefix=generated] [--format=anchor]
// Posts are dated one day apart going back from 2024-12-31, cycle through the five categories,
// and have ~450 words of varied text (headings, a list, an internal link), so they pass validation.
// --format=anchor writes the same posts the way Gatsby's blog starter reads them
// (`<slug>/index.md` with title, date and description), for the build benchmark.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

const CATEGORIES = ["AI Trends", "Strategy", "Case Study", "Tutorial", "Analytics"];
const AUTHORS = ["Priya Raman", "Arjun Mehta", "Dana Whitfield", "Kabir Sethi", "Meera Iyer"];
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

function postBody(index) {
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
    paragraph(index + 6),
  ].join("\n\n");
}

export function generatedPost(index, prefix = "generated") {
  return {
    file: `${postName(index, prefix)}.md`,
    source: [
      "---",
      `title: "${postTitle(index)}"`,
      `date: ${isoDate(index)}`,
      `author: ${AUTHORS[index % AUTHORS.length]}`,
      `category: ${CATEGORIES[index % CATEGORIES.length]}`,
      `excerpt: "${postExcerpt(index)}"`,
      "---",
      "",
      postBody(index),
      "",
    ].join("\n"),
  };
}

/** The same post for Gatsby's blog starter: a page bundle with its three frontmatter fields. */
export function anchorPost(index, prefix = "generated") {
  return {
    file: `${postName(index, prefix)}/index.md`,
    source: [
      "---",
      `title: "${postTitle(index)}"`,
      `date: ${isoDate(index)}`,
      `description: "${postExcerpt(index)}"`,
      "---",
      "",
      postBody(index),
      "",
    ].join("\n"),
  };
}

async function main() {
  const [countArg, folder = "content/blog", ...flags] = process.argv.slice(2);
  const count = Number(countArg);
  if (!Number.isInteger(count) || count < 1) {
    console.error("Usage: node scripts/generate-posts.mjs <count> [folder=content/blog] [--prefix=generated] [--format=anchor]");
    process.exit(1);
  }
  const prefix = flags.find((flag) => flag.startsWith("--prefix="))?.slice("--prefix=".length) ?? "generated";
  const post = flags.includes("--format=anchor") ? anchorPost : generatedPost;
  for (let index = 0; index < count; index += 1) {
    const { file, source } = post(index, prefix);
    await mkdir(dirname(join(folder, file)), { recursive: true });
    await writeFile(join(folder, file), source);
  }
  console.log(`Wrote ${count} posts to ${folder}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
