// A renamed post keeps its old addresses: each `redirectFrom` path of a published post becomes a permanent redirect
// (browser and public/_redirects), checked before any page renders against the pages and static/_redirects (check-redirects.ts).
// Why: links to a renamed post keep working (content/README.md, "Renaming a post").
// Checked against gatsby 5.16.1.
// Guard: __tests__/unit/post-redirects.test.ts, __tests__/build/publishing.build.test.ts.
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { contentRedirects, type ContentRedirect } from "../../src/content/redirects";
import { formatProblems } from "../../src/content/rules";
import { redirectSourceProblem } from "../../src/content/addresses";
import { readSiteFacts } from "../../content-pipeline/site-facts";
import { contentFile } from "../../content-pipeline/entries";
import { checkContentRedirects } from "./check-redirects";

interface PostNode {
  published: boolean;
  fields: { path: string };
  frontmatter: { redirectFrom: unknown[] | null };
  parent: { absolutePath: string } | null;
}

/** This build's redirects, made in createPages and checked in onPostBootstrap, once every page exists. */
let postRedirects: ContentRedirect[] = [];
/** Why the posts' old addresses could not be queried, reported only if the build gets past the content rules (which name the field). */
let queryErrors: unknown = null;

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions }) => {
  const result = await graphql<{ allMarkdownRemark: { nodes: PostNode[] } }>(`
    query PostRedirects {
      allMarkdownRemark(filter: { fields: { collection: { eq: "blog" } } }) {
        nodes {
          published
          fields { path }
          frontmatter { redirectFrom }
          parent { ... on File { absolutePath } }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    queryErrors = result.errors ?? "no data";
    return;
  }
  // Only good addresses become redirects: the content rules (the site's createPages, next) report the others.
  const site = readSiteFacts(path.resolve("static"), path.resolve("src/pages"));
  const posts = result.data.allMarkdownRemark.nodes.filter((post) => post.published && post.parent);
  const { redirects } = contentRedirects(
    posts.map((post) => ({
      file: contentFile(post.parent!.absolutePath),
      path: post.fields.path,
      redirectFrom: (post.frontmatter.redirectFrom ?? []).filter((from): from is string => redirectSourceProblem(from, site) === null),
    })),
  );
  postRedirects = redirects;
  for (const { fromPath, toPath } of redirects) {
    for (const from of new Set([fromPath, fromPath.replace(/(.)\/$/, "$1")])) {
      actions.createRedirect({ fromPath: from, toPath, isPermanent: true, redirectInBrowser: true });
    }
  }
};

/** Once every page exists (src/pages' too) and before any is rendered: the redirects as Netlify will apply them. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ getNodesByType, reporter }) => {
  if (queryErrors !== null) {
    reporter.panicOnBuild("Could not query the posts' old addresses (redirectFrom)", queryErrors as Error);
    return;
  }
  const pagePaths = new Set(getNodesByType("SitePage").map((page) => (page as Node & { path: string }).path));
  const problems = await checkContentRedirects(path.resolve("static"), path.resolve(".cache", "post-redirects"), postRedirects, pagePaths);
  if (problems.length > 0) reporter.panicOnBuild(formatProblems(problems));
};
