/**
 * @jest-environment node
 */
import remark from "remark";
import remarkGfm from "remark-gfm";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import mdastToc from "mdast-util-toc";
import { anchorHeadings, RESERVED_IDS, HEADING_CLASS, LINK_CLASS } from "../../src/content/heading-anchors";
import { headingIdProblems } from "../../src/content/headings";
import { parseMarkdown } from "../../src/content/markdown";
import { validateEntry } from "../../src/content/rules";
import { MAIN_CONTENT_ID } from "../../src/components/layout/Layout";
import { RELATED_POSTS_ID } from "../../src/components/blog/RelatedPosts";
import { entryFromSource } from "../support/content-entry";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const remarkPlugin = require("../../plugins/heading-anchors") as (args: { markdownAST: object }) => object;

const parse = (markdown: string) => remark().use(remarkGfm as never).parse(markdown);
const html = (tree: object) => toHtml(toHast(tree as never, { allowDangerousHtml: true }) as never, { allowDangerousHtml: true });
const ids = (markdown: string) => anchorHeadings(parse(markdown)).map((heading) => heading.id);

describe("heading ids (src/content/heading-anchors.js)", () => {
  it("are the slugs GitHub gives headings: lowercase words joined by hyphens, punctuation dropped", () => {
    expect(ids("## Step 1: Agree on *what* a `lead` is\n\n### Who's it for?\n\n#### Café & Co.\n")).toEqual([
      "step-1-agree-on-what-a-lead-is",
      "whos-it-for",
      "café--co",
    ]);
  });

  it("are the ids the transformer's tableOfContents links to (both github-slugger)", () => {
    const markdown = "## Read models side by side\n\n## Five habits that keep reports honest\n\n### 1. Show the model's name\n";
    const tree = parse(markdown);
    const ours = anchorHeadings(tree).map((heading) => heading.id);
    const toc = JSON.stringify(mdastToc(parse(markdown) as never).map);
    for (const id of ours) expect(toc).toContain(`"#${id}"`);
  });

  it("are unique on the page: repeated headings and the page's own ids get the next free suffix", () => {
    expect(ids("## Pricing\n\n## Pricing\n\n### Pricing\n")).toEqual(["pricing", "pricing-1", "pricing-2"]);
    expect(ids("## Main content\n\n## Top\n\n## Related posts\n")).toEqual(["main-content-1", "top-1", "related-posts-1"]);
    expect(ids("## Pricing {#plans}\n\n## Plans\n")).toEqual(["plans", "plans-1"]);
  });

  it("are stable: the same text gives the same id, whatever comes before or after it", () => {
    const first = ids("## Setting it up\n\n## Common mistakes\n");
    const edited = ids("## Setting it up\n\nA new paragraph.\n\n## Common mistakes\n\n## A new section\n");
    expect(edited.slice(0, 2)).toEqual(first);
  });

  it("take a writer's {#custom-id}, which keeps an old link working after the text changes", () => {
    const tree = parse("## Pricing tiers, explained again {#pricing-tiers}\n");
    expect(anchorHeadings(tree)).toEqual([{ id: "pricing-tiers", value: "Pricing tiers, explained again", depth: 2 }]);
    expect(html(tree)).toContain('<h2 id="pricing-tiers">Pricing tiers, explained again</h2>');
  });

  it("are given to ## to #### only", () => {
    expect(anchorHeadings(parse("# Title\n\n## Two\n\n##### Five\n")).map((heading) => heading.depth)).toEqual([2]);
  });

  it("never take an id the layout or the post page uses", () => {
    expect(RESERVED_IDS).toEqual(expect.arrayContaining(["top", MAIN_CONTENT_ID, "mobile-menu", "site-footer", RELATED_POSTS_ID]));
  });
});

describe("the link beside each heading", () => {
  const tree = parse("Intro.\n\n## Step 1: Agree on *what* a lead is\n\nText.\n");
  anchorHeadings(tree);
  const out = html(tree);

  it("follows the heading, outside it, so the heading is still announced by its text alone", () => {
    expect(out).toContain(
      `<div class="${HEADING_CLASS}" data-depth="2"><h2 id="step-1-agree-on-what-a-lead-is">Step 1: Agree on <em>what</em> a lead is</h2><a class="${LINK_CLASS}" href="#step-1-agree-on-what-a-lead-is" aria-label="Link to this section: Step 1: Agree on what a lead is" data-pagefind-ignore="all"><svg aria-hidden="true" focusable="false"`,
    );
  });

  it("is not a link the link check collects (its own node type), and carries no raw HTML", () => {
    const types = new Set<string>();
    const walk = (node: { type: string; children?: unknown[] }) => {
      types.add(node.type);
      (node.children as Array<{ type: string }> | undefined)?.forEach((child) => walk(child));
    };
    walk(tree as never);
    expect(types.has("html")).toBe(false);
    expect([...types]).toEqual(expect.arrayContaining(["headingAnchor", "headingLink"]));
    expect([...types]).not.toContain("link");
  });

  it("is what the build's sub-plugin writes (plugins/heading-anchors)", () => {
    const built = parse("## Step 1: Agree on *what* a lead is\n");
    remarkPlugin({ markdownAST: built });
    expect(html(built)).toContain('<a class="heading-link" href="#step-1-agree-on-what-a-lead-is"');
  });
});

describe("{#custom-id} marks the build refuses (src/content/headings.ts)", () => {
  it.each([
    ["## Plans {#Plans Now}", 'heading "Plans {#Plans Now}": id "Plans Now" may hold only lowercase letters, digits and single hyphens, like {#pricing-tiers}'],
    ["## Plans {#top}", 'heading "Plans {#top}": id "top" is already used by every page of the site; choose another'],
    ["## Plans {#plans}\n\n### More plans {#plans}", 'heading "More plans {#plans}": id "plans" is already the id of an earlier heading of this file; ids must be unique on the page'],
    ["##### Deep {#deep}", 'heading "Deep {#deep}": only ##, ### and #### headings take an id; remove {#deep} or change the heading\'s level'],
  ])("%s", (markdown, problem) => {
    expect(headingIdProblems(parseMarkdown(`Intro.\n\n${markdown}\n`))).toEqual([problem]);
  });

  it("accepts good ones, and bodies without any", () => {
    expect(headingIdProblems(parseMarkdown("## Plans {#plans}\n\n### Pricing tiers {#pricing-tiers-2025}\n"))).toEqual([]);
    expect(headingIdProblems(parseMarkdown("## Plans\n\nA {#curly} in a paragraph.\n"))).toEqual([]);
  });

  it("fails the file's validation, naming the file", () => {
    const entry = entryFromSource(
      "content/legal/terms.md",
      "---\ntitle: Terms\ndescription: The terms.\nupdated: 2025-03-01\n---\n\n## Fees {#Fees}\n\nText.\n",
    );
    expect(validateEntry(entry)).toEqual([
      'content/legal/terms.md: heading "Fees {#Fees}": id "Fees" may hold only lowercase letters, digits and single hyphens, like {#pricing-tiers}',
    ]);
  });
});
