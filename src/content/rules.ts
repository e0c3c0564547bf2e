/**
 * Every rule a Markdown file must pass, each problem a line naming the file and the field or line:
 * the frontmatter against the collection's schema (./schema.ts), the body against the allowlist and
 * the media and heading rules (one parse: ./body.ts), and the addresses across files.
 */
import { distance } from "fastest-levenshtein";
import { POST_FILE_NAME, SLUG_PATTERN, bundleFolder, contentPath, entryName, fileStem, slugify } from "./paths";
import { collections, frontmatterProblems } from "./schema";
import { COLLECTIONS, type Collection } from "./vocabulary";
import { bodyImageProblems, bodyImages, coverProblems, photoProblems, type BodyImage, type MediaFiles } from "./media";
import { wordsOf } from "./read-time";
import { siteLinks, type BodyLink } from "./site-links";
import { droppedByAllowlist } from "./allowlist";
import type { Element } from "hast";
import { parseBody, writtenAsHtml, type ParsedBody } from "./body";
import { headingIdProblems, headingTexts } from "./headings";
import { frontmatterProblem } from "./frontmatter";
import { rootSlugProblem, sitePathProblem, type SiteFacts } from "./addresses";
import { canonicalPath, contentRedirects } from "./redirects";

export type { SiteFacts } from "./addresses";

/** One Markdown file as the build sees it. */
export interface ContentEntry {
  /** Path from the project root, e.g. `content/blog/foo.md`; every message starts with it. */
  file: string;
  collection: Collection;
  /** Path inside the collection folder, e.g. `article/crm-integration.md`. */
  relativePath: string;
  /** Whether the file starts with a frontmatter block (a `---` line). */
  hasFrontmatter: boolean;
  /** The frontmatter as the YAML reader produced it (./frontmatter.ts): the values Gatsby stores. */
  frontmatter: Record<string, unknown>;
  /** The Markdown below the frontmatter. */
  body: string;
  /** How many lines of the file come before the body (the frontmatter block): a body's line plus this is the file's. */
  bodyOffset?: number;
  /**
   * The image files the entry refers to (see media.ts, mediaReferences), as the build found them.
   * Left out, only the references themselves are checked, not the files.
   */
  media?: MediaFiles;
  /** The body read once (./body.ts); parsed on first use when left out. */
  parsed?: ParsedBody;
  /** What the rules learnt from the body (bodyFacts), when the build kept it from an earlier run; else read from `parsed`. */
  facts?: BodyFacts;
}

/** The entry's body, parsed once for every rule. */
export const parsedBody = (entry: ContentEntry): ParsedBody => (entry.parsed ??= parseBody(entry.body));

/**
 * What the rules need of a body, as plain data the build keeps by the body's digest (content-pipeline/body-facts.ts), so a rebuild
 * judges an unchanged file without parsing it again: its images, its links to the site, its headings, its words,
 * whether it has raw HTML, and the problems that depend on the body alone (`line` of the body, or null).
 */
export interface BodyFacts {
  images: BodyImage[];
  /** Its links to paths of the site, for the link check (plugins/content-links). */
  links: BodyLink[];
  /** Its headings' texts as a reader sees them (no markup, no `{#custom-id}`), for related posts. */
  headings: string[];
  words: number;
  hasHtml: boolean;
  problems: Array<{ line: number | null; message: string }>;
}

/** The facts of a parsed body. */
export function factsOfBody(body: ParsedBody): BodyFacts {
  return {
    images: bodyImages(body.markdown),
    links: siteLinks(body.markdown),
    headings: headingTexts(body.markdown),
    words: wordsOf(body),
    hasHtml: body.hasHtml,
    problems: [...htmlProblems(body), ...headingIdProblems(body.markdown).map((message) => ({ line: null, message }))],
  };
}

/** The facts of the entry's body, read once. */
export const bodyFacts = (entry: ContentEntry): BodyFacts => (entry.facts ??= factsOfBody(parsedBody(entry)));

/** How many lines of `source` (a whole Markdown file) come before `body`, its text below the frontmatter. */
export function bodyOffsetIn(source: string, body: string): number {
  return source.endsWith(body) ? source.slice(0, source.length - body.length).split("\n").length - 1 : 0;
}

/** The slug a blog post or legal page is published under. */
export function entrySlug(entry: ContentEntry): string {
  const declared = entry.frontmatter.slug;
  return typeof declared === "string" && SLUG_PATTERN.test(declared) ? declared : slugify(entryName(entry.collection, entry.relativePath));
}

/** The URL the entry is published at. */
export function entryPath(entry: ContentEntry): string {
  const slug = entry.collection === "help" || entry.collection === "docs" ? undefined : entrySlug(entry);
  return contentPath(entry.collection, entry.relativePath, slug);
}

/** The sections the Markdown collections publish under (/blog/, /help/, /docs/; authors' lists are in /blog/): a legal page's slug may not take one. */
const SECTION_SLUGS: readonly string[] = [
  ...new Set(COLLECTIONS.filter((collection) => collection !== "legal").map((collection) => contentPath(collection, "name.md").split("/")[1])),
];

/** Post slugs the blog's own lists take: /blog/category/... and /blog/author/... */
const BLOG_LIST_SEGMENTS: Record<string, string> = { category: "the blog's category lists", author: "each author's list of posts" };

function addressProblem(entry: ContentEntry, site: SiteFacts): string | null {
  // An author's address is their file's name, which layoutProblem checks.
  if (entry.collection === "authors") return null;
  if (entry.collection === "help" || entry.collection === "docs") {
    const wordless = entry.relativePath.replace(/\.md$/i, "").split("/").find((segment) => slugify(segment) === "");
    return wordless === undefined ? null : `"${wordless}" has no letters or digits, so the page would have no address; rename it with words, such as "getting-started"`;
  }
  const slug = entrySlug(entry);
  if (slug === "") return `slug is empty: the ${entry.collection === "blog" ? "folder" : "file"} name has no letters or digits; rename it or set slug`;
  if (entry.collection === "blog" && /^\d+$/.test(slug)) return `slug "${slug}" is reserved: /blog/${slug}/ is a page of the blog list; use words`;
  if (entry.collection === "blog" && slug in BLOG_LIST_SEGMENTS) return `slug "${slug}" is reserved: /blog/${slug}/ holds ${BLOG_LIST_SEGMENTS[slug]}; use other words`;
  if (entry.collection === "legal" && SECTION_SLUGS.includes(slug)) return `slug "${slug}" is reserved: /${slug}/ is a section of the site; choose another name, such as "${slug}-policy"`;
  if (entry.collection === "legal") return rootSlugProblem(slug, site);
  return null;
}

/**
 * A blog post is a folder of its own (a page bundle): `content/blog/<name>/index.md`, its images beside
 * it. An author is one file named by their slug, `content/authors/<slug>.md`, their photo beside it: the
 * editor names an author in a post by that file name.
 */
function layoutProblem(entry: ContentEntry): string | null {
  if (entry.collection === "authors") {
    const name = slugify(entry.relativePath.includes("/") ? (entry.relativePath.split("/").at(-2) ?? "") : fileStem(entry.relativePath)) || "their-name";
    if (entry.relativePath.includes("/")) return `is in a folder; an author is one file, content/authors/<slug>.md: move it to content/authors/${name}.md and put the photo beside it`;
    if (!SLUG_PATTERN.test(fileStem(entry.relativePath))) {
      return `is not named as a slug; an author's file name is what posts write as their author: rename it content/authors/${name}.md`;
    }
    return null;
  }
  if (entry.collection !== "blog" || bundleFolder(entry.relativePath) !== null) return null;
  const name = slugify(fileStem(entry.relativePath)) || "my-post";
  return `is not in a folder of its own; a blog post is content/blog/<name>/${POST_FILE_NAME}: move it to content/blog/${name}/${POST_FILE_NAME} and put its images beside it`;
}

function kindProblem(entry: ContentEntry): string | null {
  if (entry.collection !== "help" || typeof entry.frontmatter.kind !== "string") return null;
  const inArticleFolder = entry.relativePath.startsWith("article/");
  const kind = entry.frontmatter.kind;
  if (inArticleFolder && kind !== "article") return `kind "${kind}" does not match the folder: files in content/help/article/ are articles`;
  if (!inArticleFolder && kind === "article") return `kind "article" does not match the folder: help articles go in content/help/article/`;
  return null;
}

/**
 * The body's HTML checked against the allowlist, each problem at its line of the body (what the
 * editor's preview lists above a body, src/cms/RefusedContent.tsx).
 */
export function htmlProblems(body: ParsedBody): Array<{ line: number; message: string }> {
  // A Markdown image's own tag and file are the media rules'; raw <img> is the allowlist's.
  const judged = (element: Element) => element.tagName !== "img" || writtenAsHtml(body, element);
  const found = droppedByAllowlist(body.html, judged).map(({ element, message }) => ({ line: element.position?.start.line ?? 1, message }));
  if (body.wholeHtml) {
    // What forms only when the rendered body is parsed in one piece, as the page gets it, at its block's line.
    const unmatched = [...found];
    const markdownImages = new Set(bodyImages(body.markdown).map((image) => image.url));
    const fromMarkdown = (element: Element) => element.tagName === "img" && markdownImages.has(String(element.properties?.src));
    for (const { element, message } of droppedByAllowlist(body.wholeHtml, (element) => !fromMarkdown(element))) {
      const same = unmatched.findIndex((problem) => problem.message === message);
      if (same >= 0) unmatched.splice(same, 1);
      else found.push({ line: body.blockLine(element.position?.start.offset ?? 0), message });
    }
  }
  if (body.endsOpen) {
    found.push({
      line: body.endsOpen.line,
      message: body.endsOpen.inComment
        ? "body opens a comment (<!--) that is never closed, so everything after it would vanish from the page; close it with -->"
        : "body ends inside an HTML tag that is never closed (a < or a quote left open), so everything after it would vanish from the page; close the tag with >",
    });
  }
  return found.sort((a, b) => a.line - b.line);
}

/** Every problem of one file's body, as `file:line: message` or `file: message`. */
function bodyProblems(entry: ContentEntry): string[] {
  const facts = bodyFacts(entry);
  const problems = bodyImageProblems(facts.images, entry.media).map((message) => `${entry.file}: ${message}`);
  for (const { line, message } of facts.problems) {
    problems.push(line === null ? `${entry.file}: ${message}` : `${entry.file}:${line + (entry.bodyOffset ?? 0)}: ${message}`);
  }
  return problems;
}

/** Every problem of one file, each as `file: field ...` or `file:line: ...`; `site` adds the checks that need to know more than the file. */
export function validateEntry(entry: ContentEntry, site: SiteFacts = {}): string[] {
  const collection = collections[entry.collection];
  const say = (message: string) => `${entry.file}: ${message}`;
  if (!entry.hasFrontmatter) {
    return [say("has no frontmatter block; the file must start with a --- line, then its fields, then another --- line")];
  }
  const unreadable = frontmatterProblem(entry.frontmatter);
  const problems = unreadable !== null ? [say(unreadable)] : frontmatterProblems(entry.collection, entry.frontmatter, site).map(say);
  for (const problem of [layoutProblem(entry), addressProblem(entry, site), kindProblem(entry)]) if (problem) problems.push(say(problem));
  if (collection.bodyRequired && entry.body.trim() === "") {
    problems.push(say(`body is empty; write the ${collection.noun} below the closing --- line`));
  }
  if (unreadable === null) problems.push(...coverProblems(entry.frontmatter, entry.media).map(say), ...photoProblems(entry.frontmatter, entry.media).map(say));
  if (collection.bodyless) {
    if (entry.body.trim() !== "") problems.push(say(`has text below the frontmatter, which no page shows; an ${collection.noun}'s file ends at the closing --- line (the bio is a field)`));
  } else {
    problems.push(...bodyProblems(entry));
  }
  return problems;
}

/** Problems that involve several files: two files published at the same URL. */
export function duplicatePathProblems(entries: readonly ContentEntry[]): string[] {
  const firstAt = new Map<string, ContentEntry>();
  const problems: string[] = [];
  for (const entry of [...entries].sort((a, b) => a.file.localeCompare(b.file))) {
    const path = entryPath(entry);
    const first = firstAt.get(path);
    if (first) {
      const what = entry.collection === "blog" || entry.collection === "legal" ? `slug "${entrySlug(entry)}"` : "path";
      problems.push(`${entry.file}: ${what} gives ${path}, which ${first.file} already uses; slugs must be unique across the site`);
    } else {
      firstAt.set(path, entry);
    }
  }
  return problems;
}

/** The blog's list pages (`/blog/`, `/blog/2/`, `/blog/category/...`, `/blog/author/...`), which the build makes from the posts. */
const isBlogListPath = (path: string) => /^\/blog\/(?:\d+\/)?$/i.test(path) || /^\/blog\/(?:category|author)(?:\/|$)/i.test(path);

/** The old addresses of every post, across files: another file's address, a list page of the blog, one address claimed twice. */
export function redirectProblems(entries: readonly ContentEntry[]): string[] {
  const ownerOf = new Map(entries.map((entry) => [entryPath(entry).toLowerCase(), entry.file]));
  const problems: string[] = [];
  const posts = entries
    .filter((entry) => entry.collection === "blog" && Array.isArray(entry.frontmatter.redirectFrom))
    .map((entry) => ({
      file: entry.file,
      path: entryPath(entry),
      redirectFrom: (entry.frontmatter.redirectFrom as unknown[]).filter((from): from is string => sitePathProblem(from) === null),
    }));
  for (const post of posts) {
    for (const written of post.redirectFrom) {
      const path = canonicalPath(written);
      const owner = ownerOf.get(path.toLowerCase());
      if (owner !== undefined && owner !== post.file) {
        problems.push(`${post.file}: redirectFrom "${written}" is the address of ${owner}, so the redirect would take that page away; list only old addresses of the post`);
      } else if (isBlogListPath(path)) {
        problems.push(`${post.file}: redirectFrom "${written}" is one of the blog's list pages, which the build makes from the posts; list only old addresses of the post`);
      }
    }
  }
  return [...problems, ...contentRedirects(posts).problems];
}

/** The file of `candidates` whose slug or title is closest to what a writer wrote. */
function closestEntry(written: string, candidates: readonly ContentEntry[]): ContentEntry {
  const forms = [written.toLowerCase(), slugify(written)];
  let best = candidates[0];
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const title = typeof candidate.frontmatter.title === "string" ? candidate.frontmatter.title : "";
    const names = [entrySlug(candidate), title.toLowerCase(), slugify(title)].filter(Boolean);
    const d = Math.min(...forms.flatMap((form) => names.map((name) => distance(form, name))));
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/**
 * Fields that name another file (`reference`: a post's author), across files: each must be the slug of
 * a file of its collection, or the message names the closest one (by slug or title).
 */
export function referenceProblems(entries: readonly ContentEntry[]): string[] {
  const problems: string[] = [];
  const byCollection = new Map<Collection, ContentEntry[]>();
  const filesOf = (collection: Collection) => {
    let files = byCollection.get(collection);
    if (!files) byCollection.set(collection, (files = entries.filter((entry) => entry.collection === collection).sort((a, b) => a.file.localeCompare(b.file))));
    return files;
  };
  for (const entry of entries) {
    for (const rule of collections[entry.collection].fields) {
      const value = entry.frontmatter[rule.name];
      if (rule.type !== "reference" || !rule.collection || typeof value !== "string" || value.trim() === "") continue;
      const files = filesOf(rule.collection);
      if (files.some((file) => entrySlug(file) === value)) continue;
      const folder = `content/${collections[rule.collection].folder}/`;
      if (files.length === 0) {
        problems.push(`${entry.file}: ${rule.name} "${value}" is not the name of a file in ${folder}, which has none yet; add ${folder}${slugify(value) || "their-name"}.md (see content/README.md)`);
        continue;
      }
      const closest = closestEntry(value, files);
      const title = typeof closest.frontmatter.title === "string" && closest.frontmatter.title.trim() !== "" ? ` (${closest.frontmatter.title})` : "";
      problems.push(
        `${entry.file}: ${rule.name} "${value}" is not the name of a file in ${folder}; the closest is ${closest.file}${title}: write ${rule.name}: ${entrySlug(closest)}`,
      );
    }
  }
  return problems;
}

/** Every problem of every file (per file, then across files). Empty when the content is valid. */
export function validateEntries(entries: readonly ContentEntry[], site: SiteFacts = {}): string[] {
  return [...entries.flatMap((entry) => validateEntry(entry, site)), ...duplicatePathProblems(entries), ...redirectProblems(entries), ...referenceProblems(entries)];
}

/** The build failure text: one line per problem. */
export function formatProblems(problems: string[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return `The Markdown in content/ has ${count} (see content/README.md):\n${problems.map((p) => `  - ${p}`).join("\n")}`;
}
