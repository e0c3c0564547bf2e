// The link check's pure part (no Gatsby, no disk): where a Markdown link leads, whether something
// answers there, the closest existing path, and the messages.
import { Parser } from "htmlparser2";
import { canonicalPath, contentRedirects, type RedirectingEntry } from "../../src/content/redirects";

/** Where a site-path link leads: a decoded path (no query) and a decoded fragment, or why it cannot be read. */
type LinkTarget = { path: string; fragment: string | null } | { unreadable: string };

/** Resolves `url` as a browser would on the page at `pagePath`, drops `?query`, percent-decodes path and fragment. */
export function resolveLink(pagePath: string, url: string): LinkTarget {
  let resolved: URL;
  try {
    resolved = new URL(url, `http://site.invalid${pagePath}`);
  } catch {
    return { unreadable: "is not a valid address" };
  }
  // Gatsby's loader cannot take an encoded slash (gatsbyjs/gatsby#23580; docs/security-headers.md): no page answers it.
  if (/%2f/i.test(resolved.pathname)) return { unreadable: "has an encoded slash (%2F), which no page of the site answers" };
  try {
    const path = decodeURIComponent(resolved.pathname);
    const fragment = resolved.hash.length > 1 ? decodeURIComponent(resolved.hash.slice(1)) : null;
    return { path, fragment };
  } catch {
    return { unreadable: "has a malformed percent-escape" };
  }
}

/** Edit distance from what was written (`a`) to an existing path or id (`b`); a character only `b` has costs half (slugs get shortened). */
export function editDistance(a: string, b: string): number {
  const INSERT = 0.5;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index * INSERT);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + INSERT, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The words of a path or id in sorted order (`plan-enterprise` → `enterprise-plan`). */
const sortedWords = (text: string) => text.split(/[-_/]+/).filter(Boolean).sort().join("-");

/** The edit distance, or one more than that of the words in sorted order when less (`#plan-enterprise` for `#enterprise-plan`). */
export function nearness(written: string, existing: string): number {
  return Math.min(editDistance(written, existing), editDistance(sortedWords(written), sortedWords(existing)) + 1);
}

/** The candidate nearest to `target` (ties: first in sorted order), or null; the shortest that extends `target` wins first (an id cut short). */
export function closest(target: string, candidates: Iterable<string>): string | null {
  const sorted = [...candidates].sort();
  const extended = target.length >= 3 ? sorted.filter((candidate) => candidate.startsWith(target) && candidate !== target) : [];
  if (extended.length > 0) return extended.reduce((shortest, candidate) => (candidate.length < shortest.length ? candidate : shortest));
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of sorted) {
    const distance = nearness(target, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

export interface SiteIndex {
  /** Every page path (SitePage nodes), trailing slash included. */
  pages: ReadonlySet<string>;
  /** Client-only pages' matchPath (`/dashboard/*`). */
  matchPaths: readonly string[];
  /** Whether a file (such as /rss.xml) or a redirect answers the path. */
  answered: (path: string) => boolean;
  /** Why a Markdown entry at this path has no page in this build, or null. */
  unpublished: (path: string) => { file: string; reason: string } | null;
  /** A built page's ids; left out, fragments are not checked. */
  ids?: (pagePath: string) => ReadonlySet<string>;
}

/** A link as written (`url`) on the page at `pagePath`. */
type PageLink = { pagePath: string; url: string };

/** Fragments a browser scrolls to without an element: `#` and `#top` (the top of the page). */
const BUILT_IN_FRAGMENTS = new Set(["", "top"]);

/** The page a path is served by: itself, or with the trailing slash the static host adds (a 301, as scripts/static-server.mjs does). */
export function pageOf(path: string, site: Pick<SiteIndex, "pages" | "matchPaths">): string | null {
  if (site.pages.has(path)) return path;
  if (!path.endsWith("/") && site.pages.has(`${path}/`)) return `${path}/`;
  const matched = site.matchPaths.find((pattern) => pattern.endsWith("*") && path.startsWith(pattern.slice(0, -1)));
  return matched ? path : null;
}

/** What is wrong with one link, worded to follow `link "<url>"` (deadLinkLine), or null when it leads somewhere. */
export function linkProblem(link: PageLink, site: SiteIndex): string | null {
  const target = resolveLink(link.pagePath, link.url);
  if ("unreadable" in target) return ` ${target.unreadable}`;
  const page = pageOf(target.path, site);
  if (page === null) {
    if (site.answered(target.path)) return null;
    const entry = site.unpublished(canonicalPath(target.path));
    if (entry) return ` leads to ${entry.file}, ${entry.reason}, not published in this build; link to it once it is live`;
    return ` leads to no page; closest existing path: ${closest(target.path, site.pages) ?? "(none)"}`;
  }
  if (target.fragment === null || BUILT_IN_FRAGMENTS.has(target.fragment)) return null;
  // A client-only page (matchPath) makes its elements in the browser: its fragments cannot be checked here.
  if (!site.ids || !site.pages.has(page)) return null;
  const ids = site.ids(page);
  if (ids.has(target.fragment)) return null;
  const nearest = closest(target.fragment, ids);
  return `: ${page} has no element with id "${target.fragment}"; ${nearest === null ? "the page has no ids" : `closest: #${nearest}`}`;
}

/** One dead link's line: `content/blog/a/index.md:12: link "/blog/nope/" leads to no page; ...`. */
export function deadLinkLine(file: string, line: number, url: string, problem: string): string {
  return `${file}:${line}: link "${url}"${problem}`;
}

export function byFileAndLine(a: string, b: string): number {
  const [, fileA, lineA] = /^(.*?):(\d+):/.exec(a) ?? [a, a, "0"];
  const [, fileB, lineB] = /^(.*?):(\d+):/.exec(b) ?? [b, b, "0"];
  return fileA === fileB ? Number(lineA) - Number(lineB) : fileA < fileB ? -1 : 1;
}

/** The build's message: a heading, one line per dead link, and where the writers' guide explains it. */
export function formatDeadLinks(problems: readonly string[]): string {
  const count = problems.length === 1 ? "1 dead link" : `${problems.length} dead links`;
  return [
    `Markdown in content/ has ${count} (the link check, plugins/content-links):`,
    ...problems.map((problem) => `  ${problem}`),
    "Fix each link as content/README.md (Links) explains: point it at the path shown, or remove it.",
  ].join("\n");
}

/** A built page's ids, read with an HTML parser as the browser reads them (character references decoded). */
export function htmlIds(html: string): Set<string> {
  const ids = new Set<string>();
  const parser = new Parser({
    onopentag: (_name, attributes) => {
      if (attributes.id !== undefined) ids.add(attributes.id);
    },
  });
  parser.end(html);
  return ids;
}

/** Why an entry has no page in this build: its draft flag, a date in the future, or neither known. */
export function unpublishedReason(frontmatter: { draft?: unknown; date?: unknown }, now = Date.now()): string {
  if (frontmatter.draft === true) return "a draft (draft: true)";
  const { date } = frontmatter;
  const time = date instanceof Date ? date.getTime() : typeof date === "string" ? Date.parse(date) : NaN;
  if (time > now) return `a scheduled post (dated ${new Date(time).toISOString().slice(0, 10)})`;
  return "an entry with no page";
}

/** The published posts' old addresses (canonical: look a path up with canonicalPath), by the helper createPages uses. */
export function postRedirectPaths(entries: readonly RedirectingEntry[]): Set<string> {
  return new Set(contentRedirects(entries).redirects.map((redirect) => redirect.fromPath));
}
