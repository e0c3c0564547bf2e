// Link check: every site link of a live Markdown page (as the content rules read it) must lead to a page, file, redirect
// or id of this build; a dead one fails `gatsby build` with file and line (a warning in `gatsby develop`).
// Why: writers learn of a dead link before visitors do (content/README.md, "The build checks every link to the site").
// Checked against gatsby 5.16.1 and gatsby-transformer-remark 6.16.0.
// Guard: __tests__/build/dead-links.build.test.ts, __tests__/unit/content-links.test.ts, __tests__/unit/markdown-links-plugin.test.ts.
import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import type { GatsbyNode, Node } from "gatsby";
import { byFileAndLine, deadLinkLine, formatDeadLinks, htmlIds, linkProblem, postRedirectPaths, unpublishedReason, type SiteIndex } from "./links";
import { readRedirects } from "../../netlify/rules.mjs";
import { NOT_GATSBY_PAGES } from "../../src/lib/prefetch-markdown-links";
import { canonicalPath } from "../../src/content/redirects";
import type { BodyLink } from "../../src/content/site-links";
import { fileFor } from "../../build/public-files.mjs";
import { contentFile, storedEntryField } from "../../content-pipeline/entries";
import { bodyFactsOf } from "../../content-pipeline/body-facts";

type Args = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0];

interface MarkdownNode extends Node {
  frontmatter?: { draft?: unknown; date?: unknown; redirectFrom?: unknown };
}

const PUBLIC = path.resolve("public");

/** The file of a Markdown node, from the project root (`content/blog/a/index.md`). */
const fileOf = (node: MarkdownNode, getNode: Args["getNode"]) => contentFile((getNode(node.parent!) as (Node & { absolutePath: string }) | undefined)?.absolutePath ?? "");

async function checkLinks(args: Args, mode: "build" | "develop"): Promise<void> {
  const started = performance.now();
  const { getNodesByType, getNode, getCache, reporter } = args;
  const sitePages = getNodesByType("SitePage") as Array<Node & { path: string; matchPath?: string }>;
  const pages = new Set(sitePages.map((page) => page.path));
  const matchPaths = sitePages.flatMap((page) => (page.matchPath ? [page.matchPath] : []));

  const unpublishedByPath = new Map<string, MarkdownNode>();
  const live: Array<{ node: MarkdownNode; pagePath: string; links: BodyLink[]; bodyOffset: number }> = [];
  for (const node of getNodesByType("MarkdownRemark") as MarkdownNode[]) {
    const entry = storedEntryField(node);
    if (!entry) continue;
    if (!pages.has(entry.path)) unpublishedByPath.set(entry.path, node);
    else live.push({ node, pagePath: entry.path, links: (await bodyFactsOf(getCache, node)).links, bodyOffset: entry.bodyOffset });
  }

  const redirects = postRedirectPaths(
    live.flatMap(({ node, pagePath }) => {
      const redirectFrom = node.frontmatter?.redirectFrom;
      return Array.isArray(redirectFrom) && redirectFrom.length > 0 ? [{ file: fileOf(node, getNode), path: pagePath, redirectFrom }] : [];
    }),
  );
  // static/_redirects: the adapter adds the posts' redirects (known above) only after every onPostBuild.
  const staticRedirects = await readRedirects(path.resolve("static", "_redirects"));
  const idsByPage = new Map<string, Set<string>>();
  // In development, static/ (public/ may be an older build's) and any path with an extension (the feed is built only).
  const filesRoot = mode === "build" ? PUBLIC : path.resolve("static");
  const answeredByFile = (target: string): boolean => fileFor(filesRoot, target) !== null || (mode === "develop" && /\.[a-z0-9]{1,5}$/i.test(target));
  const site: SiteIndex = {
    pages,
    matchPaths,
    answered: (target) => {
      if (NOT_GATSBY_PAGES.test(target) || redirects.has(canonicalPath(target))) return true;
      return answeredByFile(target) || staticRedirects.match(target) !== null;
    },
    unpublished: (target) => {
      const node = unpublishedByPath.get(target);
      return node ? { file: fileOf(node, getNode), reason: unpublishedReason(node.frontmatter ?? {}) } : null;
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
  for (const { node, pagePath, links, bodyOffset } of live) {
    for (const link of links) {
      checked += 1;
      const problem = linkProblem({ pagePath, url: link.url }, site);
      if (problem !== null) dead.push(deadLinkLine(fileOf(node, getNode), link.line + bodyOffset, link.url, problem));
    }
  }
  const ms = Math.round(performance.now() - started);
  reporter.info(`Link check: ${checked} links of ${live.length} Markdown pages in ${ms} ms (${idsByPage.size} pages read for fragments)`);
  if (dead.length === 0) return;
  dead.sort(byFileAndLine);
  if (mode === "build") reporter.panicOnBuild(formatDeadLinks(dead));
  else reporter.warn(formatDeadLinks(dead));
}

export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => checkLinks(args, "build");

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => {
  void checkLinks(args as unknown as Args, "develop").catch((error: unknown) => args.reporter.warn(`Link check could not run: ${String(error)}`));
};
