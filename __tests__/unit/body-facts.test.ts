/** @jest-environment node */
import type { GatsbyCache, Node } from "gatsby";
import config from "../../gatsby-config";
import { bodiesReadThisRun, bodyFactsOf, readTimeOf, readTransformerTrees } from "../../content-pipeline/body-facts";
import { parseMarkdown } from "../../src/content/markdown";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const handTree = require("../../plugins/content-rules") as (args: object) => Promise<void>;

// The content rules read each body from gatsby-transformer-remark's own parse (plugins/content-rules, first of its
// sub-plugins), and keep what they learnt by the node's digest, so nothing parses a body the transformer has parsed.

const BODY = `## Plan the quarter

Read [the pricing](/pricing/) and <span title="aside">this aside</span>.

![A chart of leads](./leads.png)
`;

function memoryCache(): (id: string) => GatsbyCache {
  const stores = new Map<string, Map<string, unknown>>();
  return (id) => {
    if (!stores.has(id)) stores.set(id, new Map());
    const store = stores.get(id)!;
    return { get: async (key: string) => store.get(key), set: async (key: string, value: unknown) => store.set(key, value) } as unknown as GatsbyCache;
  };
}

const node = (digest: string, rawMarkdownBody = BODY, frontmatter: object = {}) =>
  ({ id: `node-${digest}`, internal: { contentDigest: digest, type: "MarkdownRemark" }, rawMarkdownBody, frontmatter }) as unknown as Node;

describe("the content rules' facts of a body", () => {
  beforeAll(() => readTransformerTrees());

  it("come from the tree the transformer hands its first sub-plugin, and are not parsed again", async () => {
    const getCache = memoryCache();
    const before = bodiesReadThisRun;
    // The tree of another text as long as the body: the facts must be the tree's, which proves the body was not parsed again.
    const text = "## Another heading\n\nSee [help](/help/).";
    await handTree({ markdownAST: parseMarkdown(text), markdownNode: node("a", "x".repeat(text.length)), getCache });
    expect(bodiesReadThisRun).toBe(before + 1);

    const facts = await bodyFactsOf(getCache, node("a"));
    expect(facts.headings).toEqual(["Another heading"]);
    expect(facts.links.map((link) => link.url)).toEqual(["/help/"]);
    expect(bodiesReadThisRun).toBe(before + 1);
  });

  it("are not taken from a tree of part of the body (a caption the transformer parses for a plugin)", async () => {
    const getCache = memoryCache();
    const before = bodiesReadThisRun;
    await handTree({ markdownAST: parseMarkdown("A chart of *leads*"), markdownNode: node("f"), getCache });
    expect(bodiesReadThisRun).toBe(before);
    expect((await bodyFactsOf(getCache, node("f"))).headings).toEqual(["Plan the quarter"]);
  });

  it("are read from the body when no tree was handed over (a new digest), then kept", async () => {
    const getCache = memoryCache();
    const before = bodiesReadThisRun;
    const facts = await bodyFactsOf(getCache, node("b"));
    expect(facts).toMatchObject({ headings: ["Plan the quarter"], hasHtml: true, images: [expect.objectContaining({ url: "./leads.png" })] });
    expect(facts.links.map((link) => link.url)).toEqual(["/pricing/"]);
    expect(await bodyFactsOf(getCache, node("b"))).toEqual(facts);
    expect(bodiesReadThisRun).toBe(before + 1);
  });

  it("give a post's read time: its frontmatter's whole minutes, else its words at 200 a minute", async () => {
    const getCache = memoryCache();
    const words = "Words a reader reads. ".repeat(150);
    expect(await readTimeOf(getCache, node("c", words))).toBe(3);
    expect(await readTimeOf(getCache, node("d", words, { readTime: 9 }))).toBe(9);
    expect(await readTimeOf(getCache, node("e", words, { readTime: 2.5 }))).toBe(3);
  });

  it("are read before any other sub-plugin changes the tree: content-rules is first in the transformer's list", () => {
    const transformer = (config.plugins ?? []).find((plugin) => typeof plugin === "object" && plugin.resolve === "gatsby-transformer-remark") as {
      options: { plugins: Array<string | { resolve: string }> };
    };
    const names = transformer.options.plugins.map((plugin) => (typeof plugin === "string" ? plugin : plugin.resolve));
    expect(names[0]).toBe("content-rules");
    expect(names.length).toBeGreaterThan(1);
  });
});
