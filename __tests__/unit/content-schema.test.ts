import type { GatsbyNode } from "gatsby";
import { addResolvers } from "../../content-pipeline/schema";

type Resolve = (source: unknown, args: unknown, context: unknown, info: unknown) => unknown;
type Resolvers = {
  MarkdownRemark: { html: { resolve: Resolve }; contents: { resolve: Resolve }; readTime: { type: string; resolve: Resolve } };
  MarkdownRemarkFrontmatter: Record<string, { type: string; resolve: Resolve }>;
};

/** The resolvers content-pipeline/schema.ts hands to Gatsby's createResolvers, with a cache of their own. */
function resolvers(store = new Map<string, unknown>()): Resolvers {
  let captured: unknown;
  (addResolvers as (args: Parameters<NonNullable<GatsbyNode["createResolvers"]>>[0]) => void)({
    createResolvers: (config: unknown) => (captured = config),
    getCache: () => ({ get: async (key: string) => store.get(key), set: async (key: string, value: unknown) => store.set(key, value) }),
  } as unknown as Parameters<NonNullable<GatsbyNode["createResolvers"]>>[0]);
  return captured as Resolvers;
}

/** A Markdown node and the transformer's fields as fakes: `html` gives `rendered`, `headings` three h2s. */
function fixture(rawMarkdownBody: string, rendered: string, frontmatter: object = { readTime: 5 }) {
  const node = { id: "post-1", internal: { contentDigest: rawMarkdownBody }, frontmatter, rawMarkdownBody };
  const headings = ["One", "Two", "Three"].map((value) => ({ id: value.toLowerCase(), value, depth: 2 }));
  const info = {
    originalResolver: async () => rendered,
    schema: { getType: () => ({ getFields: () => ({ headings: { resolve: async () => headings } }) }) },
  };
  return { node, info };
}

describe("the Markdown resolvers (content-pipeline/schema.ts)", () => {
  test("a body with raw HTML left open gets its html closed where a browser closes it, so it cannot take in the page after it", async () => {
    const { MarkdownRemark } = resolvers();
    const { node, info } = fixture("<aside>\nAn aside left open", "<aside>\nAn aside left open");
    await expect(MarkdownRemark.html.resolve(node, {}, {}, info)).resolves.toBe("<aside>\nAn aside left open</aside>");
  });

  test("a body without raw HTML keeps the transformer's html as it is", async () => {
    const { MarkdownRemark } = resolvers();
    // Left open on purpose: only a body with raw HTML is closed, so this one comes back as given.
    const { node, info } = fixture("Plain *text*.", "<p>Plain <em>text</em>.");
    await expect(MarkdownRemark.html.resolve(node, {}, {}, info)).resolves.toBe("<p>Plain <em>text</em>.");
  });

  test("readTime is an Int! of its own, from the facts the rules kept for the body's digest", async () => {
    const store = new Map<string, unknown>([["kept", { words: 1001, hasHtml: false }]]);
    const { MarkdownRemark } = resolvers(store);
    expect(MarkdownRemark.readTime.type).toBe("Int!");
    const node = { id: "post-2", internal: { contentDigest: "kept" }, frontmatter: {}, rawMarkdownBody: "A short body." };
    await expect(MarkdownRemark.readTime.resolve(node, {}, {}, {})).resolves.toBe(6);
  });

  test("a post's contents list its headings once it takes minutes enough to read, from its readTime or its words", async () => {
    const { MarkdownRemark } = resolvers();
    const short = fixture("A short post.", "", {});
    await expect(MarkdownRemark.contents.resolve(short.node, {}, {}, short.info)).resolves.toEqual([]);
    const declared = fixture("A short post.", "", { readTime: 5 });
    await expect(MarkdownRemark.contents.resolve(declared.node, {}, {}, declared.info)).resolves.toHaveLength(3);
    const long = fixture("Words a reader reads. ".repeat(400), "", {});
    await expect(MarkdownRemark.contents.resolve(long.node, {}, {}, long.info)).resolves.toHaveLength(3);
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
