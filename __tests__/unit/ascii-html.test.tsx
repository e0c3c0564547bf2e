import { renderToStaticMarkup } from "react-dom/server";
import { asciiTextHtml, toAsciiHtml } from "../../src/lib/ascii-html";
import Html from "../../src/html";

const isAscii = (text: string) => !/[\u0080-\uffff]/.test(text);
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

const PAGE = [
  "<!DOCTYPE html><html><head><title>Café — “Quotes” | Scalewise</title>",
  '<meta name="description" content="From Data to Results—AI Gets You There 🚀"/>',
  '<script type="application/ld+json">{"headline":"Café — 🚀","n":1}</script>',
  '<style>.arrow::after{content:"→";}</style>',
  '<STYLE title="Motif · dots">.dot::before{content:"·"}</Style>',
  "</head><body><p>© 2025 Scalewise · Next post →</p>",
  '<img alt="naïve 🚀 chart" src="/a.png"/><p>a&amp;b &lt;tag&gt; plain</p></body></html>',
].join("");

describe("toAsciiHtml", () => {
  it("returns an ASCII page as it is", () => {
    const ascii = '<p class="x">Plain &amp; simple</p><style>a{color:red}</style>';
    expect(toAsciiHtml(ascii)).toBe(ascii);
  });

  it("writes a page in ASCII that a browser reads back as the same text and attributes", () => {
    const converted = toAsciiHtml(PAGE);
    expect(isAscii(converted)).toBe(true);
    const [before, after] = [parse(PAGE), parse(converted)];
    expect(after.title).toBe(before.title);
    expect(after.body.textContent).toBe(before.body.textContent);
    expect(after.body.textContent).toContain("© 2025 Scalewise · Next post →");
    expect(after.querySelector("meta")!.getAttribute("content")).toBe("From Data to Results—AI Gets You There 🚀");
    expect(after.querySelector("img")!.getAttribute("alt")).toBe("naïve 🚀 chart");
    expect(converted).toContain("&#x2014;");
    expect(converted).toContain("&#x1F680;");
  });

  it("escapes a script's text the JSON way and a style's text the CSS way, not as HTML references", () => {
    const converted = toAsciiHtml(PAGE);
    const document = parse(converted);
    const json = document.querySelector('script[type="application/ld+json"]')!.textContent!;
    expect(JSON.parse(json)).toEqual({ headline: "Café — 🚀", n: 1 });
    expect(json).toContain("\\ud83d\\ude80");
    const styles = [...document.querySelectorAll("style")].map((style) => style.textContent);
    expect(styles).toEqual(['.arrow::after{content:"\\2192 ";}', '.dot::before{content:"\\B7 "}']);
    expect(document.querySelectorAll("style")[1].getAttribute("title")).toBe("Motif · dots");
  });
});

describe("asciiTextHtml", () => {
  it("gives plain text as ASCII HTML with its markup characters escaped", () => {
    const { __html } = asciiTextHtml('© 2025 <Scalewise> & "friends"—all 🚀');
    expect(__html).toBe("&#xA9; 2025 &lt;Scalewise&gt; &amp; &quot;friends&quot;&#x2014;all &#x1F680;");
    const paragraph = parse(`<p>${__html}</p>`).querySelector("p")!;
    expect(paragraph.textContent).toBe('© 2025 <Scalewise> & "friends"—all 🚀');
  });
});

describe("src/html.tsx (the document Gatsby renders each page into)", () => {
  it("writes the head and the page in ASCII, keeping Gatsby's default meta tags", () => {
    const html = renderToStaticMarkup(
      <Html
        htmlAttributes={{}}
        headComponents={[<title key="title">Café — Scalewise</title>, <meta key="og" property="og:image:alt" content="Results—AI" />]}
        bodyAttributes={{}}
        preBodyComponents={[]}
        body="<main><h1>From Data to Results—AI Gets You There</h1></main>"
        postBodyComponents={[<script key="loader" id="gatsby-script-loader" />]}
      />,
    );
    expect(isAscii(html)).toBe(true);
    const document = parse(`<!DOCTYPE html>${html}`);
    expect(document.documentElement.lang).toBe("en");
    expect(document.title).toBe("Café — Scalewise");
    expect(document.querySelector('meta[property="og:image:alt"]')!.getAttribute("content")).toBe("Results—AI");
    expect(document.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(document.querySelector("meta[charset]")!.getAttribute("charset")).toBe("utf-8");
    expect(document.querySelector("#___gatsby h1")!.textContent).toBe("From Data to Results—AI Gets You There");
    expect(document.querySelector("body > #gatsby-script-loader")).not.toBeNull();
  });
});
