import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import type { GatsbyNode, Node } from "gatsby";
import sharp from "sharp";
import { COLLECTIONS, collections, isCollection, type FieldType } from "./src/content/schema";
import {
  duplicatePathProblems,
  entryPath,
  entrySlug,
  formatProblems,
  frontmatterBlock,
  rawFields,
  validateEntry,
  type ContentEntry,
} from "./src/content/rules";
import { readTimeMinutes } from "./src/content/read-time";
import { displayDate, isoDay } from "./src/content/dates";
import { readEntryMedia } from "./src/content/media-files";
import { mapLimited } from "./src/lib/map-limited";
import { paginatePosts } from "./src/content/pagination";
import { paintFirstSlice } from "./src/lib/paint-first-scripts";
import { LAYOUT_SLICES } from "./src/slices/layout-slices";
import { applySwcMinifier } from "./scripts/webpack/swc-minifier.cjs";
import { collectGarbageAfterWebpack } from "./scripts/webpack/collect-garbage-after-webpack.cjs";
import { CachedBuildDependencyReads } from "./scripts/webpack/cached-build-dependency-reads.cjs";
import { directBarrelImportRules } from "./scripts/webpack/direct-barrel-imports-loader.cjs";
import { keepBrowserVariablesInRenderer } from "./src/lib/renderer-environment";
import { defaultAvifEffort } from "./src/lib/avif-effort";

// Gatsby always runs from the project root.
const chakraTheme = path.resolve("node_modules/@chakra-ui/react/dist/esm/theme");

const scriptsSlice = () => path.resolve("public", "_gatsby", "slices", "_gatsby-scripts-1.html");
/** Gatsby's own version of the scripts slice, as it last wrote it. */
const gatsbyScriptsSlice = () => path.resolve(".cache", "paint-first-scripts", "_gatsby-scripts-1.html");

/**
 * Rewrites Gatsby's scripts slice once the browser bundles are built (after Gatsby's stats
 * extractor has written it, before pages are stitched), so every page starts its JavaScript
 * after its first paint (see src/lib/paint-first-scripts.ts).
 *
 * Gatsby re-stitches every page when the slice on disk differs from the one it would write, which
 * the rewrite always makes true: so Gatsby's version goes back in place before each compile, and a
 * rebuild whose scripts did not change re-stitches only the pages it rebuilt
 * (__tests__/build/incremental.build.test.ts).
 */
const paintFirstScriptsPlugin = {
  apply(compiler: { hooks: Record<"beforeRun" | "done", { tapPromise: (name: string, hook: () => Promise<void>) => void }> }) {
    compiler.hooks.beforeRun.tapPromise("PaintFirstScripts", async () => {
      const gatsbyVersion = await readFile(gatsbyScriptsSlice(), "utf8").catch(() => null);
      if (gatsbyVersion !== null && existsSync(scriptsSlice())) await writeFile(scriptsSlice(), gatsbyVersion);
    });
    compiler.hooks.done.tapPromise("PaintFirstScripts", async () => {
      const html = await readFile(scriptsSlice(), "utf8");
      const rewritten = paintFirstSlice(html);
      if (rewritten === html) return;
      await mkdir(path.dirname(gatsbyScriptsSlice()), { recursive: true });
      await writeFile(gatsbyScriptsSlice(), html);
      await writeFile(scriptsSlice(), rewritten);
    });
  },
};

/**
 * Sharp set up for the image jobs, in the main process (where Gatsby runs them, also those a query
 * worker creates) and each worker.
 * libvips' operation cache off: by default it keeps up to 50 MB of decoded images and 100
 * operations that Gatsby's image jobs never reuse; at 3,000 posts the main process held ~160 MB
 * less once the queries' image jobs were done (its most during them: 949 → 903 MB), and the jobs
 * took as long. AVIF encoded at a lower effort (src/lib/avif-effort.ts): a third of the CPU time.
 */
export const onPluginInit: GatsbyNode["onPluginInit"] = () => {
  sharp.cache(false);
  defaultAvifEffort();
};

let garbageCollection: ReturnType<typeof collectGarbageAfterWebpack> | undefined;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, getConfig, plugins, reporter, stage }) => {
  if (stage === "build-html") {
    const config = getConfig();
    if (!keepBrowserVariablesInRenderer(config)) throw new Error("gatsby-node: Gatsby's HTML renderer config no longer has the DefinePlugin of process.env");
    actions.replaceWebpackConfig(config);
  }
  if (stage === "build-javascript") {
    // Replaced first: setWebpackConfig below merges into whatever config is current.
    const config = getConfig();
    if (!applySwcMinifier(config)) throw new Error("gatsby-node: Gatsby's production config no longer has a Terser minimizer to swap for SWC");
    actions.replaceWebpackConfig(config);
    actions.setWebpackConfig({ plugins: [paintFirstScriptsPlugin] });
  }
  if (stage === "build-javascript" || stage === "build-html") {
    // The main process's memory at the build's peak (see the module); one instance for both compilers.
    garbageCollection ??= collectGarbageAfterWebpack((line) => reporter.info(line));
    // Both compilers' checks of their cache's build dependencies read through one cache (see the module).
    actions.setWebpackConfig({ plugins: [garbageCollection, new CachedBuildDependencyReads()] });
  }
  actions.setWebpackConfig({
    module: {
      rules: [
        {
          // system._global computed on first use (see the loader): the browser reads the
          // stylesheet from the page's <head> instead of building it.
          test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
          use: [path.resolve("scripts/webpack/chakra-lazy-global-loader.cjs")],
        },
        // Named imports from Chakra's and Ark's indexes point at the modules that define them,
        // so webpack does not build the ~1,300 modules they re-export and the site never uses.
        ...directBarrelImportRules([path.resolve("src"), path.resolve("gatsby-browser.tsx"), path.resolve("gatsby-ssr.tsx")]),
      ],
    },
    resolve: {
      // Individual modules of Chakra's default theme, so only the recipes in use are bundled.
      alias: { "@chakra-theme": chakraTheme },
    },
    plugins: [
      plugins.normalModuleReplacement(
        /gatsby-plugin-manifest[\\/]get-manifest-pathname\.js$/,
        path.resolve("src/lib/manifest-pathname-stub.ts"),
      ),
    ],
  });
};

const graphqlType: Record<FieldType, string> = {
  text: "String",
  choice: "String",
  slug: "String",
  date: "Date @dateformat",
  minutes: "Int",
  count: "Int",
  order: "Int",
  boolean: "Boolean",
  // Resolved next to the Markdown file: gatsby-transformer-sharp gives it childImageSharp.
  image: "File @fileByRelativePath",
};

/** Every frontmatter field of every collection, typed from src/content/schema.ts (never inferred). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  const fields = new Map<string, string>();
  for (const collection of COLLECTIONS) {
    for (const field of collections[collection].fields) {
      // Non-null only when every collection requires the field (title); the rest may be absent somewhere.
      const everywhere = COLLECTIONS.every((c) => collections[c].fields.some((f) => f.name === field.name && f.required));
      const [type, ...directives] = graphqlType[field.type].split(" ");
      fields.set(field.name, [`${type}${everywhere ? "!" : ""}`, ...directives].join(" "));
    }
  }
  actions.createTypes(`
    type MarkdownRemark implements Node {
      frontmatter: MarkdownRemarkFrontmatter!
      fields: MarkdownRemarkFields! @proxy(from: "fields.${ENTRY_FIELD}")
    }
    type MarkdownRemarkFrontmatter @dontInfer {
      ${[...fields].map(([name, type]) => `${name}: ${type}`).join("\n      ")}
    }
    type MarkdownRemarkFields @dontInfer {
      collection: String!
      path: String!
      slug: String!
      readTime: Int!
    }
  `);
};

interface ResolverContext {
  nodeModel: { getNodesByIds: (args: { ids: string[]; type: string }) => Node[] };
}

/**
 * - A post's date as pages show it ("March 18, 2025") and as YYYY-MM-DD, formatted with Intl: the
 *   date resolver's `formatString` ran moment for every post of every query (seconds at 3,000 posts).
 *   Resolvers rather than node fields: each node field is one more write of the whole node.
 * - `markdownRemarksById(ids:)`: the nodes with those ids, in that order. Gatsby re-runs a query
 *   whose data came from a list (`allMarkdownRemark`, whatever its filter) whenever any node of the
 *   type changes, so a one-post edit re-ran every blog list page, covers' image data included
 *   (~12 s at 3,000 posts). Nodes read by id make a list page depend on its own posts only.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const day = ({ date }: { date?: unknown }) => isoDay(date);
  createResolvers({
    MarkdownRemarkFrontmatter: {
      displayDate: { type: "String!", resolve: (frontmatter: { date?: unknown }) => displayDate(day(frontmatter), "day") },
      isoDate: { type: "String!", resolve: day },
    },
    Query: {
      markdownRemarksById: {
        type: "[MarkdownRemark!]!",
        args: { ids: "[String!]!" },
        resolve: (_source: unknown, { ids }: { ids: string[] }, context: ResolverContext) =>
          context.nodeModel.getNodesByIds({ ids, type: "MarkdownRemark" }),
      },
    },
  });
};

interface MarkdownNode extends Node {
  frontmatter: Record<string, unknown>;
  rawMarkdownBody: string;
}

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
}

/** Problems found when each node was created, by node id (cross-file checks run in createPages). */
const problemsByNode = new Map<string, string[]>();

/**
 * The one node field onCreateNode writes: each createNodeField call writes the whole node to
 * Gatsby's store again, so five fields cost five writes per Markdown file (~1 s of sourcing at
 * 3,000 posts). GraphQL reads it as `fields` (the @proxy in createSchemaCustomization).
 */
const ENTRY_FIELD = "entry";

interface EntryField {
  collection: string;
  path: string;
  slug: string;
  readTime: number;
  /**
   * The frontmatter fields as written (JSON), read from the file when the node was created:
   * createPages validates every entry without reading 3,000 files again on each rebuild.
   */
  rawFrontmatter: string;
}

function rawFrontmatter(node: MarkdownNode, file: FileNode): ContentEntry["raw"] {
  const stored = (node.fields as { [ENTRY_FIELD]?: EntryField } | undefined)?.[ENTRY_FIELD]?.rawFrontmatter;
  if (typeof stored === "string") return JSON.parse(stored) as ContentEntry["raw"];
  // Synchronous: the transformer has just read this small file (it is in the page cache), and an
  // awaited read is four round trips to libuv's thread pool that hold up the node's creation. At
  // 3,000 posts, four clean builds each way: sourcing 18.3 → 16.5 s (medians), faster in every pair.
  const block = frontmatterBlock(readFileSync(file.absolutePath, "utf8"));
  return block === null ? null : rawFields(block);
}

/** The entry of a Markdown node; `withMedia: false` skips reading its image files (when they need no check). */
async function toEntry(node: MarkdownNode, file: FileNode, withMedia = true): Promise<ContentEntry | null> {
  if (!isCollection(file.sourceInstanceName)) return null;
  const frontmatter = node.frontmatter ?? {};
  const body = node.rawMarkdownBody ?? "";
  return {
    file: path.relative(process.cwd(), file.absolutePath).split(path.sep).join("/"),
    collection: file.sourceInstanceName,
    relativePath: file.relativePath.split(path.sep).join("/"),
    raw: rawFrontmatter(node, file),
    frontmatter,
    body,
    media: withMedia ? await readEntryMedia(file.absolutePath, frontmatter, body) : undefined,
  };
}

const isMarkdownNode = (node: Node) => node.internal.type === "MarkdownRemark";

/**
 * Gatsby calls onCreateNode only for the nodes this accepts: without it, every node (each File, and
 * each SitePage as createPages makes it) went through Gatsby's whole plugin API call (action
 * creators bound afresh, a tracing span, a cache) only to return at once.
 */
export const shouldOnCreateNode: GatsbyNode<Node>["shouldOnCreateNode"] = ({ node }) => isMarkdownNode(node);

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, getNode, actions }) => {
  if (!isMarkdownNode(node)) return;
  const markdown = node as MarkdownNode;
  const entry = await toEntry(markdown, getNode(node.parent!) as FileNode);
  if (!entry) return;
  problemsByNode.set(node.id, validateEntry(entry));

  const declaredReadTime = markdown.frontmatter.readTime;
  const value: EntryField = {
    collection: entry.collection,
    path: entryPath(entry),
    slug: entrySlug(entry),
    readTime: Number.isInteger(declaredReadTime) ? (declaredReadTime as number) : readTimeMinutes(entry.body),
    rawFrontmatter: JSON.stringify(entry.raw),
  };
  actions.createNodeField({ node, name: ENTRY_FIELD, value });
};

/** Drafts show in `gatsby develop` and stay out of production builds. */
const includeDrafts = process.env.NODE_ENV !== "production";

const templates = {
  blogPost: path.resolve("src/templates/blog-post.tsx"),
  blogList: path.resolve("src/templates/blog-list.tsx"),
  legal: path.resolve("src/templates/legal-page.tsx"),
  placeholder: path.resolve("src/templates/placeholder-page.tsx"),
};

interface PagesQuery {
  allMarkdownRemark: {
    nodes: Array<{ id: string; fields: { collection: string; path: string }; frontmatter: { category: string | null; draft: boolean | null } }>;
  };
}

const ENTRY_READS_IN_FLIGHT = 32;

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, getNodesByType, getNode }) => {
  for (const [id, component] of Object.entries(LAYOUT_SLICES)) actions.createSlice({ id, component: path.resolve(component) });

  // Validate every Markdown file, including nodes restored from the cache (not re-created this run).
  const entries: ContentEntry[] = [];
  const problems: string[] = [];
  const markdownNodes = getNodesByType("MarkdownRemark") as MarkdownNode[];
  // A node restored from the cache reads its image files again (a cover may be gone); one at a
  // time, 3,000 covers took ~2.5 s of round trips to the file system, 32 at a time ~0.4 s.
  const read = await mapLimited(markdownNodes, ENTRY_READS_IN_FLIGHT, (node) =>
    toEntry(node, getNode(node.parent!) as FileNode, !problemsByNode.has(node.id)),
  );
  read.forEach((entry, index) => {
    if (!entry) return;
    entries.push(entry);
    problems.push(...(problemsByNode.get(markdownNodes[index].id) ?? validateEntry(entry)));
  });
  problems.push(...duplicatePathProblems(entries));
  if (problems.length > 0) {
    reporter.panicOnBuild(formatProblems(problems));
    return;
  }

  const result = await graphql<PagesQuery>(`
    query ContentPages {
      allMarkdownRemark(sort: [{ frontmatter: { date: DESC } }, { fields: { path: ASC } }]) {
        nodes {
          id
          fields { collection path }
          frontmatter { category draft }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the Markdown pages", result.errors);
    return;
  }
  const nodes = result.data.allMarkdownRemark.nodes;
  const posts = nodes.filter((node) => node.fields.collection === "blog" && (includeDrafts || node.frontmatter.draft !== true));

  posts.forEach((post, index) => {
    actions.createPage({
      path: post.fields.path,
      component: templates.blogPost,
      // Posts are newest first: the previous post is the older one.
      context: { id: post.id, previousId: posts[index + 1]?.id ?? null, nextId: posts[index - 1]?.id ?? null },
    });
  });

  for (const page of paginatePosts(posts.map((post) => ({ id: post.id, category: post.frontmatter.category ?? "" })))) {
    const { path: pagePath, ...context } = page; // `path` is reserved in page context
    actions.createPage({ path: pagePath, component: templates.blogList, context });
  }

  for (const node of nodes) {
    const collection = node.fields.collection;
    if (collection === "legal") {
      actions.createPage({ path: node.fields.path, component: templates.legal, context: { id: node.id } });
    } else if (collection === "help" || collection === "docs") {
      actions.createPage({ path: node.fields.path, component: templates.placeholder, context: { id: node.id } });
    }
  }
};

/** robots.txt with the sitemap's absolute URL (siteUrl depends on SITE_URL at build time). */
async function writeRobots(siteUrl: string) {
  const robots = ["User-agent: *", "Allow: /", "Disallow: /dashboard/", "Disallow: /admin/", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""];
  await writeFile(path.resolve("public", "robots.txt"), robots.join("\n"));
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(
    `query RobotsSiteUrl { site { siteMetadata { siteUrl } } }`,
  );
  await writeRobots(result.data!.site.siteMetadata.siteUrl);
};

/**
 * The client-only dashboard (src/pages/dashboard/[...].tsx, matchPath /dashboard/*) is built
 * once, as /dashboard/index.html, rather than under the literal path /dashboard/[...]/.
 * static/_redirects then serves that HTML for every /dashboard/* path, as Netlify would.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.matchPath === "/dashboard/*" && page.path !== "/dashboard/") {
    actions.deletePage(page);
    actions.createPage({ ...page, path: "/dashboard/" });
  }
};
