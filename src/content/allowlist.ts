/**
 * The HTML a Markdown body may carry: an allowlist, GitHub's (hast-util-sanitize's default schema,
 * what GitHub renders Markdown with) with the site's few changes. Whatever the schema would drop
 * from a body fails the build, naming the line, the element or attribute and what to write instead
 * (./rules.ts); the editor's preview shows the body with the schema applied (src/cms/markdown-html.ts).
 */
import { sanitize, defaultSchema, type Schema } from "hast-util-sanitize";
import { find, html as htmlProperties } from "property-information";
import type { Element, Root, RootContent } from "hast";

/** URL schemes a link may use beyond GitHub's: `tel:` (a phone number on a contact line). */
const EXTRA_LINK_PROTOCOLS = ["tel"];

/**
 * Images come from Markdown only (`![alt](./file.jpg)`): the build sizes and compresses those, and they
 * are files of the post's own folder. A raw <img>, <picture> or <source> could load from anywhere.
 */
const IMAGE_ELEMENTS = ["img", "picture", "source"];

/**
 * GitHub's schema, with what this site needs:
 * - no images written as HTML (IMAGE_ELEMENTS);
 * - the class names the site's Markdown renderer (gatsby-transformer-remark's) gives footnotes;
 * - ids kept as written (no `user-content-` prefix): a writer's id is a link target of the page;
 * - comments allowed (a writer's note to the next writer; the page never shows them);
 * - elements whose content is not readable text (script, style, frames, form fields, pictures drawn
 *   in markup) dropped with their content, so the editor's preview never shows it as text.
 */
/** Inline and figure elements GitHub's own renderer keeps that the default schema leaves out: they only mark up text. */
const TEXT_ELEMENTS = ["abbr", "mark", "small", "cite", "dfn", "time", "wbr", "bdo", "caption", "figure", "figcaption"];

type AttributeDefinitions = NonNullable<Schema["attributes"]>[string];

/** A tag's attribute definitions with these class names allowed too (the schema reads only the first definition of a property). */
export function withClasses(definitions: AttributeDefinitions | undefined, ...classes: string[]): AttributeDefinitions {
  const list = [...(definitions ?? [])];
  const index = list.findIndex((definition) => Array.isArray(definition) && definition[0] === "className");
  if (index === -1) return [...list, ["className", ...classes]];
  list[index] = [...(list[index] as [string, ...Array<string | RegExp>]), ...classes] as AttributeDefinitions[number];
  return list;
}

export const BODY_HTML_SCHEMA: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []).filter((tag) => !IMAGE_ELEMENTS.includes(tag)), ...TEXT_ELEMENTS],
  clobber: [],
  allowComments: true,
  attributes: {
    ...defaultSchema.attributes,
    a: withClasses(defaultSchema.attributes?.a, "footnote-ref", "footnote-backref"),
    div: withClasses(defaultSchema.attributes?.div, "footnotes"),
  },
  protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), ...EXTRA_LINK_PROTOCOLS] },
  strip: ["script", "style", "template", "noscript", "iframe", "frame", "frameset", "object", "embed", "applet", "textarea", "select", "title", "xmp", "svg", "math", "noembed", "noframes"],
};

const SCRIPT_FIX = "content may not run script; remove it (to show code, put it in a code block between ``` lines)";
const EMBED_FIX = "content may not embed other pages, plugins or media; link to the page instead, [its title](https://...)";
const FORM_FIX = "content may not hold forms or form fields; link to the contact page instead, [contact us](/contact/)";
const PAGE_FIX = "it would change the whole page, not the post; remove it";
const PICTURE_FIX = "save the picture as a PNG, JPEG or WebP file in the post's folder and write ![alt text](./picture.png)";
const STYLE_FIX = "a post may not restyle the site or lay content over it; remove it and use Markdown formatting (**bold**, lists, tables, > quotes)";

/** What to write instead of an element the schema drops, by tag name. */
const ELEMENT_FIXES: Record<string, string> = {
  script: SCRIPT_FIX,
  noscript: SCRIPT_FIX,
  style: STYLE_FIX,
  link: PAGE_FIX,
  meta: PAGE_FIX,
  base: PAGE_FIX,
  title: PAGE_FIX,
  html: PAGE_FIX,
  head: PAGE_FIX,
  body: PAGE_FIX,
  template: "it holds markup the page never shows; write the content itself",
  ...Object.fromEntries([...IMAGE_ELEMENTS, "image"].map((tag) => [tag, "write images in Markdown, ![alt text](./file.jpg), with the file in the post's folder, so the build can size and compress them"])),
  svg: PICTURE_FIX,
  math: PICTURE_FIX,
  ...Object.fromEntries(["iframe", "frame", "frameset", "portal", "object", "embed", "applet", "video", "audio", "track", "canvas"].map((tag) => [tag, EMBED_FIX])),
  ...Object.fromEntries(["form", "input", "button", "select", "option", "textarea", "label", "fieldset", "output", "datalist"].map((tag) => [tag, FORM_FIX])),
};

/** Attributes that hold a URL: when the schema drops one for its scheme, the message says so. */
const URL_PROPERTIES = new Set(["href", "src", "cite", "longDesc", "srcSet", "action", "formAction", "poster", "data"]);

/** URL schemes refused, with why: `javascript:` and `vbscript:` run script; `data:` carries a document of its own. */
const SCHEME_REASONS: Record<string, string> = { javascript: "run script", vbscript: "run script", data: "carry a document of their own" };

/** The attribute's name as written in HTML (hast names properties in camelCase: onMouseOver, className). */
export const attributeName = (property: string) => find(htmlProperties, property).attribute;

const shortText = (text: string) => (text.length > 48 ? `${text.slice(0, 45)}...` : text);

/** The scheme a browser reads in `url`, lowercased (it drops surrounding spaces and control characters, and tabs and newlines inside). */
function urlScheme(url: string): string | null {
  let [start, end] = [0, url.length];
  while (start < end && url.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && url.charCodeAt(end - 1) <= 0x20) end -= 1;
  const cleaned = url.slice(start, end).replace(/[\t\n\r]/g, "");
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1].toLowerCase() ?? null;
}

const shownValue = (value: unknown) => (Array.isArray(value) ? value.join(" ") : String(value));
/** "an <iframe>", "an <svg>" (said "ess-vee-gee"), "a <script>". */
const article = (tag: string) => (/^([aeiou]|svg$)/.test(tag) ? "an" : "a");

/** Why the schema drops an attribute, and what to write instead. */
function attributeMessage(element: Element, property: string, value: unknown): string {
  const tag = element.tagName;
  const name = attributeName(property);
  if (/^on/i.test(name)) return `body has an event handler, ${name}="${shortText(shownValue(value))}" on <${tag}>: content may not run script; remove the attribute`;
  if (name === "style") return `body has a style attribute on <${tag}>: ${STYLE_FIX}`;
  if (URL_PROPERTIES.has(property)) {
    const url = shownValue(value);
    const scheme = urlScheme(url);
    const where = tag === "a" && property === "href" ? `a link to "${shortText(url)}"` : `<${tag} ${name}="${shortText(url)}">`;
    const why = scheme && SCHEME_REASONS[scheme] ? `${scheme}: URLs ${SCHEME_REASONS[scheme]}` : scheme ? `${scheme}: URLs are not among the links a post may hold` : `${name} is not an address a post may use here`;
    return `body has ${where}: ${why}; link to a page of the site (/pricing/) or to another website (https://...) instead`;
  }
  if (name === "class") return `body has class="${shortText(shownValue(value))}" on <${tag}>: the site styles a post's elements itself; remove the class and use Markdown formatting`;
  return `body has ${name}="${shortText(shownValue(value))}" on <${tag}>, which is not among the attributes a post may use (content/README.md lists them); remove it`;
}

/** Why the schema drops an element, and what to write instead. */
function elementMessage(element: Element): string {
  const tag = element.tagName;
  const fix = ELEMENT_FIXES[tag] ?? `it is not among the HTML elements a post may use (content/README.md lists them); write it in Markdown instead`;
  return `body has ${article(tag)} <${tag}> element: ${fix}`;
}

/** One thing the allowlist drops from a body: the element it is on, and what to do about it. */
export interface Dropped {
  element: Element;
  message: string;
}

const MARK = "dataAllowlistMark";
const MARKED_SCHEMA: Schema = { ...BODY_HTML_SCHEMA, attributes: { ...BODY_HTML_SCHEMA.attributes, "*": [...(BODY_HTML_SCHEMA.attributes?.["*"] ?? []), MARK] } };

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Everything the allowlist would drop from an HTML tree, in document order: elements (the outermost
 * only when the schema drops an element with its content) and attributes. `judged(element)` leaves
 * an element's own tag and attributes out of the check (an image written in Markdown: its file is
 * judged by the media rules), never its children.
 */
export function droppedByAllowlist(tree: Root, judged: (element: Element) => boolean = () => true): Dropped[] {
  const elements: Element[] = [];
  const mark = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type !== "element") continue;
      node.properties = { ...node.properties, [MARK]: elements.length };
      elements.push(node);
      mark(node.children);
    }
  };
  mark(tree.children);
  const kept = new Map<number, Element>();
  const collect = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type !== "element") continue;
      kept.set(Number(node.properties?.[MARK]), node);
      collect(node.children);
    }
  };
  collect((sanitize(tree as never, MARKED_SCHEMA) as unknown as Root).children);
  for (const element of elements) delete element.properties?.[MARK];

  const indexOf = new Map(elements.map((element, index) => [element, index]));
  const dropped: Dropped[] = [];
  const walk = (nodes: readonly RootContent[], insideGone: boolean) => {
    for (const node of nodes) {
      if (node.type !== "element") continue;
      const safe = kept.get(indexOf.get(node)!);
      let gone = insideGone;
      if (!judged(node)) {
        // Not judged here; its children are.
      } else if (!safe) {
        if (!insideGone) dropped.push({ element: node, message: elementMessage(node) });
        gone = gone || (BODY_HTML_SCHEMA.strip ?? []).includes(node.tagName);
      } else if (!insideGone) {
        for (const [property, value] of Object.entries(node.properties ?? {})) {
          // Absent and false attributes are not written out (hast-util-to-html), so nothing is dropped.
          if (value === null || value === undefined || value === false) continue;
          if (!sameValue(safe.properties?.[property], value)) dropped.push({ element: node, message: attributeMessage(node, property, value) });
        }
      }
      walk(node.children, gone);
    }
  };
  walk(tree.children, false);
  return dropped;
}
