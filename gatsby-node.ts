import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import pLimit from "p-limit";
import type { BlogCategory } from "./src/content/vocabulary";
import { blogCategoryPages } from "./src/data/blog-categories";
import { entryPath, entrySlug, formatProblems, validateEntries, type ContentEntry, type SiteFacts } from "./src/content/rules";
import { authorProfile } from "./src/content/authors";
import { checkTimeZone, type Release } from "./src/content/publishing";
import { ENTRY_FIELD, toEntry, type EntryField, type FileNode, type MarkdownNode } from "./content-pipeline/entries";
import { addResolvers, customizeSchema, siteTimeZone, siteUrl } from "./content-pipeline/schema";
import { readSiteFacts } from "./content-pipeline/site-facts";
import { categoryListPath, paginateAuthors, paginatePosts } from "./src/content/pagination";
import { relatedPostIds } from "./content-pipeline/related-posts";
import { bodiesReadThisRun, bodyFactsOf, readTransformerTrees } from "./content-pipeline/body-facts";
import { LAYOUT_SLICES } from "./src/slices/layout-slices";

export const createSchemaCustomization = customizeSchema; // content-pipeline/schema.ts
export const createResolvers = addResolvers;

/** static/'s names and the screens' routes, which slugs and old addresses may not take (read once, at the first Markdown node). */
let siteFacts: SiteFacts | undefined;
const contentSite = () => (siteFacts ??= readSiteFacts(path.resolve("static"), path.resolve("src/pages")));

/** onCreateNode only for Markdown nodes: spares every other node Gatsby's whole plugin API call (action creators, a span, a cache). */
export const shouldOnCreateNode: GatsbyNode<Node>["shouldOnCreateNode"] = ({ node }) => node.internal.type === "MarkdownRemark";

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, getNode, actions }) => {
  const entry = await toEntry(node as MarkdownNode, getNode(node.parent!) as FileNode);
  if (!entry) return;
  const value: EntryField = {
    collection: entry.collection,
    path: entryPath(entry),
    slug: entrySlug(entry),
    hasFrontmatter: entry.hasFrontmatter,
    bodyOffset: entry.bodyOffset ?? 0,
  };
  actions.createNodeField({ node, name: ENTRY_FIELD, value });
};

/** In every Gatsby process: the content rules read each Markdown tree the transformer parses (plugins/content-rules). */
export const onPluginInit: GatsbyNode["onPluginInit"] = () => readTransformerTrees();

const templates = {
  blogPost: path.resolve("src/templates/blog-post.tsx"),
  blogList: path.resolve("src/templates/blog-list.tsx"),
  legal: path.resolve("src/templates/legal-page.tsx"),
  placeholder: path.resolve("src/templates/placeholder-page.tsx"),
  support: path.resolve("src/templates/support-page.tsx"),
};

type CreatePagesArgs = Parameters<NonNullable<GatsbyNode["createPages"]>>[0];
type ContentNode = {
  id: string;
  release: Release;
  published: boolean;
  fields: { collection: string; path: string; slug: string };
  frontmatter: { title: string; category: string | null; author: string | null; excerpt: string | null };
};

const ENTRY_READS_IN_FLIGHT = 32;

/** The navbar and the footer, rendered once per version and stitched into every page (src/slices/). */
function createLayoutSlices({ actions }: CreatePagesArgs) {
  for (const [id, component] of Object.entries(LAYOUT_SLICES)) actions.createSlice({ id, component: path.resolve(component) });
}

/**
 * Every Markdown file's problems, its images read again (a cover may be gone). The transformer parses each published body first: the rules
 * read its tree, the page queries reuse it (content-pipeline/body-facts.ts). Unpublished ones stay out (their images would be published).
 */
async function contentProblems({ graphql, getNodesByType, getNode, getCache, reporter }: CreatePagesArgs): Promise<string[]> {
  const trees = await graphql(`query ContentTrees { allMarkdownRemark(filter: { published: { eq: true } }) { nodes { headings { depth } } } }`);
  if (trees.errors) reporter.warn(`Content rules: the transformer could not read every body (${String(trees.errors[0])}); they are parsed again`);
  const inFlight = pLimit(ENTRY_READS_IN_FLIGHT);
  const read = await Promise.all(
    (getNodesByType("MarkdownRemark") as MarkdownNode[]).map((node) =>
      inFlight(async () => toEntry(node, getNode(node.parent!) as FileNode, await bodyFactsOf(getCache, node))),
    ),
  );
  const entries = read.filter((entry): entry is ContentEntry => entry !== null);
  reporter.info(`Content rules: ${entries.length} Markdown files, ${bodiesReadThisRun} of them read and parsed this run`);
  return validateEntries(entries, contentSite());
}

/** Every Markdown file's id, collection, path, slug, category, author and release: newest first, then by path. */
async function contentNodes({ graphql }: CreatePagesArgs): Promise<ContentNode[] | null> {
  const result = await graphql<{ allMarkdownRemark: { nodes: ContentNode[] } }>(`
    query ContentPages {
      allMarkdownRemark(sort: [{ frontmatter: { date: DESC } }, { fields: { path: ASC } }]) {
        nodes {
          id
          release
          published
          fields { collection path slug }
          frontmatter { title category author excerpt }
        }
      }
    }
  `);
  return result.errors || !result.data ? null : result.data.allMarkdownRemark.nodes;
}

/**
 * One page per post, linked to its neighbours (newest first: the previous post is the older one) and to up
 * to three related posts (content-pipeline/related-posts.ts), by id in a fixed order so queries re-run only on change.
 */
async function createPostPages(args: CreatePagesArgs, posts: ContentNode[]) {
  const related = await relatedPostIds(args, posts);
  posts.forEach((post, index) => {
    args.actions.createPage({
      path: post.fields.path,
      component: templates.blogPost,
      // The release is context, not queried: a changed context re-runs the query, so a live post loses its badge.
      context: {
        id: post.id,
        previousId: posts[index + 1]?.id ?? null,
        nextId: posts[index - 1]?.id ?? null,
        relatedIds: related.get(post.id) ?? [],
        release: post.release,
        categoryPath: post.frontmatter.category ? categoryListPath(post.frontmatter.category) : null,
      },
    });
  });
}

/** /blog/ and its numbered pages, then each category's and each published author's, listing posts by id (src/content/pagination.ts). */
function createBlogListPages({ actions, getNode, getNodesByType }: CreatePagesArgs, posts: ContentNode[], authors: ContentNode[]) {
  const unreleased = new Map(posts.filter((post) => post.release !== "live").map((post) => [post.id, post.release]));
  const authorOf = new Map(authors.map((author) => [author.fields.slug, author]));
  const site = siteUrl(getNodesByType);
  const pages = [
    ...paginatePosts(posts.map((post) => ({ id: post.id, category: post.frontmatter.category ?? "" }))),
    ...paginateAuthors(posts.map((post) => ({ id: post.id, author: post.frontmatter.author ?? "" }))),
  ];
  for (const page of pages) {
    const { path: pagePath, ...context } = page; // `path` is reserved in page context
    // Drafts and scheduled posts on this page (previews only), for their cards' badges.
    const releases = Object.fromEntries(page.postIds.filter((id) => unreleased.has(id)).map((id) => [id, unreleased.get(id)]));
    // A category's lead and description (src/data/blog-categories.ts) travel as page data, not as page code.
    const about = page.category ? (blogCategoryPages[page.category as BlogCategory] ?? null) : null;
    // An author's list: their profile is page data too (src/content/authors.ts); the page queries only their photo.
    const author = page.author ? authorOf.get(page.author)! : null;
    const authorIds = author ? [author.id] : [];
    const profile = author ? authorProfile((getNode(author.id) as MarkdownNode).frontmatter, author.fields.path, site) : null;
    actions.createPage({ path: pagePath, component: templates.blogList, context: { ...context, releases, about, authorIds, profile } });
  }
}

/** Legal pages, help and docs pages: one template per kind; a help or docs page without a body says it is being written. */
function createCollectionPages({ actions, getNode }: CreatePagesArgs, nodes: ContentNode[]) {
  const hasBody = (id: string) => ((getNode(id) as MarkdownNode | undefined)?.rawMarkdownBody ?? "").trim() !== "";
  const templateOf = (node: ContentNode) => {
    if (node.fields.collection === "legal") return templates.legal;
    if (node.fields.collection === "help" || node.fields.collection === "docs") return hasBody(node.id) ? templates.support : templates.placeholder;
    return undefined;
  };
  for (const node of nodes) {
    const component = templateOf(node);
    if (component) actions.createPage({ path: node.fields.path, component, context: { id: node.id } });
  }
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  createLayoutSlices(args);
  const timeZoneProblem = checkTimeZone(siteTimeZone(args.getNodesByType));
  if (timeZoneProblem) {
    args.reporter.panicOnBuild(timeZoneProblem);
    return;
  }
  const problems = await contentProblems(args);
  if (problems.length > 0) {
    args.reporter.panicOnBuild(formatProblems(problems));
    return;
  }
  const nodes = await contentNodes(args);
  if (!nodes) {
    args.reporter.panicOnBuild("Could not query the Markdown pages");
    return;
  }
  const published = nodes.filter((node) => node.published);
  const posts = published.filter((node) => node.fields.collection === "blog");
  await createPostPages(args, posts);
  createBlogListPages(args, posts, published.filter((node) => node.fields.collection === "authors"));
  createCollectionPages(args, published);
};
