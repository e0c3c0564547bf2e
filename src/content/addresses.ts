/**
 * Which addresses a Markdown file may give itself (a legal page's `slug`) or take over (a post's
 * `redirectFrom`): never one the site or the host already answers, and only paths a browser and
 * Netlify read the same way. Pure: what the build knows of the site comes in as SiteFacts.
 */
import { HOST_ROOT_NAMES, SLUG_PATTERN } from "./paths";
import { leavesSite } from "./leaves-site";

/** What the build knows of the site beyond the Markdown files (left out, the rules that need it check less). */
export interface SiteFacts {
  /** The names of the files and folders at the top of static/, which the build copies to the site's root. */
  staticNames?: readonly string[];
  /**
   * The routes of the site's own screens (src/pages), as Gatsby makes them: `/`, `/about/`,
   * `/contact/thanks/`, and `/dashboard/*` for a client-only screen that answers every path below it.
   */
  pageRoutes?: readonly string[];
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

/** A segment a reader can tell from its neighbours: it holds a letter or a digit once decoded. */
const hasWord = (segment: string) => /[\p{L}\p{N}]/u.test(decodeURIComponent(segment));

/**
 * Why `value` is not an absolute path of this site ("/blog/old-name/"), or null when it is one: no
 * other website, no query or fragment, no `*` or `:name` (those are rules of the host, not paths),
 * only characters an address may hold, `%` only as an escape of a whole character, and every
 * segment a word (no empty, `.`, `..` or punctuation-only segment).
 */
export function sitePathProblem(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return "is not an address; write a path such as /blog/old-name/";
  if (leavesSite(value)) return "is on another website; list only paths of this site, such as /blog/old-name/";
  if (!value.startsWith("/")) return `is not an absolute site path; start it with /, as in /${value.replace(/^\.?\/*/, "")}`;
  if (/[\s?#*:\\]/.test(value)) return "may not contain spaces, ?, #, *, : or \\; write the path alone, such as /blog/old-name/";
  const invalid = [...value].find(notInPath);
  if (invalid !== undefined) return `has ${shownCharacter(invalid)}, which is not valid in an address; write the path with ${PATH_CHARACTERS}`;
  if (/%(?![0-9a-f]{2})/i.test(value)) {
    return `has a % that does not start an escape such as %20; write a % itself as %25, as in ${value.replace(/%(?![0-9a-f]{2})/gi, "%25")}`;
  }
  const broken = brokenEscape(value);
  if (broken !== null) return `has a % escape, ${broken}, that is not a whole character; write the address as your browser shows it, such as /blog/old-name/`;
  const segments = value.split("/").slice(1);
  if (value.endsWith("/")) segments.pop();
  if (segments.length === 0) return "is the home page; list only old addresses of the post, such as /blog/old-name/";
  if (segments.some((segment) => segment === "." || segment === "..")) return "may not contain . or .. segments; write the full path, such as /blog/old-name/";
  if (segments.some((segment) => segment === "")) return "has an empty segment (//); write each part of the path once, such as /blog/old-name/";
  const wordless = segments.find((segment) => !hasWord(segment));
  if (wordless !== undefined) return `has the segment "${wordless}", with no letter or digit; write the path with words, such as /blog/old-name/`;
  return null;
}

/** The top-level names the build and the host own, static/'s included, lowercased (the host matches paths regardless of case). */
const hostRootNames = (site: SiteFacts) => new Set([...HOST_ROOT_NAMES, ...(site.staticNames ?? [])].map((name) => name.toLowerCase()));

const HOST_ROOTS_SHOWN = `${HOST_ROOT_NAMES.map((name) => `/${name}/`).join(", ")} and the files and folders of static/`;

/** The route of the site's own screens that answers `pathname` (case-insensitive, as Netlify matches), or null. */
export function screenRouteOf(pathname: string, site: SiteFacts): string | null {
  const path = (pathname.endsWith("/") ? pathname : `${pathname}/`).toLowerCase();
  for (const route of site.pageRoutes ?? []) {
    const lower = route.toLowerCase();
    if (lower.endsWith("/*") ? path.startsWith(lower.slice(0, -1)) || path === lower.slice(0, -2) + "/" : path === lower) return route;
  }
  return null;
}

/**
 * Why `value` cannot be an old address of a post, or null: not a site path (sitePathProblem), a file
 * at the top of the site (where robots.txt, the feed, the sitemaps and the scripts are), a path
 * under a name the build or the host owns, or an address one of the site's screens answers.
 * (The addresses of other Markdown files and of the blog's lists are checked across files: rules.ts.)
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
  const route = screenRouteOf(decodeURIComponent(value as string), site);
  if (route !== null) {
    return `is an address the site already answers (${route}, one of its screens in src/pages), so the redirect would take that page away; list only old addresses of the post, such as /blog/old-name/`;
  }
  return null;
}

/** The top-level names a legal page's slug may not take because the build or the host owns them (those a slug could be). */
const hostSlugs = (site: SiteFacts) => [...hostRootNames(site)].filter((name) => SLUG_PATTERN.test(name));

const HOST_SLUGS_SHOWN = `${HOST_ROOT_NAMES.filter((name) => SLUG_PATTERN.test(name)).map((name) => `/${name}/`).join(", ")} and the folders of static/`;

/** Why a page at the top of the site, `/<slug>/`, cannot have that slug, or null. */
export function rootSlugProblem(slug: string, site: SiteFacts): string | null {
  if (hostSlugs(site).includes(slug)) {
    return `slug "${slug}" is reserved: /${slug}/ holds the build's or the host's own files (${HOST_SLUGS_SHOWN}); choose another name, such as "${slug}-policy"`;
  }
  const route = screenRouteOf(`/${slug}/`, site);
  if (route !== null) return `slug "${slug}" is reserved: ${route} is already a screen of the site (src/pages); choose another name, such as "${slug}-policy"`;
  return null;
}
