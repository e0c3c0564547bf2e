import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { bodyFacts, entryPath, entrySlug, validateEntries, type ContentEntry } from "../../src/content/rules";
import { sniffImageFormat } from "../../src/content/media";
import { readEntryMedia } from "../../content-pipeline/media-files";
import { countWords } from "../../src/content/read-time";
import { readTimeMinutes } from "../../src/content/read-time";
import { BLOG_CATEGORIES, COLLECTIONS } from "../../src/content/vocabulary";
import { entryFromSource } from "../support/content-entry";

const ROOT = join(__dirname, "../..");

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? markdownFiles(full) : entry.name.endsWith(".md") ? [full] : [];
  });
}

const entries = COLLECTIONS.flatMap((folder) =>
  markdownFiles(join(ROOT, "content", folder)).map((file) => entryFromSource(relative(ROOT, file), readFileSync(file, "utf8"))),
);
const posts = entries.filter((entry) => entry.collection === "blog");

// The image files each entry uses, read from disk as the build reads them.
beforeAll(async () => {
  for (const entry of entries) entry.media = await readEntryMedia(join(ROOT, entry.file), entry);
});

describe("the Markdown in content/", () => {
  it("passes every validation rule, images included", () => {
    expect(entries.every((entry: ContentEntry) => entry.media !== undefined)).toBe(true);
    expect(validateEntries(entries)).toEqual([]);
  });

  it("gives every sample post its own cover, with alt text, in its folder", () => {
    const covers = posts.map((post) => post.media?.[String(post.frontmatter.cover)]);
    for (const [index, post] of posts.entries()) {
      expect([post.file, String(post.frontmatter.coverAlt).length > 30]).toEqual([post.file, true]);
      expect(sniffImageFormat(covers[index]!.head)).toBe("jpeg");
    }
    expect(new Set(covers.map((cover) => cover!.bytes)).size).toBe(posts.length);
  });

  it("has an author file for each sample post's author, each with their own portrait beside it", () => {
    const authors = entries.filter((entry) => entry.collection === "authors");
    expect(new Set(posts.map((post) => post.frontmatter.author))).toEqual(new Set(authors.map((author) => entrySlug(author))));
    const photos = authors.map((author) => author.media?.[String(author.frontmatter.photo)]);
    for (const [index, author] of authors.entries()) {
      expect([author.file, String(author.frontmatter.bio).length > 80, sniffImageFormat(photos[index]!.head)]).toEqual([author.file, true, "jpeg"]);
    }
    expect(new Set(photos.map((photo) => photo!.bytes)).size).toBe(authors.length);
  });

  it("has a real figure in the lead-scoring tutorial, described in its alt text", () => {
    const tutorial = posts.find((post) => post.file === "content/blog/lead-scoring-sales-will-trust/index.md")!;
    const [figure] = bodyFacts(tutorial).images;
    expect(figure.url).toBe("./signal-lift-chart.png");
    expect(figure.alt).toMatch(/24% with the signal, 6% without/);
    expect(sniffImageFormat(tutorial.media![figure.url]!.head)).toBe("png");
  });

  it("has five sample posts covering every category, each of real length with a heading, a list and a link", () => {
    expect(posts).toHaveLength(5);
    expect(new Set(posts.map((post) => post.frontmatter.category))).toEqual(new Set(BLOG_CATEGORIES));
    for (const post of posts) {
      expect(countWords(post.body)).toBeGreaterThanOrEqual(400);
      expect(post.body).toMatch(/^## /m);
      expect(post.body).toMatch(/^(- |\d+\. )/m);
      expect(post.body).toMatch(/\[[^\]]+\]\([^)]+\)/);
      const minutes = (post.frontmatter.readTime as number | undefined) ?? readTimeMinutes(post.body);
      expect(minutes).toBeGreaterThanOrEqual(5);
      expect(minutes).toBeLessThanOrEqual(9);
    }
  });

  it("internal links in posts and legal pages point at routes of the site", () => {
    const known = new Set([
      ...entries.map(entryPath),
      "/", "/features/", "/pricing/", "/about/", "/contact/", "/help-center/", "/documentation/", "/status/", "/blog/",
    ]);
    for (const entry of entries) {
      for (const [, href] of entry.body.matchAll(/\]\((\/[^)\s#?]*)/g)) expect([entry.file, known.has(href)]).toEqual([entry.file, true]);
    }
  });

  it("has every placeholder route", () => {
    const paths = entries.map(entryPath);
    for (const slug of ["getting-started", "api-reference", "ai-features", "integrations", "security", "webhooks"]) {
      expect(paths).toContain(`/docs/${slug}/`);
    }
    for (const slug of ["getting-started", "ai-features", "tutorials", "api-docs"]) expect(paths).toContain(`/help/${slug}/`);
    for (const slug of ["ai-campaign-setup", "competitor-analysis", "crm-integration", "email-automation", "chatbot-builder"]) {
      expect(paths).toContain(`/help/article/${slug}/`);
    }
    expect(paths).toEqual(expect.arrayContaining(["/privacy/", "/terms/"]));
  });

  it("legal pages are dated March 2025 and the terms carry the price-notice and billing clauses", () => {
    const legal = entries.filter((entry) => entry.collection === "legal");
    for (const page of legal) expect(page.frontmatter.updated).toMatch(/^2025-03-/);
    const terms = legal.find((entry) => entry.file.endsWith("terms.md"))!.body;
    expect(terms).toMatch(/at least 30 days notice/);
    expect(terms).toMatch(/billed in advance/);
    expect(terms).toMatch(/Plan changes take effect immediately/);
    expect(terms).toMatch(/keep access until the end of the billing period/);
  });
});
