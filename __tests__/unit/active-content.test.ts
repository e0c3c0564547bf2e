/** @jest-environment node */
import { activeContent, inertHtml } from "../../src/content/active-content";
import { validateEntry } from "../../src/content/rules";
import { entryFromSource } from "../support/content-entry";

const SCRIPT = "content may not run script; remove it (to show code, put it in a code block between ``` lines)";
const SCHEME_FIX = "link to a page of the site (/pricing/) or to another website (https://...) instead";

describe("activeContent: what a body may not carry, with its line", () => {
  it.each<[string, string, number, string]>([
    ["a <script>", "Intro.\n\n<script>document.title = \"INJECTED\"</script>\n", 3, `body has a <script> element: ${SCRIPT}`],
    ["a <script> inside a paragraph", "Text <script>alert(1)</script> more.", 1, `body has a <script> element: ${SCRIPT}`],
    ["a <SCRIPT> in capitals", "<SCRIPT SRC=//x.example/a.js></SCRIPT>", 1, `body has a <script> element: ${SCRIPT}`],
    ["a <noscript>", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>', 1, `body has a <noscript> element: ${SCRIPT}`],
    ["an <iframe>", "<iframe src=\"https://video.example/embed/1\"></iframe>", 1, "body has an <iframe> element: content may not embed other pages; link to the page instead, [its title](https://...)"],
    ["an <object>", "Intro\n\n<object data=\"movie.swf\"></object>", 3, "body has an <object> element: content may not embed plugins or other documents; link to the file or page instead"],
    ["an <embed>", "<embed src=\"movie.swf\">", 1, "body has an <embed> element: content may not embed plugins or other documents; link to the file or page instead"],
    ["a <form>", "<form action=\"https://collect.example/\"><input name=\"email\"><button>Go</button></form>", 1, "body has a <form> element: content may not hold forms; link to the contact page instead, [contact us](/contact/)"],
    ["a <meta> refresh", '<meta http-equiv="refresh" content="0;url=https://elsewhere.example/">', 1, "body has a <meta> element: it would change the whole page (a refresh, a redirect); remove it"],
    ["a <base>", '<base href="https://elsewhere.example/">', 1, "body has a <base> element: it would change where every link of the page leads; remove it"],
    ["an inline <svg>", "<svg><a xlink:href=\"javascript:alert(1)\"><text>x</text></a></svg>", 1, "body has an <svg> element: inline SVG and MathML can carry script; save the picture as a PNG, JPEG or WebP file in the post's folder and write ![alt text](./picture.png)"],
    ["an onmouseover= handler", 'Hover <span onmouseover="alert(1)">here</span>.', 1, 'body has an event handler, onmouseover="alert(1)" on <span>: content may not run script; remove the attribute'],
    ["an onclick= handler in a table", "| a | b |\n|---|---|\n| <b onclick=\"go()\">c</b> | d |", 3, 'body has an event handler, onclick="go()" on <b>: content may not run script; remove the attribute'],
    ["an onerror= handler on an unquoted tag", "<div onerror=alert(1)>x</div>", 1, 'body has an event handler, onerror="alert(1)" on <div>: content may not run script; remove the attribute'],
    ["a Markdown link to javascript:", "Text\nmore [click](javascript:alert(1)).", 2, `body has a link to "javascript:alert(1)": javascript: URLs run script; ${SCHEME_FIX}`],
    ["a Markdown link with an entity in the scheme", "[click](&#106;avascript:alert(1))", 1, `body has a link to "javascript:alert(1)": javascript: URLs run script; ${SCHEME_FIX}`],
    ["a Markdown link with an escaped colon", "[click](JavaScript\\:alert(1))", 1, `body has a link to "JavaScript:alert(1)": javascript: URLs run script; ${SCHEME_FIX}`],
    ["an autolink to javascript:", "See <javascript:alert(1)>", 1, `body has a link to "javascript:alert(1)": javascript: URLs run script; ${SCHEME_FIX}`],
    ["a reference link to javascript:", "[click][x]\n\n[x]: javascript:alert(1)", 1, `body has a link to "javascript:alert(1)": javascript: URLs run script; ${SCHEME_FIX}`],
    ["a raw <a> to javascript: with a tab inside", '<a href="java&#x09;script:alert(1)">x</a>', 1, `body has a link to "java\tscript:alert(1)": javascript: URLs run script; ${SCHEME_FIX}`],
    ["a raw <a> to vbscript:", '<a href="VBScript:msgbox(1)">x</a>', 1, `body has a link to "VBScript:msgbox(1)": vbscript: URLs run script; ${SCHEME_FIX}`],
    ["a Markdown link to data:", "[open](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)", 1, `body has a link to "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTw...": data: URLs carry a document of their own; ${SCHEME_FIX}`],
    ["a data: source", '<video src="data:video/mp4;base64,AAAA"></video>', 1, `body has <video src="data:video/mp4;base64,AAAA">: data: URLs carry a document of their own; ${SCHEME_FIX}`],
    ["a javascript: poster", '<video poster="javascript:alert(1)"></video>', 1, `body has <video poster="javascript:alert(1)">: javascript: URLs run script; ${SCHEME_FIX}`],
    ["a javascript: formaction", '<button formaction="javascript:alert(1)">x</button>', 1, `body has <button formaction="javascript:alert(1)">: javascript: URLs run script; ${SCHEME_FIX}`],
    [
      "an attribute left open in one block and closed in another, which only the page's whole HTML shows",
      'Intro\n\n<div title="\nfoo\n\nbar" onmouseover="alert(1)" x="\n\nend',
      3,
      'body has an event handler, onmouseover="alert(1)" on <div>: content may not run script; remove the attribute',
    ],
  ])("%s", (_name, body, line, message) => {
    expect(activeContent(body)).toEqual([{ line, message }]);
  });

  it("finds every piece, in order of lines", () => {
    const body = "<script>a()</script>\n\nText [x](javascript:b()) and <i onclick=\"c()\">y</i>.\n\n<iframe src=\"/x/\"></iframe>\n";
    expect(activeContent(body).map(({ line, message }) => `${line}: ${message.slice(0, message.indexOf(":"))}`)).toEqual([
      "1: body has a <script> element",
      '3: body has a link to "javascript',
      "3: body has an event handler, onclick=\"c()\" on <i>",
      "5: body has an <iframe> element",
    ]);
  });

  it("leaves what is only text or harmless HTML alone: code, prose about tags, ordinary links and markup", () => {
    for (const body of [
      "```html\n<script>alert(1)</script>\n<iframe src=x></iframe>\n```",
      "Inline `<script>` and `onclick=\"x\"` as code.",
      "R&D costs &lt; 5% &amp; the data: it shows growth; AT&T < 3 > 2.",
      "[pricing](/pricing/) [site](https://example.org/a?b=c#d) [mail](mailto:a@b.example) [tel](tel:+911234) [rel](../other/) <https://example.org>",
      '<span class="note">Note</span> <abbr title="onclick: not an attribute">on</abbr> <a href="/x/" data-x="javascript:1">x</a>',
      "<details><summary>More</summary>\n\nHidden text.\n\n</details>",
      "- [ ] a task\n- [x] done",
      "Text with a footnote.^[A note with a [link](/pricing/).]",
      "<!-- a comment with <script> inside -->",
    ]) {
      expect([body, activeContent(body)]).toEqual([body, []]);
    }
  });

  it("leaves Markdown images to the image rules (media.ts): a data: image is not reported twice", () => {
    expect(activeContent("![chart](data:image/png;base64,AAAA)")).toEqual([]);
  });
});

describe("the build's messages name the file and its line", () => {
  it("counts the frontmatter's lines, so the line is the file's", () => {
    const source = "---\ntitle: T\ndate: 2025-03-01\nauthor: A\ncategory: Strategy\nexcerpt: E\n---\n\nIntro.\n\n<script>document.title = \"INJECTED\"</script>\n\nHover <span onmouseover=\"x()\">here</span>.\n";
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
    const help = entryFromSource("content/help/getting-started.md", "---\ntitle: Start\nsummary: s\nkind: page\n---\n<iframe src=\"https://x.example/\"></iframe>\n");
    expect(validateEntry(help)).toHaveLength(1);
  });
});

describe("inertHtml: the editor's preview of a body", () => {
  it("renders ordinary Markdown and harmless HTML as the build does", () => {
    expect(inertHtml("~~old~~ new")).toBe("<p><del>old</del> new</p>");
    expect(inertHtml('<span class="x">raw</span> [a](/pricing/)')).toBe('<p><span class="x">raw</span> <a href="/pricing/">a</a></p>');
  });

  it("drops refused elements with their content, handlers and script URLs, keeping the rest", () => {
    const html = inertHtml(
      "Intro\n\n<script>window.ran = 1</script>\n\n<iframe src=\"https://x.example/\"></iframe>\n\nHover <span onmouseover=\"x()\" class=\"k\">here</span> [js](javascript:alert(1)) [ok](/pricing/) <img src=\"x.png\" onerror=\"y()\" alt=\"\">\n\n<svg><script>z()</script></svg>",
    );
    expect(html).not.toMatch(/<script|<iframe|<svg|onmouseover|onerror|javascript:|window\.ran|z\(\)/i);
    expect(html).toContain('<span class="k">here</span>');
    expect(html).toContain("<a>js</a>");
    expect(html).toContain('<a href="/pricing/">ok</a>');
    expect(html).toContain("<p>Intro</p>");
  });

  it("writes the page's whole HTML out from a parsed tree: markup left open in the Markdown cannot reach past it", () => {
    const html = inertHtml('<div title="\nfoo\n\nbar" onmouseover="alert(1)" x="\n\nend');
    expect(html).not.toContain("onmouseover");
    // The noscript goes; what a browser with script on would have read as an <img> after it stays the text of a quoted attribute.
    expect(inertHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>')).toBe(
      '<p></p><p title="</noscript><img src=x onerror=alert(1)>"></p><p></p>',
    );
  });

  it("lets the caller change the trees first (the preview's link marks and image addresses)", () => {
    const html = inertHtml("![A chart](./chart.png)", {
      html: (tree) => {
        const paragraph = tree.children[0] as { children: Array<{ properties: Record<string, unknown> }> };
        paragraph.children[0].properties.src = "blob:preview/1";
      },
    });
    expect(html).toBe('<p><img src="blob:preview/1" alt="A chart"></p>');
  });
});
