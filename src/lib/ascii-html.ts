/**
 * Server-rendered HTML written with ASCII characters only, each other character as a reference the
 * browser reads back as the same character: `&#x2014;` in text and attribute values, `\2014 ` in
 * a `<style>`, `\u2014` in a `<script>` (valid in both JavaScript and JSON strings).
 *
 * Why: after rendering, Gatsby reads every page back as UTF-8 text to stitch the slices in and
 * writes it again, and the Content-Security-Policy step reads it once more. A page of ~77 KB with
 * a single character outside ASCII (an em dash in the tagline, a ©) takes ~20 times longer to
 * decode and ~4 times longer to encode than the same page in ASCII: stitching 3,000 such pages took
 * 4.4 s against 1.7 s.
 */
const NON_ASCII = /[\u0080-\uffff]/;
// A whole <script> or <style> element (its text is not HTML: references are not read there), or a
// run of characters outside ASCII anywhere else. Without the `u` flag: twice as fast on a page.
const RAW_TEXT_ELEMENT_OR_NON_ASCII = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|[\u0080-\uffff]+/gi;
const NON_ASCII_CODE_POINTS = /[\u0080-\u{10ffff}]/gu;
const NON_ASCII_CODE_UNITS = /[\u0080-\uffff]/g;

const hex = (value: number) => value.toString(16).toUpperCase();

const htmlReference = (character: string) => `&#x${hex(character.codePointAt(0)!)};`;
const htmlReferences = (html: string) => html.replace(NON_ASCII_CODE_POINTS, htmlReference);
// A space ends a CSS escape and is not part of the value, so a following hex digit stays itself.
const cssEscape = (character: string) => `\\${hex(character.codePointAt(0)!)} `;
// Per UTF-16 code unit, so a character beyond U+FFFF becomes a surrogate pair, as JSON requires.
const scriptEscape = (unit: string) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** A <script> or <style> element: its tags as HTML, its text in its own language's escapes. */
function escapeRawTextElement(element: string, tagName: string): string {
  if (!NON_ASCII.test(element)) return element;
  const textStart = element.indexOf(">") + 1;
  const textEnd = element.lastIndexOf("</");
  const text = element.slice(textStart, textEnd);
  const escapedText =
    tagName.toLowerCase() === "style" ? text.replace(NON_ASCII_CODE_POINTS, cssEscape) : text.replace(NON_ASCII_CODE_UNITS, scriptEscape);
  return htmlReferences(element.slice(0, textStart)) + escapedText + element.slice(textEnd);
}

/** The same document in ASCII (see above); returns `html` itself when it is ASCII already. */
export function toAsciiHtml(html: string): string {
  if (!NON_ASCII.test(html)) return html;
  return html.replace(RAW_TEXT_ELEMENT_OR_NON_ASCII, (match: string, tagName: string | undefined) =>
    tagName ? escapeRawTextElement(match, tagName) : htmlReferences(match),
  );
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
