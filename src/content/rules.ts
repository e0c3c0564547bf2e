import { HOST_ROOT_NAMES, POST_FILE_NAME, RESERVED_ROOT_SLUGS, SLUG_PATTERN, bundleFolder, contentPath, entryName, fileStem, slugify } from "./paths";
import { READ_TIME_LIMITS, collections, type Collection, type FieldRule } from "./schema";
import { bodyImageProblems, coverProblems, type MediaFiles } from "./media";
import { activeContent } from "./active-content";
import { headingIdProblems } from "./headings";

/** One Markdown file as the build sees it. */
export interface ContentEntry {
  /** Path from the project root, e.g. `content/blog/foo.md`; every message starts with it. */
  file: string;
  collection: Collection;
  /** Path inside the collection folder, e.g. `article/crm-integration.md`. */
  relativePath: string;
  /** Top-level frontmatter fields exactly as written, or null when the file has no frontmatter block. */
  raw: Record<string, string> | null;
  /** The same fields as parsed from YAML. */
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
}

/** What the build knows of the site beyond one file (left out, the rules that need it check less). */
export interface SiteFacts {
  /** The names of the files and folders at the top of static/, which the build copies to the site's root. */
  staticNames?: readonly string[];
}

const FRONTMATTER_BLOCK = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)(?:\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** The text between the opening and closing `---` lines, or null when there is none. */
export function frontmatterBlock(source: string): string | null {
  const match = FRONTMATTER_BLOCK.exec(source);
  return match ? match[1] : null;
}

/** How many lines of `source` (a whole Markdown file) come before `body`, its text below the frontmatter. */
export function bodyOffsetIn(source: string, body: string): number {
  return source.endsWith(body) ? source.slice(0, source.length - body.length).split("\n").length - 1 : 0;
}

/** Top-level `key: value` lines of a frontmatter block, values as written (quotes removed). */
export function rawFields(block: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const match = /^([A-Za-z_][\w-]*)\s*:(.*)$/.exec(line);
    if (!match) continue;
    fields[match[1]] = unquote(match[2].trim());
  }
  return fields;
}

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? quoted[2] : value;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/;

/** The UTC offsets places use: from -12:00 (Baker Island) to +14:00 (Kiribati's Line Islands). */
const OFFSET_RANGE_MINUTES = { min: -12 * 60, max: 14 * 60 } as const;

/** A real calendar date and time, leaving out the time offset. */
function isRealDateTime(match: RegExpExecArray): boolean {
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return false;
  const [hours, minutes, seconds] = [match[4], match[5], match[6]].map((part) => Number(part ?? 0));
  return hours < 24 && minutes < 60 && seconds < 60;
}

/**
 * The time offset of an otherwise real date when no place uses it (`+99:99`, `+24:00`, `-13:00`), else
 * null. Such a date parses to no instant, so its post would never be due (publishing.ts, isDue).
 */
export function impossibleOffset(text: string): string | null {
  const match = ISO_DATE.exec(text);
  if (!match || !isRealDateTime(match) || match[8] === undefined) return null;
  const [hours, minutes] = [Number(match[8]), Number(match[9])];
  const total = (match[7].startsWith("-") ? -1 : 1) * (hours * 60 + minutes);
  return minutes < 60 && total >= OFFSET_RANGE_MINUTES.min && total <= OFFSET_RANGE_MINUTES.max ? null : match[7];
}

/** A real calendar date written as YYYY-MM-DD (optionally with an ISO time and a real offset). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  return match !== null && isRealDateTime(match) && impossibleOffset(text) === null;
}

/**
 * Why `value` is not an absolute path of this site ("/blog/old-name/"), or null when it is one: no
 * other website, no query or fragment, no `*` or `:name` (those are rules of the host, not paths),
 * only characters an address may hold, and `%` only as an escape of a whole character (the build
 * and the browser decode it: `/100%-growth/` stopped the build with "URI malformed").
 */
export function sitePathProblem(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return "is not an address; write a path such as /blog/old-name/";
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("//")) return "is on another website; list only paths of this site, such as /blog/old-name/";
  if (!value.startsWith("/")) return `is not an absolute site path; start it with /, as in /${value.replace(/^\.?\/*/, "")}`;
  if (/[\s?#*:\\]/.test(value)) return "may not contain spaces, ?, #, *, : or \\; write the path alone, such as /blog/old-name/";
  const invalid = [...value].find(notInPath);
  if (invalid !== undefined) return `has ${shownCharacter(invalid)}, which is not valid in an address; write the path with ${PATH_CHARACTERS}`;
  if (/%(?![0-9a-f]{2})/i.test(value)) {
    return `has a % that does not start an escape such as %20; write a % itself as %25, as in ${value.replace(/%(?![0-9a-f]{2})/gi, "%25")}`;
  }
  const broken = brokenEscape(value);
  if (broken !== null) return `has a % escape, ${broken}, that is not a whole character; write the address as your browser shows it, such as /blog/old-name/`;
  if (value.split("/").some((segment) => segment === "." || segment === "..")) return "may not contain . or .. segments; write the full path, such as /blog/old-name/";
  return null;
}

/** Characters no address holds as they are (RFC 3986; browsers send them as %XX escapes): control characters and these. */
const NOT_IN_PATH = new Set(['"', "<", ">", "^", "`", "{", "|", "}"]);
const isControl = (character: string) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f;
const notInPath = (character: string) => isControl(character) || NOT_IN_PATH.has(character);
const PATH_CHARACTERS = "letters, digits and - . _ ~ ! $ & ' ( ) + , ; = @ /, and %XX escapes for anything else";
const shownCharacter = (character: string) =>
  isControl(character) ? `the control character U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}` : character;

/** The first run of %XX escapes that decodes to no character (`%C3` alone), or null. */
function brokenEscape(value: string): string | null {
  for (const [run] of value.matchAll(/(?:%[0-9a-f]{2})+/gi)) {
    try {
      decodeURIComponent(run);
    } catch {
      return run;
    }
  }
  return null;
}

/** The top-level names the build and the host own, static/'s included, lowercased (the host matches paths regardless of case). */
const hostRootNames = (site: SiteFacts) => new Set([...HOST_ROOT_NAMES, ...(site.staticNames ?? [])].map((name) => name.toLowerCase()));

const HOST_ROOTS_SHOWN = `${HOST_ROOT_NAMES.map((name) => `/${name}/`).join(", ")} and the files and folders of static/`;

/**
 * Why `value` cannot be an old address of a post, or null: not a site path (sitePathProblem), a
 * file at the top of the site (where robots.txt, the feed, the sitemaps and the scripts are), or a
 * path under a name the build or the host owns.
 */
export function redirectSourceProblem(value: unknown, site: SiteFacts = {}): string | null {
  const pathProblem = sitePathProblem(value);
  if (pathProblem !== null) return pathProblem;
  const segments = (value as string).split("/");
  if (segments.length === 2 && segments[1].includes(".")) {
    return "is a file at the top of the site, where the build and the host keep theirs (robots.txt, rss.xml, the sitemaps, the scripts); list only old addresses of the post, such as /blog/old-name/ (a redirect for another file belongs in static/_redirects)";
  }
  const first = segments[1];
  if (hostRootNames(site).has(decodeURIComponent(first).toLowerCase())) {
    return `is under /${first}/, which the build or the host uses for its own files (${HOST_ROOTS_SHOWN}); list only old addresses of the post, such as /blog/old-name/`;
  }
  return null;
}

const isWholeNumber = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value);

/** What was written, for messages: the raw text when there is one. */
function shown(entry: ContentEntry, field: string): string {
  const raw = entry.raw?.[field];
  return raw !== undefined ? raw : JSON.stringify(entry.frontmatter[field]);
}

function fieldProblem(rule: FieldRule, entry: ContentEntry, site: SiteFacts): string | null {
  const { name } = rule;
  const value = entry.frontmatter[name];
  const written = shown(entry, name);
  const isBlank = value === null || value === undefined || (typeof value === "string" && value.trim() === "");

  if (isBlank && rule.type !== "boolean") return `${name} is empty`;

  switch (rule.type) {
    case "text":
      if (typeof value !== "string") return `${name} must be text; found ${written}`;
      if (rule.maxLength && value.length > rule.maxLength) {
        return `${name} is ${value.length} characters long; keep it to ${rule.maxLength} or fewer`;
      }
      return null;
    case "date": {
      const text = entry.raw?.[name] ?? String(value);
      const offset = impossibleOffset(text);
      if (offset !== null) {
        return `${name} "${text}" has the time offset ${offset}, which no place uses; write an offset from -12:00 to +14:00, such as +05:30, or leave the time out (${text.slice(0, 10)})`;
      }
      if (!isIsoDate(text)) return `${name} "${text}" is not a real date; write it as YYYY-MM-DD, for example 2025-03-14`;
      const earliest = rule.notBefore ? (entry.raw?.[rule.notBefore] ?? "") : "";
      if (isIsoDate(earliest) && text.slice(0, 10) < earliest.slice(0, 10)) {
        return `${name} "${text}" is before ${rule.notBefore} "${earliest}"; a post cannot change before it is published`;
      }
      return null;
    }
    case "choice":
      if (typeof value !== "string" || !rule.options?.includes(value)) {
        return `${name} "${written}" is not one of ${rule.options?.join(", ")}`;
      }
      return null;
    case "minutes":
      if (!isWholeNumber(value) || value < READ_TIME_LIMITS.min || value > READ_TIME_LIMITS.max) {
        return `${name} "${written}" is not a whole number of minutes from ${READ_TIME_LIMITS.min} to ${READ_TIME_LIMITS.max}`;
      }
      return null;
    case "boolean":
      if (typeof value !== "boolean") return `${name} "${written}" must be true or false`;
      return null;
    case "slug":
      if (typeof value !== "string" || !SLUG_PATTERN.test(value)) {
        return `${name} "${written}" may use only lowercase letters, digits and single hyphens, like "${slugify(String(written)) || "my-post"}"`;
      }
      return null;
    case "count":
      if (!isWholeNumber(value) || value < 0) return `${name} "${written}" is not a whole number of 0 or more`;
      return null;
    case "order":
      if (!isWholeNumber(value) || value < 1) return `${name} "${written}" is not a whole number of 1 or more`;
      return null;
    case "paths": {
      if (!Array.isArray(value)) {
        return `${name} must be a list of old addresses, one per line under it, each written "  - /blog/old-name/"; found ${written}`;
      }
      for (const item of value) {
        const problem = redirectSourceProblem(item, site);
        if (problem !== null) return `${name} ${JSON.stringify(item)} ${problem}`;
      }
      return null;
    }
    case "image":
      // The file itself is checked with the post's other images (media.ts).
      if (typeof value !== "string") return `${name} must be the name of an image file in the post's folder; found ${written}`;
      return null;
  }
}

/** The slug a blog post or legal page is published under. */
export function entrySlug(entry: ContentEntry): string {
  const declared = entry.frontmatter.slug;
  return typeof declared === "string" && SLUG_PATTERN.test(declared) ? declared : slugify(entryName(entry.collection, entry.relativePath));
}

/** The URL the entry is published at. */
export function entryPath(entry: ContentEntry): string {
  const slug = entry.collection === "blog" || entry.collection === "legal" ? entrySlug(entry) : undefined;
  return contentPath(entry.collection, entry.relativePath, slug);
}

/** The top-level names a legal page's slug may not take because the build or the host owns them (those a slug could be). */
const hostSlugs = (site: SiteFacts) => [...hostRootNames(site)].filter((name) => SLUG_PATTERN.test(name));

const HOST_SLUGS_SHOWN = `${HOST_ROOT_NAMES.filter((name) => SLUG_PATTERN.test(name)).map((name) => `/${name}/`).join(", ")} and the folders of static/`;

function slugProblem(entry: ContentEntry, site: SiteFacts): string | null {
  if (entry.collection !== "blog" && entry.collection !== "legal") return null;
  const slug = entrySlug(entry);
  if (slug === "") return `slug is empty: the file name has no letters or digits; rename the file or set slug`;
  if (entry.collection === "blog" && /^\d+$/.test(slug)) {
    return `slug "${slug}" is reserved: /blog/${slug}/ is a page of the blog list; use words`;
  }
  if (entry.collection === "legal" && hostSlugs(site).includes(slug)) {
    return `slug "${slug}" is reserved: /${slug}/ holds the build's or the host's own files (${HOST_SLUGS_SHOWN}); choose another name, such as "${slug}-policy"`;
  }
  if (entry.collection === "legal" && (RESERVED_ROOT_SLUGS as readonly string[]).includes(slug)) {
    return `slug "${slug}" is reserved: /${slug}/ is already a page of the site`;
  }
  return null;
}

/** A blog post is a folder of its own (a page bundle): `content/blog/<name>/index.md`, its images beside it. */
function layoutProblem(entry: ContentEntry): string | null {
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

/** Every problem of one file, each as `file: field ...`; `site` adds the checks that need to know more than the file. */
export function validateEntry(entry: ContentEntry, site: SiteFacts = {}): string[] {
  const collection = collections[entry.collection];
  const say = (message: string) => `${entry.file}: ${message}`;
  if (entry.raw === null) {
    return [say("has no frontmatter block; the file must start with a --- line, then its fields, then another --- line")];
  }
  const problems: string[] = [];
  const known = new Set(collection.fields.map((field) => field.name));
  for (const key of Object.keys(entry.raw)) {
    if (!known.has(key)) problems.push(say(`unknown field "${key}"; allowed fields are ${[...known].join(", ")}`));
  }
  for (const rule of collection.fields) {
    if (!(rule.name in entry.raw)) {
      if (rule.required) {
        const allowed = rule.options ? ` (one of ${rule.options.join(", ")})` : "";
        problems.push(say(`${rule.name} is missing; every ${collection.noun} needs one${allowed}`));
      }
      continue;
    }
    const problem = fieldProblem(rule, entry, site);
    if (problem) problems.push(say(problem));
  }
  for (const problem of [layoutProblem(entry), slugProblem(entry, site), kindProblem(entry)]) if (problem) problems.push(say(problem));
  if (collection.bodyRequired && entry.body.trim() === "") {
    problems.push(say(`body is empty; write the ${collection.noun} below the closing --- line`));
  }
  problems.push(...coverProblems(entry.frontmatter, entry.media).map(say), ...bodyImageProblems(entry.body, entry.media).map(say));
  for (const { line, message } of activeContent(entry.body)) problems.push(`${entry.file}:${line + (entry.bodyOffset ?? 0)}: ${message}`);
  problems.push(...headingIdProblems(entry.body).map(say));
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

/**
 * Every problem of every file (per file, then across files). Empty when the content is valid.
 * `checkEntry` gives one file's problems: the build passes those it found when the file's node was created.
 */
export function validateEntries(
  entries: readonly ContentEntry[],
  site: SiteFacts = {},
  checkEntry: (entry: ContentEntry) => string[] = (entry) => validateEntry(entry, site),
): string[] {
  return [...entries.flatMap((entry) => checkEntry(entry)), ...duplicatePathProblems(entries)];
}

/** The build failure text: one line per problem. */
export function formatProblems(problems: string[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return `The Markdown in content/ has ${count} (see content/README.md):\n${problems.map((p) => `  - ${p}`).join("\n")}`;
}
