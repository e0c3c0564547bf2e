import type { GatsbyNode } from "gatsby";
import { ENTRY_FIELD } from "../../content-pipeline/entries";
import { addResolvers } from "../../content-pipeline/schema";

type Resolve = (source: unknown, args: unknown, context: unknown, info: unknown) => unknown;
type Resolvers = {
  MarkdownRemark: { html: { resolve: Resolve }; contents: { resolve: Resolve } };
  MarkdownRemarkFrontmatter: Record<string, { type: string; resolve: Resolve }>;
};

/** The resolvers content-pipeline/schema.ts hands to Gatsby's createResolvers. */
function resolvers(): Resolvers {
  let captured: unknown;
  (addResolvers as (args: Parameters<NonNullable<GatsbyNode["createResolvers"]>>[0]) => void)({
    createResolvers: (config: unknown) => (captured = config),
  } as unknown as Parameters<NonNullable<GatsbyNode["createResolvers"]>>[0]);
  return captured as Resolvers;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A post long enough for a table of contents, and the transformer's fields as fakes that log their order. */
function fixture() {
  const log: string[] = [];
  const node = { id: "post-1", fields: { [ENTRY_FIELD]: { readTime: 5 } } };
  const headings = [
    { id: "one", value: "One", depth: 2 },
    { id: "two", value: "Two", depth: 2 },
    { id: "three", value: "Three", depth: 2 },
  ];
  const info = {
    originalResolver: async () => {
      log.push("html started");
      await tick();
      log.push("html done");
      return "<h2>One</h2>";
    },
    schema: {
      getType: () => ({
        getFields: () => ({
          headings: {
            resolve: async () => {
              log.push("headings started");
              return headings;
            },
          },
        }),
      }),
    },
  };
  return { log, node, info };
}

describe("the Markdown resolvers (content-pipeline/schema.ts)", () => {
  test("a query asking for a body's html and its contents reads the headings after the html, so the body is parsed once", async () => {
    const { MarkdownRemark } = resolvers();
    const { log, node, info } = fixture();
    // Gatsby's executor calls a query's fields one after the other, in the query's order, before any settles.
    const html = MarkdownRemark.html.resolve(node, {}, {}, info);
    const contents = MarkdownRemark.contents.resolve(node, {}, {}, info);
    await expect(html).resolves.toBe("<h2>One</h2>");
    await expect(contents).resolves.toHaveLength(3);
    expect(log).toEqual(["html started", "html done", "headings started"]);
  });

  test("two asks for the same node's html while it resolves share one resolution", async () => {
    const { MarkdownRemark } = resolvers();
    const { log, node, info } = fixture();
    const [first, second] = await Promise.all([MarkdownRemark.html.resolve(node, {}, {}, info), MarkdownRemark.html.resolve(node, {}, {}, info)]);
    expect(first).toBe(second);
    expect(log.filter((line) => line === "html started")).toHaveLength(1);
  });

  test("contents alone does not wait for an html nobody asked for", async () => {
    const { MarkdownRemark } = resolvers();
    const { log, node, info } = fixture();
    await expect(MarkdownRemark.contents.resolve(node, {}, {}, info)).resolves.toHaveLength(3);
    expect(log).toEqual(["headings started"]);
  });
});

describe("a field that names another file (content-pipeline/schema.ts, reference fields)", () => {
  test("a post's authorEntry is the author's file, found by its collection and slug, one node", async () => {
    const { MarkdownRemarkFrontmatter } = resolvers();
    expect(MarkdownRemarkFrontmatter.authorEntry.type).toBe("MarkdownRemark");
    const asked: unknown[] = [];
    const author = { id: "author-1" };
    const context = { nodeModel: { findOne: async (args: unknown) => (asked.push(args), author) } };
    await expect(MarkdownRemarkFrontmatter.authorEntry.resolve({ author: "meera-iyer" }, {}, context, {})).resolves.toBe(author);
    expect(asked).toEqual([{ type: "MarkdownRemark", query: { filter: { fields: { collection: { eq: "authors" }, slug: { eq: "meera-iyer" } } } } }]);
  });

  test("a file without the field has no entry, and nothing is looked up", async () => {
    const { MarkdownRemarkFrontmatter } = resolvers();
    const context = { nodeModel: { findOne: () => Promise.reject(new Error("looked up")) } };
    expect(await MarkdownRemarkFrontmatter.authorEntry.resolve({ title: "Terms" }, {}, context, {})).toBeNull();
  });
});
