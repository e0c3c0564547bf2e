import path from "node:path";
import { readFileSync } from "node:fs";
import type { RoutesManifest } from "gatsby";
import { conflictingHeaders, readHeaderRules, REDIRECT_STATUSES, type HeaderRule } from "./rules.mjs";
import { createHost, type Host } from "./host.mjs";
import { carriesMetaPolicy, policyCoverageProblems } from "./policy-coverage";
import { UPLOADS_FOLDER } from "../src/content/paths";
import { leavesSite } from "../src/content/leaves-site";
import { isPageFile } from "../build/public-files.mjs";

// Checks on public/ as the host receives it (after the adapter): one value per header and path, one policy per page,
// redirects without chain, loop or hidden page, client-only routes answered; each problem names the path and rules.

/** A path under a client-only route (`/dashboard/*`) that no page has, to ask the host for. */
const SAMPLE_SEGMENT = "any-client-route";
const MAX_HOPS = 10;

const isDynamic = (routePath: string) => routePath.includes("*") || routePath.includes("/:");
/** Paths a visitor can request under a route: itself, or for a client-only route its base and a path below it. */
function requestPaths(routePath: string): string[] {
  if (!isDynamic(routePath)) return [routePath];
  const base = routePath.replace(/[:*].*$/, "");
  return [base, `${base}${SAMPLE_SEGMENT}/`];
}
const isLiteral = (from: string) => from.startsWith("/") && !isDynamic(from);

/** Each header two rules give one path with different values. */
function headerConflictProblems(rules: readonly HeaderRule[], paths: Iterable<string>): string[] {
  const problems: string[] = [];
  for (const pathname of paths) {
    for (const { header, rules: sources } of conflictingHeaders(rules, pathname)) {
      problems.push(`${pathname}: ${header} is set by ${sources.map((source) => `"${source.for}" (${source.value})`).join(" and ")} in _headers`);
    }
  }
  return problems;
}

/** A document a writer can add that may carry script at its own address: served inert. */
const INERT_DOCUMENT = /\.svg$/i;
const UPLOADS = `/${UPLOADS_FOLDER}/`;

/** Each SVG or upload not sent exactly one policy with `default-src 'none'` and no `script-src`. */
function inertDocumentProblems(rules: readonly HeaderRule[], paths: Iterable<string>): string[] {
  const problems: string[] = [];
  for (const pathname of paths) {
    if (!INERT_DOCUMENT.test(pathname) && !pathname.startsWith(UPLOADS)) continue;
    const policies = rules
      .filter((rule) => rule.forRegExp.test(pathname))
      .flatMap((rule) => Object.entries(rule.values).filter(([name]) => name.toLowerCase() === "content-security-policy").map(([, value]) => value));
    const inert = policies.length === 1 && /(^|;)\s*default-src 'none'/.test(policies[0]) && !/script-src/.test(policies[0]);
    if (!inert) {
      problems.push(
        `${pathname}: a file a writer can add must be served inert (one Content-Security-Policy with default-src 'none' and no script-src), ` +
          `it gets ${policies.length === 0 ? "none" : policies.map((policy) => `"${policy}"`).join(" and ")}; put uploads in static/images/ (static/_headers)`,
      );
    }
  }
  return problems;
}

/** What is wrong with the `_redirects` rules as the host applies them to public/. */
async function redirectProblems(host: Host): Promise<string[]> {
  const problems: string[] = [];
  for (const rule of host.redirects.rules) {
    const line = `"${rule.from}  ${rule.to}  ${rule.status}${rule.force ? "!" : ""}"`;
    const rewrite = !REDIRECT_STATUSES.has(rule.status);
    // A rewrite serves its target's file: it must exist (a target with placeholders is checked where it is literal).
    if (rewrite && !leavesSite(rule.to) && !rule.to.includes(":") && !(await host.fileAt(rule.to))) {
      problems.push(`_redirects: ${line} serves ${rule.to}, which no file answers`);
    }
    if (Object.keys(rule.conditions).length > 0 || !isLiteral(rule.from)) continue;
    const taken = host.redirects.match(rule.from);
    if (taken && (taken.to !== rule.to || taken.status !== rule.status)) {
      problems.push(`_redirects: ${line} never applies: the earlier rule "${taken.from}  ${taken.to}  ${taken.status}" takes ${rule.from}`);
      continue;
    }
    const file = await host.fileAt(rule.from);
    if (file && !rule.force) problems.push(`_redirects: ${line} never applies: the file ${path.basename(file.file)} answers ${rule.from}`);
    else if (file) problems.push(`_redirects: ${line} hides the page at ${rule.from}`);
    else if (!rewrite && !leavesSite(rule.to)) problems.push(...(await followProblems(host, rule.from, rule.to, line)));
  }
  return problems;
}

/** A redirect's hops until a page answers: a problem for a chain, a loop or an end that is not a page. */
async function followProblems(host: Host, from: string, to: string, line: string): Promise<string[]> {
  const hops = [from, to.split(/[?#]/)[0]];
  for (let current = hops[1]; hops.length <= MAX_HOPS; ) {
    const answer = await host.answer(current);
    if (answer.kind !== "redirect") {
      if (answer.status !== 200) return [`_redirects: ${line} leads to ${current}, which answers ${answer.status}`];
      return hops.length > 2 ? [`_redirects: ${line} is a chain of redirects (${hops.join(" → ")}); point it straight at ${current}`] : [];
    }
    const next = answer.location.split(/[?#]/)[0];
    if (leavesSite(next)) return [];
    // The host adding a folder's trailing slash is not a redirect of the site's.
    if (next !== `${current}/`) {
      if (hops.includes(next)) return [`_redirects: ${line} is part of a redirect loop (${[...hops, next].join(" → ")})`];
      hops.push(next);
    }
    current = next;
  }
  return [`_redirects: ${line} goes through more than ${MAX_HOPS} redirects (${hops.join(" → ")})`];
}

/** Each client-only route (a page with a match path) answered 200 with an HTML page, at its base and below it. */
async function clientRouteProblems(host: Host, routes: RoutesManifest): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    if (route.type !== "static" || !isDynamic(route.path) || !route.filePath.endsWith(".html")) continue;
    for (const pathname of requestPaths(route.path)) {
      const answer = await host.answer(pathname);
      if (answer.kind !== "file" || answer.status !== 200 || !answer.file.endsWith(".html")) {
        problems.push(`${pathname} (the client-only route ${route.path}) answers ${answer.status}${answer.kind === "redirect" ? ` → ${answer.location}` : ""}, not its page`);
      }
    }
  }
  return problems;
}

/** Every problem of public/ as the host serves it; empty when there is none. */
export async function outputProblems(publicDir: string, routes: RoutesManifest): Promise<string[]> {
  const headerRules = await readHeaderRules(path.join(publicDir, "_headers"));
  const host = await createHost({ root: publicDir });
  const staticRoutes = routes.filter((route) => route.type === "static");
  const paths = new Set<string>(["/", "/a-path-no-page-has/"]);
  for (const route of staticRoutes) for (const pathname of requestPaths(route.path)) paths.add(pathname);
  for (const route of staticRoutes) if (route.path.endsWith("/index.html")) paths.add(route.path.slice(0, -"index.html".length));

  const htmlRoutes = staticRoutes.filter((route) => route.filePath.endsWith(".html"));
  const editor = htmlRoutes.filter((route) => route.path.startsWith("/admin/"));
  const pages = htmlRoutes
    .filter((route) => isPageFile(path.relative(publicDir, path.resolve(route.filePath)).split(path.sep).join("/")))
    .flatMap((route) => requestPaths(route.path).map((pathname) => ({ route: pathname, file: path.relative(publicDir, path.resolve(route.filePath)) })));
  const editorPaths = [...new Set(editor.flatMap((route) => [route.path, route.path.replace(/index\.html$/, "")]))];
  const metaPolicy = (file: string) => {
    try {
      return carriesMetaPolicy(readFileSync(path.join(publicDir, file), "utf8"));
    } catch {
      return false;
    }
  };
  return [
    ...headerConflictProblems(headerRules, paths),
    ...inertDocumentProblems(headerRules, paths),
    ...policyCoverageProblems(headerRules, pages, editorPaths, metaPolicy),
    ...(await redirectProblems(host)),
    ...(await clientRouteProblems(host, routes)),
  ];
}
