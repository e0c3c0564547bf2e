import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";
import { isKnownInlineScript, KNOWN_SCRIPT_SOURCES } from "./known-scripts";

// The site's Content-Security-Policy from the built HTML: the known inline scripts by hash (./known-scripts.ts),
// the same few for any number of pages, and /admin/'s own policy on its own paths (docs/security-headers.md).

/** More different inline scripts than this fails the build: the policy must not grow with the content. */
export const MAX_INLINE_SCRIPTS = 24;

const CMS_GIT_HOSTS = ["https://api.github.com", "https://gitlab.com"];
/** decap-server on the writer's own machine (`npm run cms`): only an editor built for the local backend reaches it. */
const LOCAL_BACKEND_ORIGINS = ["http://127.0.0.1:*", "http://localhost:*"];

type Directives = Array<[string, ...string[]]>;

const serialize = (directives: Directives) => directives.map((directive) => directive.join(" ")).join("; ");

export const publicPolicy = (scriptHashes: readonly string[]): string => serialize(publicDirectives(scriptHashes));

/** Pagefind compiles WebAssembly (allowed alone, never eval()) on every page: the search opens from the navbar. */
const SEARCH_SCRIPT_SOURCES = ["'wasm-unsafe-eval'"] as const;

function publicDirectives(scriptHashes: readonly string[]): Directives {
  return [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...SEARCH_SCRIPT_SOURCES, ...scriptHashes],
    // Emotion (Chakra) writes <style> elements and style attributes at run time.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["connect-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
}

/** The same policy for a <meta> element, which cannot carry frame-ancestors (X-Frame-Options covers it). */
export const publicMetaPolicy = (scriptHashes: readonly string[]): string =>
  serialize(publicDirectives(scriptHashes).filter(([name]) => name !== "frame-ancestors"));

/** The editor at /admin/: what Decap needs, its git host's API plus `apiOrigins` (a self-managed GitLab), `npm run cms`'s if `localEditor`. */
export function adminPolicy(apiOrigins: readonly string[] = [], { localEditor = true }: { localEditor?: boolean } = {}): string {
  return serialize([
    ["default-src", "'self'"],
    // Decap's bundle compiles code at run time (eval), refused otherwise.
    ["script-src", "'self'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    // blob: Decap reads a file the writer has just uploaded back through fetch() of its blob URL.
    ["connect-src", "'self'", "blob:", ...new Set([...CMS_GIT_HOSTS, ...(localEditor ? LOCAL_BACKEND_ORIGINS : []), ...apiOrigins])],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ]);
}

/** The editor's policy in a build for the local editor (no CMS_* settings). */
export const ADMIN_POLICY = adminPolicy();

/** The path /admin/ is served at; `/admin/` in _headers also matches `/admin`. */
export const ADMIN_PATHS = ["/admin/", "/admin/index.html"];

/** Top-level names of public/ that are no public page but that a public rule must not reach. */
const NOT_PUBLIC_NAMES = ["admin"];

/** `'sha256-…'` for an inline script's text, as the browser hashes it (after the parser's newline normalisation). */
export function scriptHash(text: string): string {
  const normalized = text.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(normalized, "utf8").digest("base64")}'`;
}

const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript", "application/ecmascript"]);

/** The text of every inline script the browser would run (not data blocks), read with an HTML parser. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  let current: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "script" && attributes.src === undefined && EXECUTABLE_TYPES.has((attributes.type ?? "").trim().toLowerCase())) current = "";
    },
    ontext(text) {
      if (current !== null) current += text;
    },
    onclosetag(name) {
      if (name === "script" && current !== null) {
        scripts.push(current);
        current = null;
      }
    },
  });
  parser.end(html);
  return scripts;
}

/** The hash of each known inline script, in document order, and the text of each unknown one. */
export function pageScripts(html: string): { hashes: string[]; unknown: string[] } {
  const hashes: string[] = [];
  const unknown: string[] = [];
  for (const script of inlineScripts(html)) {
    if (isKnownInlineScript(script)) hashes.push(scriptHash(script));
    else unknown.push(script);
  }
  return { hashes, unknown };
}

/** A page's Markdown file and text: to tell which line an unknown script came from. */
export type PageSource = { file: string; text: string };

/** `file:line` of the Markdown line holding the script's first line of text, or null when the Markdown does not hold it. */
export function scriptLineIn(source: PageSource, script: string): string | null {
  const first = script.split("\n").map((line) => line.trim()).find((line) => line !== "");
  if (first === undefined) return null;
  const index = source.text.split("\n").findIndex((line) => line.includes(first));
  return index === -1 ? null : `${source.file}:${index + 1}`;
}

/** Why the build stops: each page with an undeclared inline script, its start, and the Markdown line that holds it. */
export function unknownScriptsMessage(
  pages: ReadonlyArray<{ file: string; unknown: readonly string[] }>,
  sourceOf: (file: string) => PageSource | null = () => null,
): string {
  const shown = (script: string) => JSON.stringify(script.replace(/\s+/g, " ").trim().slice(0, 80));
  const located = (file: string, script: string) => {
    const source = sourceOf(file);
    const line = source ? scriptLineIn(source, script) : null;
    return line ? `${shown(script)} (from ${line})` : shown(script);
  };
  return (
    `${pages.length} built page${pages.length === 1 ? " has" : "s have"} an inline script the site does not write, which the policy will not allow:\n` +
    pages.map((page) => `- public/${page.file}: ${page.unknown.map((script) => located(page.file, script)).join(", ")}`).join("\n") +
    "\nMarkdown cannot carry scripts (content/README.md); a script of the site's own belongs in src/lib/inline-scripts.ts."
  );
}

/** The code that turns a page into its script hashes (its fingerprint keeps other parsers' cached hashes out, ./page-script-cache.ts). */
export const SCRIPT_PARSER_SOURCES: readonly string[] = [[...EXECUTABLE_TYPES].join(","), inlineScripts.toString(), scriptHash.toString(), pageScripts.toString(), ...KNOWN_SCRIPT_SOURCES];

export const parserFingerprint = (sources: readonly string[]) => createHash("sha256").update(sources.join("\n")).digest("hex");
export const SCRIPT_PARSER_FINGERPRINT = parserFingerprint(SCRIPT_PARSER_SOURCES);

/** The distinct hashes in first-seen order; throws past MAX_INLINE_SCRIPTS. */
export function collectScriptHashes(pages: Iterable<{ file: string; hashes: readonly string[] }>): string[] {
  const firstSeen = new Map<string, string>();
  for (const page of pages) for (const hash of page.hashes) if (!firstSeen.has(hash)) firstSeen.set(hash, page.file);
  if (firstSeen.size > MAX_INLINE_SCRIPTS) {
    const examples = [...firstSeen.values()].slice(MAX_INLINE_SCRIPTS - 2, MAX_INLINE_SCRIPTS + 1).join(", ");
    throw new Error(
      `The built pages have ${firstSeen.size} different inline scripts (more than ${MAX_INLINE_SCRIPTS}), e.g. in ${examples}: ` +
        "an inline script whose text changes from page to page makes the Content-Security-Policy grow with the site. " +
        "Keep per-page data out of inline script text (docs/security-headers.md).",
    );
  }
  return [...firstSeen.keys()];
}

/**
 * The public policy's `_headers` paths: `/` and one per top-level section and file; a section whose name starts
 * another's (`help`, `help-center`) gets `/help/` and `/help/:page/*` (docs/security-headers.md, "One explicit rule per section").
 */
export function publicPolicyPaths(routes: readonly string[]): string[] {
  const sections = new Set<string>();
  const files = new Set<string>();
  let home = false;
  for (const route of routes) {
    const [first, ...rest] = route.split("/").filter(Boolean);
    if (first === undefined) home = true;
    else if (rest.length === 0 && first.includes(".")) files.add(first);
    else sections.add(first);
  }
  const names = [...sections, ...files, ...NOT_PUBLIC_NAMES].map((name) => name.toLowerCase());
  const startsAnother = (section: string) => names.some((name) => name !== section.toLowerCase() && name.startsWith(section.toLowerCase()));
  const sectionPaths = (section: string) => (startsAnother(section) ? [`/${section}/`, `/${section}/:page/*`] : [`/${section}/*`]);
  return [...(home ? ["/"] : []), ...[...sections].flatMap(sectionPaths), ...[...files].map((file) => `/${file}`)].sort();
}

/** A deploy preview or branch deploy is kept out of search engines (the rule that shows drafts there). */
export { isPreviewDeploy } from "../../src/content/publishing";

/** public/_headers: the hand-written rules of static/_headers, then the generated policies. */
export function headersFile(
  staticHeaders: string,
  policyPaths: readonly string[],
  scriptHashes: readonly string[],
  editorPolicy: string = ADMIN_POLICY,
  { noindex = false }: { noindex?: boolean } = {},
): string {
  const rule = (path: string, policy: string) => `${path}\n  Content-Security-Policy: ${policy}\n`;
  const policy = publicPolicy(scriptHashes);
  return [
    staticHeaders.trimEnd(),
    "",
    "# Generated at build time by plugins/content-security-policy: the public policy with the",
    "# hashes of the inline scripts of the built pages, then the editor's policy.",
    ...policyPaths.map((path) => rule(path, policy)),
    ...ADMIN_PATHS.map((path) => rule(path, editorPolicy)),
    // The same value as static/_headers gives /admin/*: one value per path.
    ...(noindex ? ["# This deploy is a Netlify deploy preview or branch deploy (CONTEXT): no page of it is indexed.", "/*\n  X-Robots-Tag: noindex, nofollow\n"] : []),
  ].join("\n");
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g;

/** The 404 page with the public policy as a <meta> after its charset, replacing an earlier build's (a stale one would block scripts). */
export function withPolicyMeta(html: string, scriptHashes: readonly string[]): string {
  const page = html.replace(POLICY_META, "");
  const charset = /<meta charSet="utf-8"\/>/i.exec(page);
  if (!charset) throw new Error("The 404 page has no <meta charset> to put its Content-Security-Policy after");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${publicMetaPolicy(scriptHashes)}"/>`;
  const at = charset.index + charset[0].length;
  return page.slice(0, at) + meta + page.slice(at);
}
