/**
 * @jest-environment node
 */
import { DECORATIVE_ALT } from "../../src/content/media";

// gatsby-remark-images itself needs the build's sharp pipeline: stand in for it with what it does to
// the tree (an image becomes an HTML node; one with a title becomes a <figure>).
const mockRemarkImages = jest.fn(async ({ markdownAST }: { markdownAST: Node }) => {
  for (const node of walk(markdownAST)) {
    if (node.type === "image") {
      const tag = `<img alt="${node.alt === "GATSBY_EMPTY_ALT" ? "" : node.alt}">`;
      Object.assign(node, { type: "html", value: node.title ? `<figure>${tag}<figcaption>${node.title}</figcaption></figure>` : `<span>${tag}</span>` });
    }
  }
});
jest.mock("gatsby-remark-images", () => mockRemarkImages);

interface Node {
  type: string;
  alt?: string;
  title?: string | null;
  value?: string;
  children?: Node[];
}

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const remarkPostImages = require("../../plugins/remark-post-images") as (args: { markdownAST: Node }, options: object) => Promise<unknown>;

const image = (alt: string, title: string | null = null): Node => ({ type: "image", alt, title });
const paragraph = (...children: Node[]): Node => ({ type: "paragraph", children });

describe("plugins/remark-post-images", () => {
  it("gives a decorative image an empty alt and keeps every other alt", async () => {
    // The writers' guide's mark, in any letter case (src/content/decorative-alt.js, shared with the content rules).
    const tree: Node = { type: "root", children: [paragraph(image(DECORATIVE_ALT.toUpperCase())), paragraph(image("A bar chart"))] };
    await remarkPostImages({ markdownAST: tree }, {});
    const html = [...walk(tree)].filter((node) => node.type === "html").map((node) => node.value);
    expect(html).toEqual(['<span><img alt=""></span>', '<span><img alt="A bar chart"></span>']);
  });

  it("marks it with gatsby-remark-images' own empty-alt marker (its README's GATSBY_EMPTY_ALT)", () => {
    expect((jest.requireActual("gatsby-remark-images/constants") as { EMPTY_ALT: string }).EMPTY_ALT).toBe("GATSBY_EMPTY_ALT");
  });

  it("treats a reference-style image, ![decorative][divider], like an inline one", async () => {
    const reference = (alt: string): Node => ({ type: "imageReference", alt });
    const tree: Node = { type: "root", children: [paragraph(reference("decorative")), paragraph(reference("Funnel chart"))] };
    await remarkPostImages({ markdownAST: tree }, {});
    expect([...walk(tree)].filter((node) => node.type === "imageReference").map((node) => node.alt)).toEqual(["GATSBY_EMPTY_ALT", "Funnel chart"]);
  });

  it("lifts a captioned figure out of its paragraph, and leaves images within text where they are", async () => {
    const inline: Node = paragraph({ type: "text", value: "See " }, image("chart", "Caption"));
    const tree: Node = { type: "root", children: [paragraph(image("chart", "Conversion by signal")), inline] };
    await remarkPostImages({ markdownAST: tree }, { showCaptions: ["title"] });
    expect(tree.children![0]).toEqual({ type: "html", value: '<figure><img alt="chart"><figcaption>Conversion by signal</figcaption></figure>' });
    expect(tree.children![1].type).toBe("paragraph");
    expect(mockRemarkImages).toHaveBeenLastCalledWith({ markdownAST: tree }, { showCaptions: ["title"] });
  });
});
