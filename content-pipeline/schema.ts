// The Markdown nodes' GraphQL types and resolvers (gatsby-node.ts's createSchemaCustomization and
// createResolvers): frontmatter typed from src/content/schema.ts, referenced files, release and dates.
import type { GatsbyNode, Node } from "gatsby";
import { collections, type FieldType } from "../src/content/schema";
import { COLLECTIONS } from "../src/content/vocabulary";
import { wellFormed } from "../src/content/body";
import { DEFAULT_TIME_ZONE, isPublished, releaseOf, showsUnreleased, type Release } from "../src/content/publishing";
import { displayDate, isoDay } from "../src/content/dates";
import { tableOfContents, type HeadingRef } from "../src/content/contents";
import { ENTRY_FIELD, storedEntryField, type MarkdownNode } from "./entries";
import { bodyFactsOf, readTimeOf, type GetCache } from "./body-facts";

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
  paths: "[String!]",
  // The slug as written; its file is the `<name>Entry` field (referenceResolvers).
  reference: "String",
  link: "String",
};

/**
 * Every frontmatter field typed from src/content/schema.ts (never inferred), plus `release` and
 * `published`, which decide what this build publishes (src/content/publishing.ts). Resolved at query
 * time (a cached node would not see the build's time and environment), declared here so queries can filter.
 */
export const customizeSchema: GatsbyNode["createSchemaCustomization"] = ({ actions, schema, getNodesByType }) => {
  let timeZone: string | undefined;
  const release = (node: MarkdownNode) => releaseOfNode(node, (timeZone ??= siteTimeZone(getNodesByType)));
  actions.createTypes(
    schema.buildObjectType({
      name: "MarkdownRemark",
      interfaces: ["Node"],
      fields: {
        release: { type: "String!", resolve: release },
        published: { type: "Boolean!", resolve: (node: MarkdownNode) => isPublished(release(node), SHOW_UNRELEASED) },
      },
    }),
  );
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
    }
    type ContentsItem {
      id: String!
      title: String!
      children: [ContentsItem!]!
    }
  `);
};

/** The instant this build decides which posts are live at (one for the whole build). */
const BUILD_TIME = new Date();

/** Drafts and scheduled posts are built by `gatsby develop` and in Netlify's deploy previews and branch deploys, never in production. */
const SHOW_UNRELEASED = showsUnreleased(process.env);

const siteMetadata = (getNodesByType: (type: string) => Node[]) =>
  (getNodesByType("Site")[0] as { siteMetadata?: { timeZone?: string; siteUrl?: string } } | undefined)?.siteMetadata;

/** The site's time zone (siteMetadata.timeZone), which decides the day a scheduled post goes live. */
export const siteTimeZone = (getNodesByType: (type: string) => Node[]): string => siteMetadata(getNodesByType)?.timeZone ?? DEFAULT_TIME_ZONE;

/** The site's address (siteMetadata.siteUrl), for the absolute URLs of structured data built here. */
export const siteUrl = (getNodesByType: (type: string) => Node[]): string => siteMetadata(getNodesByType)?.siteUrl ?? "";

/** A Markdown node's release at BUILD_TIME: only blog posts have drafts and dates that schedule them (dates as written: src/content/frontmatter.ts). */
function releaseOfNode(node: MarkdownNode, timeZone: string): Release {
  if (storedEntryField(node)?.collection !== "blog") return "live";
  const { draft, date } = node.frontmatter;
  return releaseOf({ draft, date: typeof date === "string" ? date : null }, BUILD_TIME, timeZone);
}

/** A GraphQL type's fields, for the transformer's own `headings` resolver. */
type TypeFields = { getFields: () => Record<string, { resolve: (...args: unknown[]) => Promise<HeadingRef[] | null> }> };

/** Each node's `html`, with raw HTML left open closed where a browser would close it, so it cannot take in the page after it (src/content/body.ts). */
const wellFormedHtml = (getCache: GetCache) => ({
  resolve: async (source: MarkdownNode, args: unknown, context: unknown, info: { originalResolver: (...args: unknown[]) => unknown }) => {
    const [html, { hasHtml }] = await Promise.all([info.originalResolver(source, args, context, info), bodyFactsOf(getCache, source)]);
    return hasHtml && typeof html === "string" ? wellFormed(html) : html;
  },
});

/** An image's `gatsbyImageData` once per image, arguments and process (it recurs on many pages); keyed by digest for `gatsby develop`. */
function onceEach(): { resolve: (source: Node, args: unknown, context: unknown, info: { originalResolver: (...args: unknown[]) => unknown }) => unknown } {
  const results = new Map<string, unknown>();
  return {
    resolve: (source, args, context, info) => {
      const key = `${source.id}:${source.internal.contentDigest}:${JSON.stringify(args)}`;
      if (!results.has(key)) results.set(key, info.originalResolver(source, args, context, info));
      return results.get(key);
    },
  };
}

interface ResolverContext {
  nodeModel: {
    getNodesByIds: (args: { ids: string[]; type: string }) => Node[];
    findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<Node | null>;
  };
}

/** For each `reference` field (a post's `author`), `<name>Entry`: that file's node, by findOne so the page depends on it alone. */
function referenceResolvers(): Record<string, { type: string; resolve: (frontmatter: Record<string, unknown>, args: unknown, context: ResolverContext) => unknown }> {
  const resolvers: ReturnType<typeof referenceResolvers> = {};
  for (const collection of COLLECTIONS) {
    for (const { name, type, collection: target } of collections[collection].fields) {
      if (type !== "reference" || !target) continue;
      resolvers[`${name}Entry`] = {
        type: "MarkdownRemark",
        resolve: (frontmatter, _args, context) => {
          const slug = frontmatter[name];
          if (typeof slug !== "string") return null;
          return context.nodeModel.findOne({ type: "MarkdownRemark", query: { filter: { fields: { collection: { eq: target }, slug: { eq: slug } } } } });
        },
      };
    }
  }
  return resolvers;
}

/**
 * - Dates as pages show them ("March 18, 2025") and as YYYY-MM-DD, with Intl rather than moment's
 *   `formatString`; resolvers, not node fields (each node field rewrites the whole node).
 * - `markdownRemarksById(ids:)`: nodes by id, in order, so a list page depends on its own posts only, not
 *   on every node of the type (docs/performance.md#what-each-build-measure-saves).
 */
export const addResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, getCache }) => {
  const day = ({ date }: { date?: unknown }) => isoDay(date);
  createResolvers({
    MarkdownRemarkFrontmatter: {
      displayDate: { type: "String!", resolve: (frontmatter: { date?: unknown }) => displayDate(day(frontmatter), "day") },
      isoDate: { type: "String!", resolve: day },
      // A post's `updated` (legal pages format theirs by month in their own query).
      displayUpdated: { type: "String", resolve: ({ updated }: { updated?: unknown }) => displayDate(isoDay(updated), "day") || null },
      isoUpdated: { type: "String", resolve: ({ updated }: { updated?: unknown }) => isoDay(updated) || null },
      ...referenceResolvers(),
    },
    MarkdownRemark: {
      html: wellFormedHtml(getCache),
      // The frontmatter's readTime, else the body's words (content-pipeline/body-facts.ts).
      readTime: { type: "Int!", resolve: (source: MarkdownNode) => readTimeOf(getCache, source) },
      // The table of contents (src/content/contents.ts) from the transformer's headings: data, not code.
      contents: {
        type: "[ContentsItem!]!",
        resolve: async (source: MarkdownNode, _args: unknown, context: unknown, info: { schema: { getType: (name: string) => TypeFields } }) => {
          const headings = await info.schema.getType("MarkdownRemark").getFields().headings.resolve(source, {}, context, info);
          return tableOfContents(headings ?? [], await readTimeOf(getCache, source));
        },
      },
    },
    ImageSharp: { gatsbyImageData: onceEach() },
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
