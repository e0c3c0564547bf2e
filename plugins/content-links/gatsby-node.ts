/**
 * Link check plugin: every link a live Markdown page (blog, legal, help, docs) makes to a path of
 * this site must lead somewhere, in this build.
 *
 * What it does (build time only, nothing reaches a page):
 * - `gatsby build` (onPostBuild, before the Content-Security-Policy step): for each Markdown entry
 *   that has a page in this build, each link or link definition to a site path (`/x/`, `../x/`,
 *   `#x`; query dropped, percent-escapes decoded, relative ones resolved against the page's path)
 *   must lead to a page of this build (SitePage nodes; `/x` without its slash counts as `/x/`, which the
 *   host answers with a 301, as scripts/static-server.mjs does), a client-only page's matchPath
 *   (`/dashboard/*`), a file in public/ (`/rss.xml`, images), a redirect (a published post's
 *   `redirectFrom`, or a rule of static/_redirects) or `/admin/` (NOT_GATSBY_PAGES). A
 *   link with `#fragment` to a page also needs an element with that id in the page's built HTML
 *   (public/<path>/index.html, read once per page linked with a fragment; `#` and `#top` always
 *   pass). A link to an entry that exists but has no page in this build (a draft, a post dated in
 *   the future) is refused as not published. Any dead link fails the build (panicOnBuild) with one
 *   line per link: `content/blog/a/index.md:12: link "/blog/nope/" leads to no page; closest
 *   existing path: /blog/nope-real/` (the line is the .md file's; closest path or id by edit
 *   distance, computed only for dead links). Links to other websites are not fetched.
 * - `gatsby develop` (onCreateDevServer, once at start, in the background: Gatsby awaits the hook
 *   before the server listens, and page queries run on demand in development, so on a fresh cache
 *   most bodies are parsed here): the same path check, as a warning; no fragments (no HTML is
 *   built), and any path with a file extension passes (the feed is not written in development).
 *
 * Where the links come from: the remark sub-plugin plugins/markdown-links, in the walk
 * gatsby-transformer-remark makes of each body it turns into HTML, keeps the body's site-path links
 * (url + line from the mdast position) in this plugin's cache under the node's content digest
 * (./collect-links.js). They outlive the transformer's own cache, so a rebuild reads the links of
 * unchanged bodies from the cache. A body with no entry (help and docs pages, whose template does not
 * query `html`; a cache cleared apart from the transformer's) is parsed here with the transformer's
 * remark settings (gfm, footnotes) and its links kept for the next build.
 *
 * Measured at 3,000 generated posts (2026-11-26, 2 cores shared with other builds, load 6-8;
 * docs/performance.md, "Link check"): parsing every body again with remark + gfm took ~11 s (13 % of
 * a ~86 s clean build), so the links are collected in the transformer's own walk instead: ~0.1 s of
 * CPU for 3,000 bodies (walk + cache write). The check itself: 105 ms on a clean build (9,023 links,
 * 15 bodies parsed here), 59 ms on a one-post rebuild (every body's links from the cache).
 *
 * The posts' redirects come from their own `redirectFrom` (postRedirectPaths, through
 * src/content/redirects.ts, as the site's createPages makes them), not from Gatsby's store.
 *
 * Checked against gatsby 5.16.1 and gatsby-transformer-remark 6.16.0 (sub-plugins receive
 * `markdownAST` parsed from the body alone, `markdownNode` and `getCache`; they run only for bodies
 * whose HTML, AST, excerpt or headings are computed, not on the transformer's cache hits).
 * Guarded by __tests__/build/dead-links.build.test.ts (a dead path, a dead fragment and a link to a
 * draft fail a build of a temporary copy, with file and line), __tests__/unit/content-links.test.ts
 * (resolution, closest path, messages, the collection) and __tests__/unit/markdown-links-plugin.test.ts
 * (the sub-plugin keeps the links), and `npm run build` on the real content.
 */
import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import type { GatsbyNode, Node } from "gatsby";
import { CACHE_NAME, linksKey, siteLinks, type BodyLink } from "./collect-links";
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
import { NOT_GATSBY_PAGES } from "../../src/lib/markdown-links";
import { canonicalPath } from "../../src/content/redirects";
import { fileAt } from "../../content-pipeline/redirects";

type Args = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0];

interface MarkdownNode extends Node {
  rawMarkdownBody?: string;
  frontmatter?: { draft?: unknown; date?: unknown; redirectFrom?: unknown };
  fields?: { entry?: { path?: string } };
}

const PUBLIC = path.resolve("public");

/** A body parsed here the way gatsby-transformer-remark parses it (gfm, footnotes with inline notes). */
function parseBody(body: string): unknown {
  /* eslint-disable @typescript-eslint/no-require-imports -- CommonJS packages, loaded only when a body has no kept links */
  const remark = require("remark");
  const gfm = require("remark-gfm");
  const footnotes = require("remark-footnotes");
  /* eslint-enable @typescript-eslint/no-require-imports */
  return remark().use(gfm).use(footnotes, { inlineNotes: true }).parse(body);
}

/** The file of a Markdown node, from the project root (`content/blog/a/index.md`). */
function fileOf(node: MarkdownNode, getNode: Args["getNode"]): { file: string; absolute: string } {
  const absolute = (getNode(node.parent!) as (Node & { absolutePath: string }) | undefined)?.absolutePath ?? "";
  return { file: path.relative(process.cwd(), absolute).split(path.sep).join("/"), absolute };
}

type Mode = "build" | "develop";

async function checkLinks(args: Args, mode: Mode): Promise<void> {
  const started = performance.now();
  const { getNodesByType, getNode, reporter } = args;
  // The cache the remark sub-plugin writes to (./collect-links.js), by name.
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
      links = siteLinks(parseBody(node.rawMarkdownBody ?? ""));
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
