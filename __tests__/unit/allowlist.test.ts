/** @jest-environment node */
import { allowedHtml } from "../../scripts/writers-guide.mjs";
import { parseBody } from "../../src/content/body";
import { htmlProblems, validateEntry } from "../../src/content/rules";
import { entryFromSource } from "../support/content-entry";

const SCRIPT = "content may not run script; remove it (to show code, put it in a code block between ``` lines)";
const SCHEME_FIX = "link to a page of the site (/pricing/) or to another website (https://...) instead";
const EMBED = "content may not embed other pages, plugins or media; link to the page instead, [its title](https://...)";
const FORM = "content may not hold forms or form fields; link to the contact page instead, [contact us](/contact/)";
const IMAGE = "write images in Markdown, ![alt text](./file.jpg), with the file in the post's folder, so the build can size and compress them";
const STYLE = "a post may not restyle the site or lay content over it; remove it and use Markdown formatting (**bold**, lists, tables, > quotes)";
const PAGE = "it would change the whole page, not the post; remove it";

/** What the allowlist refuses in a body, each at its line of the body. */
const problems = (body: string) => htmlProblems(parseBody(body));

describe("the allowlist: what a body's HTML may not carry, each at its line, with what to write instead", () => {
  it.each<[string, string, Array<[number, string]>]>([
    ["a <script>", 'Intro.\n\n<script>document.title = "INJECTED"</script>\n', [[3, `body has a <script> element: ${SCRIPT}`]]],
    ["a <script> inside a paragraph", "Text <script>alert(1)</script> more.", [[1, `body has a <script> element: ${SCRIPT}`]]],
    ["a <SCRIPT> in capitals", "<SCRIPT SRC=//x.example/a.js></SCRIPT>", [[1, `body has a <script> element: ${SCRIPT}`]]],
    ["a <script> inside a <template>", "<template><script>alert(1)</script></template>", [[1, "body has a <template> element: it holds markup the page never shows; write the content itself"]]],
    ["a <noscript> whose text a browser reads as markup", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>', [[1, `body has a <noscript> element: ${SCRIPT}`], [1, `body has an <img> element: ${IMAGE}`]]],
    ["an <iframe>", '<iframe src="https://video.example/embed/1"></iframe>', [[1, `body has an <iframe> element: ${EMBED}`]]],
    ["an <object>", 'Intro\n\n<object data="movie.swf"></object>', [[3, `body has an <object> element: ${EMBED}`]]],
    ["an <embed>", '<embed src="movie.swf">', [[1, `body has an <embed> element: ${EMBED}`]]],
    ["a <video>", '<video src="https://v.example/a.mp4" poster="javascript:alert(1)"></video>', [[1, `body has a <video> element: ${EMBED}`]]],
    ["a <form>", '<form action="https://collect.example/"><button>Go</button></form>', [[1, `body has a <form> element: ${FORM}`], [1, `body has a <button> element: ${FORM}`]]],
    ["an <input type=image> (an outside image)", '<input type=image src="https://images.example.com/x.png">', [[1, 'body has type="image" on <input>, which is not among the attributes a post may use (content/README.md lists them); remove it'], [1, 'body has <input src="https://images.example.com/x.png">: https: URLs are not among the links a post may hold; link to a page of the site (/pricing/) or to another website (https://...) instead']]],
    ["an <image> (an <img> to the parser)", '<image src="https://images.example.com/x.png">', [[1, `body has an <img> element: ${IMAGE}`]]],
    ["a <textarea> left open, which would swallow the page", "Intro\n\n<textarea>\n\nThe rest.\n", [[3, `body has a <textarea> element: ${FORM}`]]],
    ["a <plaintext>", "<plaintext>all the rest", [[1, "body has a <plaintext> element: it is not among the HTML elements a post may use (content/README.md lists them); write it in Markdown instead"]]],
    ["a <meta> refresh", '<meta http-equiv="refresh" content="0;url=https://elsewhere.example/">', [[1, `body has a <meta> element: ${PAGE}`]]],
    ["a <base>", '<base href="https://elsewhere.example/">', [[1, `body has a <base> element: ${PAGE}`]]],
    ["a <style> element", "<style>nav { display: none }</style>", [[1, `body has a <style> element: ${STYLE}`]]],
    ["a style attribute that lays a link over the navbar", '<a href="/x/" style="position:fixed;top:0;left:0;width:100%;height:4rem">x</a>', [[1, `body has a style attribute on <a>: ${STYLE}`]]],
    ["an inline <svg>", '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', [[1, "body has an <svg> element: save the picture as a PNG, JPEG or WebP file in the post's folder and write ![alt text](./picture.png)"]]],
    ["an onmouseover= handler", 'Hover <span onmouseover="alert(1)">here</span>.', [[1, 'body has an event handler, onmouseover="alert(1)" on <span>: content may not run script; remove the attribute']]],
    ["an onclick= handler in a table", '| a | b |\n|---|---|\n| <b onclick="go()">c</b> | d |', [[3, 'body has an event handler, onclick="go()" on <b>: content may not run script; remove the attribute']]],
    ["an onerror= handler on an unquoted tag", "<div onerror=alert(1)>x</div>", [[1, 'body has an event handler, onerror="alert(1)" on <div>: content may not run script; remove the attribute']]],
    ["a class, which would take the site's styles", '<span class="navbar">x</span>', [[1, 'body has class="navbar" on <span>: the site styles a post\'s elements itself; remove the class and use Markdown formatting']]],
    ["a Markdown link to javascript:", "Text\nmore [click](javascript:alert(1)).", [[2, `body has a link to "javascript:alert(1)": javascript: URLs run script; ${SCHEME_FIX}`]]],
    ["a Markdown link with an entity in the scheme", "[click](&#106;avascript:alert(1))", [[1, `body has a link to "javascript:alert(1)": javascript: URLs run script; ${SCHEME_FIX}`]]],
    ["an autolink to javascript:", "See <javascript:alert(1)>", [[1, `body has a link to "javascript:alert(1)": javascript: URLs run script; ${SCHEME_FIX}`]]],
    ["a reference link to javascript:", "[click][x]\n\n[x]: javascript:alert(1)", [[1, `body has a link to "javascript:alert(1)": javascript: URLs run script; ${SCHEME_FIX}`]]],
    ["a raw <a> to javascript: with a tab inside", '<a href="java&#x09;script:alert(1)">x</a>', [[1, `body has a link to "java\tscript:alert(1)": javascript: URLs run script; ${SCHEME_FIX}`]]],
    ["a raw <a> to vbscript:", '<a href="VBScript:msgbox(1)">x</a>', [[1, `body has a link to "VBScript:msgbox(1)": vbscript: URLs run script; ${SCHEME_FIX}`]]],
    ["a Markdown link to data:", "[open](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)", [[1, `body has a link to "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTw...": data: URLs carry a document of their own; ${SCHEME_FIX}`]]],
    [
      "an attribute left open in one block and closed in another, which only the page's whole HTML shows",
      'Intro\n\n<div title="\nfoo\n\nbar" onmouseover="alert(1)">x</div>\n\nend',
      [[3, 'body has an event handler, onmouseover="alert(1)" on <div>: content may not run script; remove the attribute']],
    ],
    [
      "a tag left open at the end, which would take in the page after the body",
      'Intro\n\n<div title="\nfoo\n\nbar" x="\n\nend',
      [[3, "body ends inside an HTML tag that is never closed (a < or a quote left open), so everything after it would vanish from the page; close the tag with >"]],
    ],
    ["a comment left open, which would hide the rest", "Intro.\n\n<!-- a note\n\nThe rest of the post.\n", [[3, "body opens a comment (<!--) that is never closed, so everything after it would vanish from the page; close it with -->"]]],
  ])("%s", (_name, body, expected) => {
    expect(problems(body)).toEqual(expected.map(([line, message]) => ({ line, message })));
  });

  it("finds every piece, in order of lines", () => {
    const body = '<script>a()</script>\n\nText [x](javascript:b()) and <i onclick="c()">y</i>.\n\n<iframe src="/x/"></iframe>\n';
    expect(problems(body).map(({ line, message }) => `${line}: ${message.slice(0, message.indexOf(":"))}`)).toEqual([
      "1: body has a <script> element",
      '3: body has a link to "javascript',
      '3: body has an event handler, onclick="c()" on <i>',
      "5: body has an <iframe> element",
    ]);
  });

  it("keeps what is text or the HTML a post may use: code about tags, prose, ordinary links, GFM, footnotes, details", () => {
    for (const body of [
      "```html\n<script>alert(1)</script>\n<iframe src=x></iframe>\n```",
      "## Where to put the `<script>` tag\n\nInline `<script>` and `onclick=\"x\"` as code, and [a link](/pricing/ \"About <script> tags\").",
      "R&D costs &lt; 5% &amp; the data: it shows growth; AT&T < 3 > 2.",
      "[pricing](/pricing/) [site](https://example.org/a?b=c#d) [mail](mailto:a@b.example) [tel](tel:+911234) [rel](../other/) <https://example.org>",
      '<kbd>Ctrl</kbd> <abbr title="onclick: not an attribute">on</abbr> <sup>2</sup> <mark>new</mark> <a href="/x/" title="javascript:1">x</a>',
      "<details><summary>More</summary>\n\nHidden text.\n\n</details>",
      "<details open><summary>Left open</summary>\n\nThe page closes it.",
      "| Plan | Price |\n|:--|--:|\n| Starter | $29 |",
      "- [ ] a task\n- [x] done",
      "~~old~~ new, and a footnote.[^1]\n\n[^1]: A note with a [link](/pricing/).",
      "Text with an inline note.^[A note.]",
      "<!-- a writer's note, with <script> inside -->\n\nText.",
      "![A chart](./chart.png)",
    ]) {
      expect([body, problems(body)]).toEqual([body, []]);
    }
  });

  it("leaves Markdown images to the image rules (media.ts): a data: image is not reported twice", () => {
    expect(problems("![chart](data:image/png;base64,AAAA)")).toEqual([]);
  });
});

describe("the build's messages name the file and its line", () => {
  it("counts the frontmatter's lines, so the line is the file's", () => {
    const source = '---\ntitle: T\ndate: 2025-03-01\nauthor: A\ncategory: Strategy\nexcerpt: E\n---\n\nIntro.\n\n<script>document.title = "INJECTED"</script>\n\nHover <span onmouseover="x()">here</span>.\n';
    const entry = entryFromSource("content/blog/bad/index.md", source);
    expect(source.split("\n")[10]).toContain("<script>");
    expect(validateEntry(entry)).toEqual([
      `content/blog/bad/index.md:11: body has a <script> element: ${SCRIPT}`,
      'content/blog/bad/index.md:13: body has an event handler, onmouseover="x()" on <span>: content may not run script; remove the attribute',
    ]);
  });

  it("holds for legal, help and docs pages too", () => {
    const entry = entryFromSource("content/legal/terms.md", "---\ntitle: Terms\ndescription: x\nupdated: 2025-03-01\n---\n[Accept](javascript:accept())\n");
    expect(validateEntry(entry)).toEqual([`content/legal/terms.md:6: body has a link to "javascript:accept()": javascript: URLs run script; ${SCHEME_FIX}`]);
    const help = entryFromSource("content/help/getting-started.md", '---\ntitle: Start\nsummary: s\nkind: page\n---\n<iframe src="https://x.example/"></iframe>\n');
    expect(validateEntry(help)).toEqual([`content/help/getting-started.md:6: body has an <iframe> element: ${EMBED}`]);
  });
});

describe("the allowlist as the writers' guide lists it", () => {
  it("is GitHub's, without images written as HTML, with the site's text elements, and links to tel: too", () => {
    const { elements, attributes, protocols } = allowedHtml();
    expect(elements).toEqual(expect.arrayContaining(["a", "b", "details", "summary", "kbd", "table", "abbr", "mark", "sup"]));
    for (const refused of ["img", "picture", "source", "script", "style", "iframe", "form", "svg", "template"]) expect(elements).not.toContain(refused);
    expect(attributes.a).toContain("href");
    expect(attributes["*"]).toEqual(expect.arrayContaining(["title", "id", "lang"]));
    expect(attributes["*"]).not.toContain("style");
    expect(protocols.href).toEqual(["http", "https", "irc", "ircs", "mailto", "xmpp", "tel"]);
  });
});
