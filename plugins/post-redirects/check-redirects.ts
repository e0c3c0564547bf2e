// The posts' redirects (src/content/redirects.ts), checked before pages render with Netlify's own parser and matcher.
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { readRedirects, REDIRECT_STATUSES, type Redirects, type RedirectRule } from "../../netlify/rules.mjs";
import { canonicalPath, redirectLines, type ContentRedirect } from "../../src/content/redirects";
import { fileFor } from "../../build/public-files.mjs";
import { decodedPath } from "../../netlify/host.mjs";
import { leavesSite } from "../../src/content/leaves-site";

const MAX_HOPS = 20;

const isLiteral = (from: string) => !from.includes("*") && !from.split("/").some((part) => part.startsWith(":"));
/** A rule this check cannot follow: it has conditions, or its `from` is on another host. */
const isConditional = (rule: RedirectRule) => Object.keys(rule.conditions).length > 0 || !rule.from.startsWith("/");

/** The posts' redirects among all of `_redirects` as Netlify applies them: old addresses taken, chains and loops; each names the file. */
export function redirectProblems(table: Redirects, redirects: readonly ContentRedirect[], isLive: (pathname: string) => boolean): string[] {
  const problems = new Set<string>();
  const byFrom = new Map(redirects.map((redirect) => [redirect.fromPath.toLowerCase(), redirect]));
  for (const redirect of redirects) {
    const live = isLive(redirect.fromPath);
    const applied = live ? null : table.match(redirect.fromPath);
    if (live) {
      problems.add(`${redirect.file}: redirectFrom "${redirect.fromPath}" is a live page of the site, so the redirect would never apply; remove it from the list`);
    } else if (applied && applied.to !== redirect.toPath) {
      problems.add(
        `${redirect.file}: redirectFrom "${redirect.fromPath}" is already taken by the rule "${applied.from} ${applied.to} ${applied.status}" in static/_redirects; remove one of them`,
      );
    }
  }
  for (const start of table.rules) {
    if (isConditional(start) || !isLiteral(start.from)) continue;
    const hops = [start.from];
    let loop = false;
    for (let current = start.from; hops.length <= MAX_HOPS; ) {
      const hit = table.match(current, { fileExists: isLive(current) });
      if (!hit || !REDIRECT_STATUSES.has(hit.status)) break;
      const next = hit.to.split(/[?#]/)[0];
      if (hops.some((seen) => seen.toLowerCase() === next.toLowerCase())) loop = true;
      hops.push(next);
      if (loop || leavesSite(next)) break;
      current = next;
    }
    const involved = hops.map((hop) => byFrom.get(hop.toLowerCase())).find((redirect) => redirect !== undefined);
    if (!involved || (!loop && hops.length <= 2)) continue;
    const route = hops.join(" → ");
    problems.add(
      loop
        ? `${involved.file}: redirectFrom "${involved.fromPath}" is part of a redirect loop (${route}); remove one of these redirects`
        : `${involved.file}: redirectFrom "${involved.fromPath}" is part of a chain of redirects (${route}); point each old address straight at ${hops.at(-1)}`,
    );
  }
  return [...problems];
}

/** The posts' part of the future public/_redirects: static/_redirects as written, then the posts' redirects. */
async function redirectsText(staticDir: string, redirects: readonly ContentRedirect[]): Promise<string> {
  const staticFile = path.join(staticDir, "_redirects");
  const before = existsSync(staticFile) ? await readFile(staticFile, "utf8") : "";
  if (redirects.length === 0) return before;
  const section = ["", "# Renamed posts: each old address (redirectFrom in content/) sends readers to the post.", ...redirectLines(redirects), ""];
  return `${before.replace(/\n*$/, "\n")}${section.join("\n")}`;
}

/** The future public/_redirects, read by Netlify's parser from `scratchDir`, checked; a path is live when a page or static file has it. */
export async function checkContentRedirects(
  staticDir: string,
  scratchDir: string,
  redirects: readonly ContentRedirect[],
  pagePaths: ReadonlySet<string>,
): Promise<string[]> {
  if (redirects.length === 0) return [];
  await mkdir(scratchDir, { recursive: true });
  const file = path.join(scratchDir, "_redirects");
  await writeFile(file, await redirectsText(staticDir, redirects));
  const table = await readRedirects(file);
  const isLive = (pathname: string) => {
    const decoded = decodedPath(pathname);
    return pagePaths.has(canonicalPath(pathname)) || (decoded !== null && fileFor(staticDir, decoded) !== null);
  };
  return redirectProblems(table, redirects, isLive);
}
