import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import { markdownParser } from "../../src/content/markdown";
import { CODE_BLOCK_CLASS, LANGUAGES, LANGUAGE_CLASS } from "../../src/content/code-blocks";
import { markdownPage } from "../../src/cms/markdown-html";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const remarkPlugin = require("../../plugins/code-highlight") as (args: { markdownAST: object }) => object;

/** A body as the build publishes it: the transformer's parser, this sub-plugin, then mdast-util-to-hast and hast-util-to-html. */
const built = (markdown: string) =>
  toHtml(toHast(remarkPlugin({ markdownAST: markdownParser.parse(markdown) }) as never, { allowDangerousHtml: true }) as never, { allowDangerousHtml: true });

/** The body's first code block, parsed as a browser would. */
function block(html: string): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = html;
  const found = container.querySelector<HTMLElement>(`.${CODE_BLOCK_CLASS}`);
  if (!found) throw new Error(`No code block in ${html}`);
  return found;
}

const tokens = (element: HTMLElement, type: string) => [...element.querySelectorAll(`span.token.${type}`)].map((span) => span.textContent);

describe("fenced code blocks, highlighted at build time (src/content/code-blocks.js)", () => {
  it("colour a block in a known language with Prism's token classes, under its language's label", () => {
    const element = block(built("```ts\nconst score: number = 30; // points\nfunction route() {}\n```\n"));
    expect(element.dataset.language).toBe("ts");
    expect(element.querySelector(`.${LANGUAGE_CLASS}`)?.textContent).toBe("TypeScript");
    const pre = element.querySelector("pre")!;
    expect(pre).toHaveAttribute("tabindex", "0");
    expect(pre).toHaveClass("language-ts");
    expect(pre.querySelector("code")).toHaveClass("language-ts");
    expect(tokens(element, "keyword")).toEqual(["const", "function"]);
    expect(tokens(element, "number")).toEqual(["30"]);
    expect(tokens(element, "comment")).toEqual(["// points"]);
    expect(tokens(element, "function")).toEqual(["route"]);
    expect(pre.textContent).toBe("const score: number = 30; // points\nfunction route() {}");
  });

  it("highlight every language the writers' guide lists, under each name it accepts", () => {
    for (const [name, label] of Object.entries(LANGUAGES)) {
      const element = block(built(`\`\`\`${name}\nGET /leads HTTP/1.1\n+ x = "y" # 1 <b>\n\`\`\`\n`));
      expect(element.querySelector(`.${LANGUAGE_CLASS}`)?.textContent).toBe(label);
      expect(element.querySelectorAll("span.token").length).toBeGreaterThan(0);
    }
  });

  it("keep another language's name as the label, with the code as plain text", () => {
    const element = block(built("```Ruby\nputs 'hi'\n```\n"));
    expect(element.querySelector(`.${LANGUAGE_CLASS}`)?.textContent).toBe("Ruby");
    expect(element.querySelectorAll("span").length).toBe(0);
    expect(element.querySelector("code")?.textContent).toBe("puts 'hi'");
  });

  it("give a block without a language no label and no colours", () => {
    const element = block(built("```\nplain text\n```\n"));
    expect(element.querySelector(`.${LANGUAGE_CLASS}`)).toBeNull();
    expect(element.querySelectorAll("span").length).toBe(0);
    expect(element.dataset.language).toBeUndefined();
  });

  it("show markup in code as text, never as elements", () => {
    const html = built('```html\n<script>alert("x")</script>\n<img src=x onerror="alert(1)">\n```\n');
    const element = block(html);
    expect(element.querySelector("script, img")).toBeNull();
    expect(element.querySelector("code")?.textContent).toBe('<script>alert("x")</script>\n<img src=x onerror="alert(1)">');
    expect(html).not.toContain("<script");
  });

  it("leave inline code alone", () => {
    expect(built("Run `npm start` first.\n")).toBe("<p>Run <code>npm start</code> first.</p>");
  });

  it("are the same in the editor's preview as in the built page", () => {
    const markdown = "Intro.\n\n```yaml\n# Lead score\nsignals:\n  visited_pricing: 30\n```\n\n```sql\nSELECT email FROM leads;\n```\n";
    const preview = document.createElement("div");
    preview.innerHTML = markdownPage(markdown, undefined, "https://scalewise.example").html;
    const page = document.createElement("div");
    page.innerHTML = built(markdown);
    const blocks = (root: HTMLElement) => [...root.querySelectorAll(`.${CODE_BLOCK_CLASS}`)].map((element) => element.outerHTML);
    expect(blocks(preview)).toHaveLength(2);
    expect(blocks(preview)).toEqual(blocks(page));
  });
});
