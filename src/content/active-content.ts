/**
 * Markdown bodies carry no active content: no element that runs script, embeds another document or
 * plugin, holds a form or changes the whole page; no event handler attribute (`onmouseover=`); no
 * `javascript:`, `vbscript:` or `data:` URL in a link or a source. Writers, the editor's pull
 * requests and outside contributors all write bodies, on the origin where /admin/ keeps the
 * editor's sign-in. The build refuses such a body, naming the file and the line (rules.ts); the
 * editor's preview shows the same messages and drops that content (src/cms/markdown-html.ts).
 *
 * A body is read as the published page has it: the same parser (markdown.ts), turned into HTML as
 * gatsby-transformer-remark does (raw HTML passed through), then parsed by an HTML parser as a
 * browser parses the page (hast-util-raw, with parse5).
 */
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import raw from "hast-util-raw";
import visit from "unist-util-visit";
import vfile from "vfile";
import type { Element, Root } from "hast";
import { markdownParser } from "./markdown";

/**
 * Elements a body may not hold, and why. `noscript`, `svg` and `math` run nothing by themselves, but a
 * browser parses their content differently from a check (noscript with script on; SVG and MathML as
 * foreign content, whose `<a>`, `<animate>` and `<set>` can carry script URLs).
 */
const REFUSED_ELEMENTS: Record<string, string> = {
  script: "content may not run script; remove it (to show code, put it in a code block between ``` lines)",
  noscript: "content may not run script; remove it (to show code, put it in a code block between ``` lines)",
  iframe: "content may not embed other pages; link to the page instead, [its title](https://...)",
  frame: "content may not embed other pages; link to the page instead, [its title](https://...)",
  frameset: "content may not embed other pages; link to the page instead, [its title](https://...)",
  portal: "content may not embed other pages; link to the page instead, [its title](https://...)",
  object: "content may not embed plugins or other documents; link to the file or page instead",
  embed: "content may not embed plugins or other documents; link to the file or page instead",
  applet: "content may not embed plugins or other documents; link to the file or page instead",
  form: "content may not hold forms; link to the contact page instead, [contact us](/contact/)",
  base: "it would change where every link of the page leads; remove it",
  meta: "it would change the whole page (a refresh, a redirect); remove it",
  link: "it would load a file into the whole page; remove it (a link to read is [text](/path/))",
  svg: "inline SVG and MathML can carry script; save the picture as a PNG, JPEG or WebP file in the post's folder and write ![alt text](./picture.png)",
  math: "inline SVG and MathML can carry script; save the picture as a PNG, JPEG or WebP file in the post's folder and write ![alt text](./picture.png)",
};

/** Attributes (hast property names, lowercased) whose value is a URL the browser follows or loads. */
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "srcset",
  "action",
  "formaction",
  "poster",
  "data",
  "cite",
  "background",
  "xlinkhref",
  "longdesc",
  "lowsrc",
  "dynsrc",
  "ping",
  "manifest",
  "codebase",
  "archive",
]);

/** URL schemes that run script (javascript:, vbscript:) or carry a whole document of their own (data:). */
const REFUSED_SCHEMES: Record<string, string> = {
  javascript: "run script",
  vbscript: "run script",
  data: "carry a document of their own",
};

/** One piece of active content in a body: its line (1-based, in the body) and what to do about it. */
export interface ActiveContent {
  line: number;
  message: string;
}

/** The scheme a browser reads in `url`, lowercased (it drops surrounding spaces and control characters, and tabs and newlines inside). */
function urlScheme(url: string): string | null {
  let [start, end] = [0, url.length];
  while (start < end && url.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && url.charCodeAt(end - 1) <= 0x20) end -= 1;
  const cleaned = url.slice(start, end).replace(/[\t\n\r]/g, "");
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1].toLowerCase() ?? null;
}

const shortText = (url: string) => (url.length > 48 ? `${url.slice(0, 45)}...` : url);

/** Every URL in a property's value: one string, a list (ping), or candidates with sizes (srcset). */
function urlsOf(name: string, value: unknown): string[] {
  const values = Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
  if (name !== "srcset") return values;
  return values.flatMap((candidate) => candidate.split(",")).map((candidate) => candidate.trim().split(/\s+/)[0]);
}

/** The attribute's name as written in HTML (hast camel-cases them: onMouseOver, xLinkHref). */
const attributeName = (property: string) => (property === "xLinkHref" ? "xlink:href" : property.toLowerCase());

/** One thing active on an element: the element itself (no property), or one of its attributes. */
interface ElementProblem {
  message: string;
  property?: string;
}

/** What is active on one element: the element itself, or each handler and script URL among its attributes. */
function elementProblems(element: Element): ElementProblem[] {
  const tag = element.tagName.toLowerCase();
  const refused = REFUSED_ELEMENTS[tag];
  if (refused) return [{ message: `body has ${/^([aeiou]|svg)/.test(tag) ? "an" : "a"} <${tag}> element: ${refused}` }];
  const problems: { message: string; property: string }[] = [];
  for (const [property, value] of Object.entries(element.properties ?? {})) {
    const name = property.toLowerCase();
    if (name.startsWith("on")) {
      problems.push({
        property,
        message: `body has an event handler, ${attributeName(property)}="${shortText(String(value))}" on <${tag}>: content may not run script; remove the attribute`,
      });
      continue;
    }
    // Images have rules of their own (media.ts): only files in the post's folder, and no raw <img>.
    if (!URL_ATTRIBUTES.has(name) || tag === "img") continue;
    for (const url of urlsOf(name, value)) {
      const scheme = urlScheme(url);
      if (scheme === null || !(scheme in REFUSED_SCHEMES)) continue;
      const where = tag === "a" && name === "href" ? `a link to "${shortText(url)}"` : `<${tag} ${attributeName(property)}="${shortText(url)}">`;
      problems.push({
        property,
        message: `body has ${where}: ${scheme}: URLs ${REFUSED_SCHEMES[scheme]}; link to a page of the site (/pricing/) or to another website (https://...) instead`,
      });
      break;
    }
  }
  return problems;
}

/** The HTML tree of a Markdown body as the build renders it (raw HTML still as text), and that HTML. */
function renderBody(body: string, prepareMarkdown: (tree: unknown) => void = () => {}): { hast: Root; html: string } {
  const markdown = markdownParser.parse(body);
  prepareMarkdown(markdown);
  const hast = toHast(markdown as never, { allowDangerousHtml: true }) as unknown as Root;
  return { hast, html: toHtml(hast as never, { allowDangerousHtml: true }) };
}

/**
 * Closes whatever a body leaves open at its end (an attribute value, a tag, a comment), as the rest of
 * the page would: without it, a tag left open at the end would be dropped by the parser here, while on
 * the page it takes in the markup that follows.
 */
const PAGE_AFTER_BODY = `\n"'>-->`;

/** Calls `found` with each element's problems, in document order; a refused element's content is not looked into (it goes with it). */
function eachProblem(tree: Root, found: (element: Element, problems: ElementProblem[]) => void) {
  visit(tree, "element", (element: Element) => {
    const problems = elementProblems(element);
    if (problems.length === 0) return undefined;
    found(element, problems);
    return problems.some((problem) => problem.property === undefined) ? visit.SKIP : undefined;
  });
}

/** The line of the body a piece of the rendered HTML came from: each top-level block keeps its first line. */
function lineAt(hast: Root, offset: number): number {
  let end = 0;
  let line = 1;
  for (const child of hast.children) {
    line = child.position?.start.line ?? line;
    end += toHtml(child as never, { allowDangerousHtml: true }).length;
    if (offset < end) break;
  }
  return line;
}

/**
 * The active content of a Markdown body, in order, with the body's line of each. Two readings: the
 * rendered tree (raw HTML parsed where it stands, so each element keeps its exact line), and the
 * whole rendered HTML parsed in one piece, as a browser gets it (so markup that only forms across
 * blocks, such as an attribute left open in one and closed in another, is found too, at its block's line).
 */
export function activeContent(body: string): ActiveContent[] {
  // A tag, an autolink or a comment; an entity; a script-like scheme: without any, a body has nothing
  // to find (most bodies; rendering and parsing one costs about twice its Markdown parse).
  if (!/<[a-z/!?]|&[#a-z0-9]+;|(?:script|data)\\?:/i.test(body)) return [];
  const { hast, html } = renderBody(body);
  const found: ActiveContent[] = [];
  eachProblem(raw(hast as never, vfile(body)) as unknown as Root, (element, problems) => {
    for (const { message } of problems) found.push({ line: element.position?.start.line ?? 1, message });
  });
  const whole = vfile(html + PAGE_AFTER_BODY);
  const unmatched = [...found];
  eachProblem(raw({ type: "root", children: [{ type: "raw", value: String(whole) }] } as never, whole) as unknown as Root, (element, problems) => {
    for (const { message } of problems) {
      const same = unmatched.findIndex((problem) => problem.message === message);
      if (same >= 0) unmatched.splice(same, 1);
      else found.push({ line: lineAt(hast, element.position?.start.offset ?? 0), message });
    }
  });
  return found.sort((a, b) => a.line - b.line);
}

/** Changes the editor's preview makes on the way: to the Markdown tree (mdast), then to the HTML tree (hast). */
export interface InertHtmlSteps {
  markdown?: (tree: unknown) => void;
  html?: (tree: Root) => void;
}

/**
 * A Markdown body as inert HTML for the editor's preview: rendered as the build renders it, parsed as a
 * browser would, then without active content (each refused element with its content, each handler and
 * script URL), written out again from the tree.
 */
export function inertHtml(body: string, steps: InertHtmlSteps = {}): string {
  const { html } = renderBody(body, steps.markdown);
  const tree = raw({ type: "root", children: [{ type: "raw", value: html }] } as never) as unknown as Root;
  steps.html?.(tree);
  visit(tree, "element", (element: Element, index, parent) => {
    const problems = elementProblems(element);
    if (problems.length === 0) return;
    if (problems.some((problem) => problem.property === undefined) && parent && index !== null) {
      parent.children.splice(index, 1);
      return index;
    }
    for (const { property } of problems) if (property) delete element.properties?.[property];
  });
  return toHtml(tree as never);
}
