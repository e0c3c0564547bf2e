/**
 * Link check: every link a live Markdown page makes to a path of this site must lead to a page, a
 * file, a redirect or an id of this build; a dead one fails `gatsby build` with file and line, and is
 * a warning in `gatsby develop`. Links come from plugins/markdown-links' walk, cached per body.
 * Why: writers learn of a dead link before visitors do (content/README.md, "The build checks every link to the site").
 * Checked against gatsby 5.16.1 and gatsby-transformer-remark 6.16.0.
 * Guard: __tests__/build/dead-links.build.test.ts, __tests__/unit/content-links.test.ts,
 * __tests__/unit/markdown-links-plugin.test.ts (details: docs/architecture.md, step 8).
 */
import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import type { GatsbyNode, Node } from "gatsby";
import { CACHE_NAME, linksKey, siteLinks, type BodyLink } from "../../content-pipeline/site-links";
import {
  bodyLineOffset,
  byFileAndLine,
  deadLinkLine,
  formatDeadLinks,
  htmlIds,
  linkProblem,
  postRedirectPaths,
  unpublishedReason,
  type SiteIndex,
} from "./links";
import { readRedirects } from "../../netlify/rules.mjs";
import { NOT_GATSBY_PAGES } from "../../src/lib/prefetch-markdown-links";
import { canonicalPath } from "../../src/content/redirects";
import { parseMarkdown } from "../../src/content/markdown";
import { fileAt } from "../../content-pipeline/site-facts";
import { contentFile } from "../../content-pipeline/entries";

type Args = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0];

interface MarkdownNode extends Node {
  rawMarkdownBody?: string;
  frontmatter?: { draft?: unknown; date?: unknown; redirectFrom?: unknown };
  fields?: { entry?: { path?: string } };
}

const PUBLIC = path.resolve("public");

/** The file of a Markdown node, from the project root (`content/blog/a/index.md`). */
function fileOf(node: MarkdownNode, getNode: Args["getNode"]): { file: string; absolute: string } {
  const absolute = (getNode(node.parent!) as (Node & { absolutePath: string }) | undefined)?.absolutePath ?? "";
  return { file: contentFile(absolute), absolute };
}

type Mode = "build" | "develop";

async function checkLinks(args: Args, mode: Mode): Promise<void> {
  const started = performance.now();
  const { getNodesByType, getNode, reporter } = args;
  // The cache the remark sub-plugin writes to (content-pipeline/site-links.js), by name.
  const cache = args.getCache(CACHE_NAME);
  const sitePages = getNodesByType("SitePage") as Array<Node & { path: string; matchPath?: string }>;
  const pages = new Set(sitePages.map((page) => page.path));
  const matchPaths = sitePages.flatMap((page) => (page.matchPath ? [page.matchPath] : []));

  const unpublishedByPath = new Map<string, MarkdownNode>();
  const live: Array<{ node: MarkdownNode; pagePath: string; links: BodyLink[] }> = [];
  let parsedHere = 0;
  for (const node of getNodesByType("MarkdownRemark") as MarkdownNode[]) {
    const pagePath = node.fields?.entry?.path;
    if (typeof pagePath !== "string") continue;
    if (!pages.has(pagePath)) {
      unpublishedByPath.set(pagePath, node);
      continue;
    }
    const key = linksKey(node.internal.contentDigest);
    let links = (await cache.get(key)) as BodyLink[] | undefined;
    if (!Array.isArray(links)) {
      links = siteLinks(parseMarkdown(node.rawMarkdownBody ?? ""));
      parsedHere += 1;
      await cache.set(key, links);
    }
    live.push({ node, pagePath, links });
  }

  const redirects = postRedirectPaths(
    live.flatMap(({ node, pagePath }) => {
      const redirectFrom = node.frontmatter?.redirectFrom;
      return Array.isArray(redirectFrom) && redirectFrom.length > 0 ? [{ file: fileOf(node, getNode).file, path: pagePath, redirectFrom }] : [];
    }),
  );
  // static/_redirects as written, in both modes: public/_redirects is it plus Gatsby's redirects (the
  // posts', known above), which the adapter writes after every plugin's onPostBuild.
  const staticRedirects = await readRedirects(path.resolve("static", "_redirects"));
  const idsByPage = new Map<string, Set<string>>();
  // A file that answers the path: in public/ after a build; in static/ in development (public/ may
  // hold an older build's pages), where any path with a file extension also passes (the feed is
  // written only by a build).
  const filesRoot = mode === "build" ? PUBLIC : path.resolve("static");
  const answeredByFile = (target: string): boolean => fileAt(filesRoot, target) || (mode === "develop" && /\.[a-z0-9]{1,5}$/i.test(target));
  const site: SiteIndex = {
    pages,
    matchPaths,
    answered: (target) => {
      if (NOT_GATSBY_PAGES.test(target) || redirects.has(canonicalPath(target))) return true;
      return answeredByFile(target) || staticRedirects.match(target) !== null;
    },
    unpublished: (target) => {
      const node = unpublishedByPath.get(target);
      return node ? { file: fileOf(node, getNode).file, reason: unpublishedReason(node.frontmatter ?? {}) } : null;
    },
    ids:
      mode === "build"
        ? (page) => {
            let ids = idsByPage.get(page);
            if (!ids) {
              const html = path.join(PUBLIC, page, "index.html");
              ids = existsSync(html) ? htmlIds(readFileSync(html, "utf8")) : new Set();
              idsByPage.set(page, ids);
            }
            return ids;
          }
        : undefined,
  };

  const dead: string[] = [];
  let checked = 0;
  for (const { node, pagePath, links } of live) {
    let offset: number | null = null;
    for (const link of links) {
      checked += 1;
      const problem = linkProblem({ pagePath, url: link.url }, site);
      if (problem === null) continue;
      const { file, absolute } = fileOf(node, getNode);
      offset ??= bodyLineOffset(readFileSync(absolute, "utf8"), node.rawMarkdownBody ?? "");
      dead.push(deadLinkLine(file, link.line + offset, link.url, problem));
    }
  }
  const ms = Math.round(performance.now() - started);
  reporter.info(
    `Link check: ${checked} links of ${live.length} Markdown pages in ${ms} ms (${live.length - parsedHere} bodies' links from the cache, ${parsedHere} parsed here; ${idsByPage.size} pages read for fragments)`,
  );
  if (dead.length === 0) return;
  dead.sort(byFileAndLine);
  if (mode === "build") reporter.panicOnBuild(formatDeadLinks(dead));
  else reporter.warn(formatDeadLinks(dead));
}

export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => checkLinks(args, "build");

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => {
  void checkLinks(args as unknown as Args, "develop").catch((error: unknown) => args.reporter.warn(`Link check could not run: ${String(error)}`));
};
