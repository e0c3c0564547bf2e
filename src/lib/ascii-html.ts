/**
 * Server-rendered HTML written with ASCII characters only, each other character as a reference the
 * browser reads back as the same character: `&#x2014;` in text and attribute values, `\2014 ` in
 * a `<style>`, `\u2014` in a `<script>` (valid in both JavaScript and JSON strings).
 *
 * Why: after rendering, Gatsby reads every page back as UTF-8 text to stitch the slices in and
 * writes it again, and the Content-Security-Policy step reads it once more. Node decodes and encodes
 * a page holding a single character outside ASCII (an em dash in the tagline, a ©) on a much slower
 * path than the same page in ASCII, and these steps do it for every page (the gain, measured:
 * docs/overrides.md#survivors, "Pages written in ASCII").
 */
const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_RUN = /[\u0080-\uffff]+/g;
const NON_ASCII_CODE_POINTS = /[\u0080-\u{10ffff}]/gu;
const NON_ASCII_CODE_UNITS = /[\u0080-\uffff]/g;
// The start tag of an element whose text is not HTML (references are not read there), and its end
// tag in any letter case, as the HTML parser reads it.
const RAW_TEXT_START_TAG = /<(script|style)\b[^>]*>/gi;
const RAW_TEXT_END_TAG = { script: /<\/script/gi, style: /<\/style/gi };

interface RawText {
  start: number;
  end: number;
  language: keyof typeof RAW_TEXT_END_TAG;
}

const hex = (value: number) => value.toString(16).toUpperCase();

const htmlReference = (character: string) => `&#x${hex(character.codePointAt(0)!)};`;
const htmlReferences = (html: string) => html.replace(NON_ASCII_CODE_POINTS, htmlReference);
// A space ends a CSS escape and is not part of the value, so a following hex digit stays itself.
const cssEscape = (character: string) => `\\${hex(character.codePointAt(0)!)} `;
// Per UTF-16 code unit, so a character beyond U+FFFF becomes a surrogate pair, as JSON requires.
const scriptEscape = (unit: string) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** Where the text of each <script> and <style> element starts and ends, in order. */
function rawTextRanges(html: string): RawText[] {
  const ranges: RawText[] = [];
  RAW_TEXT_START_TAG.lastIndex = 0;
  for (let tag = RAW_TEXT_START_TAG.exec(html); tag; tag = RAW_TEXT_START_TAG.exec(html)) {
    const language = tag[1].toLowerCase() as RawText["language"];
    const start = tag.index + tag[0].length;
    const endTag = RAW_TEXT_END_TAG[language];
    endTag.lastIndex = start;
    const end = endTag.exec(html)?.index ?? html.length;
    ranges.push({ start, end, language });
    RAW_TEXT_START_TAG.lastIndex = end;
  }
  return ranges;
}

/**
 * The same document in ASCII (see above); returns `html` itself when it is ASCII already. It looks
 * only at the runs of other characters and, for each, at whether it lies in a script's or a style's
 * text, which is cheaper than one expression matching whole <script>/<style> elements.
 */
export function toAsciiHtml(html: string): string {
  if (!NON_ASCII.test(html)) return html;
  const ranges = rawTextRanges(html);
  let next = 0;
  return html.replace(NON_ASCII_RUN, (run: string, offset: number) => {
    while (next < ranges.length && ranges[next].end <= offset) next++;
    const range = ranges[next];
    if (!range || offset < range.start) return htmlReferences(run);
    return range.language === "style" ? run.replace(NON_ASCII_CODE_POINTS, cssEscape) : run.replace(NON_ASCII_CODE_UNITS, scriptEscape);
  });
}

// A surrogate pair whole (one reference for the character), without the `u` flag that Babel would
// expand for older browsers: this one runs in the footer, in the browser too.
const TEXT_SPECIAL_OR_NON_ASCII = /[&<>"]|[\ud800-\udbff][\udc00-\udfff]|[\u0080-\uffff]/g;
const HTML_SPECIAL_REFERENCES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/**
 * Plain text as ASCII HTML, for `dangerouslySetInnerHTML`: for text in a slice, which Gatsby renders
 * and stitches into each page outside `src/html.tsx`.
 */
export function asciiTextHtml(text: string): { __html: string } {
  return { __html: text.replace(TEXT_SPECIAL_OR_NON_ASCII, (character) => HTML_SPECIAL_REFERENCES[character] ?? htmlReference(character)) };
}
