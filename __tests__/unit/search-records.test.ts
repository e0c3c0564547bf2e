import { setImmediate } from "node:timers";
import { inputDigest, parseRecordCache, recordFingerprint, recordsWithCache, searchRecord } from "../../plugins/search-index/page-records";
import { fileStamp } from "../../build/public-files.mjs";

// What the search index keeps of a page between builds (plugins/search-index/page-records.ts). That
// Pagefind builds the same bundle from the records as from the pages is checked on a real build by
// __tests__/build/search-index.build.test.ts; here, what a record keeps and when it keeps the page.

const style = (css: string) => `<style data-emotion="css 1a2b3c">${css}</style>`;
const HEAD = `<head><meta charSet="utf-8"/>${style(":root{--x:1}")}<title data-react-helmet="true">A post | Scalewise</title><link rel="icon" href="/favicon.svg"/></head>`;
const NAVBAR = `<header><nav><a href="/">Scalewise</a><svg viewBox="0 0 1 1"><path d="M0 0"/></svg></nav></header>`;
const FOOTER = `<footer><p>All rights reserved</p></footer>`;
const MAIN = `<main id="main-content" tabindex="-1" data-pagefind-body="" data-pagefind-filter="section:Blog">${style(".a{color:red}")}<h1 class="a">A post</h1>${style(".b{margin:0}")}<p class="b">Words <!-- -->here.</p></main>`;

function page({ head = HEAD, before = NAVBAR, main = MAIN, after = FOOTER } = {}) {
  return `<!DOCTYPE html><html lang="en">${head}<body><div id="___gatsby"><div id="gatsby-focus-wrapper">${before}${main}${after}</div></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a/";/*]]>*/</script></body></html>`;
}

describe("a page's search record", () => {
  it("is the <html> start tag, the head's title and the indexed <main>, with Emotion's styles emptied", () => {
    expect(searchRecord(page())).toBe(
      `<!DOCTYPE html><html lang="en"><head><title data-react-helmet="true">A post | Scalewise</title></head><body>` +
        `<main id="main-content" tabindex="-1" data-pagefind-body="" data-pagefind-filter="section:Blog">` +
        `<style data-emotion="css 1a2b3c"></style><h1 class="a">A post</h1><style data-emotion="css 1a2b3c"></style><p class="b">Words <!-- -->here.</p></main></body></html>`,
    );
  });

  it("is null for a page Pagefind leaves out (no data-pagefind-body), even one with other data-pagefind attributes", () => {
    expect(searchRecord(page({ main: "<main><h1>Sign in</h1></main>" }))).toBeNull();
    expect(searchRecord(page({ main: '<main><h1>Blog, page 2</h1><ul data-pagefind-ignore="all"><li>A post</li></ul></main>' }))).toBeNull();
  });

  it("keeps the whole page (styles emptied) when something outside <main> is read by Pagefind", () => {
    const cases = [
      page({ before: `${NAVBAR}<h1>Site</h1>` }),
      page({ after: `<aside data-pagefind-meta="author:Dana"></aside>${FOOTER}` }),
      page({ after: `<img src="/after.png" alt="">${FOOTER}` }),
      page({ before: `${NAVBAR}<svg><title>Icon</title></svg>` }),
      page({ after: `<script src="/_pagefind/pagefind.js"></script>${FOOTER}` }),
      page({ main: `${MAIN}<main>second</main>` }),
    ];
    for (const html of cases) {
      const record = searchRecord(html);
      expect(record).toBe(html.replace(/(<style data-emotion="[^"]*">)[^<]*(<\/style>)/g, "$1$2"));
      expect(record).toContain(FOOTER.slice(0, 8));
    }
  });

  it("keeps an image before <main> (no title comes before it) out of the record", () => {
    expect(searchRecord(page({ before: `${NAVBAR}<img src="/logo.png" alt="">` }))).not.toContain("logo.png");
  });

  it("keeps a style whose text an element reads as text, and a style that holds a <", () => {
    const textarea = page({ main: MAIN.replace("</main>", `<textarea>${style("x")}</textarea></main>`) });
    expect(searchRecord(textarea)).toContain(`<textarea>${style("x")}</textarea>`);
    expect(searchRecord(textarea)).toContain(style(".a{color:red}"));
    const lessThan = page({ main: MAIN.replace("</main>", `${style('.c::after{content:"<"}')}</main>`) });
    expect(searchRecord(lessThan)).toContain(style('.c::after{content:"<"}'));
  });
});

describe("the record cache", () => {
  const fingerprint = recordFingerprint("1.6.0");
  const html: Record<string, string> = { "a/index.html": page(), "b/index.html": page({ main: MAIN.replace("Words", "Other words") }), "login/index.html": page({ main: "<main></main>" }) };
  const stamped = (stamps: Record<string, string>) => Object.entries(stamps).map(([file, stamp]) => ({ file, stamp }));

  it("reads only pages whose stamp changed, drops pages no longer built and skips pages without a record", async () => {
    const first = await recordsWithCache(stamped({ "a/index.html": "1", "b/index.html": "1", "login/index.html": "1" }), undefined, fingerprint, (file) => html[file]);
    expect(first.read).toEqual(["a/index.html", "b/index.html", "login/index.html"]);
    expect(first.records.map((entry) => entry.file)).toEqual(["a/index.html", "b/index.html"]);
    const reread: string[] = [];
    const second = await recordsWithCache(stamped({ "a/index.html": "2", "login/index.html": "1" }), first.cache, fingerprint, (file) => (reread.push(file), html[file]));
    expect(second.read).toEqual(["a/index.html"]);
    expect(reread).toEqual(["a/index.html"]);
    expect(Object.keys(second.cache.pages)).toEqual(["a/index.html", "login/index.html"]);
    expect(second.records).toEqual([{ file: "a/index.html", record: searchRecord(html["a/index.html"]) }]);
  });

  it("hands each record on in order as it is made, and lets the event loop run while it reads", async () => {
    const pages = stamped(Object.fromEntries(Array.from({ length: 130 }, (_, n) => [`p${n}/index.html`, "1"])));
    const handed: string[] = [];
    let handedAtFirstTurn = -1;
    setImmediate(() => (handedAtFirstTurn = handed.length));
    const { records } = await recordsWithCache(pages, undefined, fingerprint, () => html["a/index.html"], (entry) => handed.push(entry.file));
    expect(handed).toEqual(records.map((entry) => entry.file));
    expect(handed).toHaveLength(130);
    expect(handedAtFirstTurn).toBeGreaterThan(0);
    expect(handedAtFirstTurn).toBeLessThan(130);
  });

  it("is not trusted when made by other code or another Pagefind, or when it is not JSON", async () => {
    const { cache } = await recordsWithCache(stamped({ "a/index.html": "1" }), undefined, fingerprint, (file) => html[file]);
    expect(parseRecordCache(JSON.stringify(cache), fingerprint)).toEqual(cache);
    expect(parseRecordCache(JSON.stringify(cache), recordFingerprint("1.7.0"))).toBeUndefined();
    expect(parseRecordCache("{", fingerprint)).toBeUndefined();
    expect(parseRecordCache(undefined, fingerprint)).toBeUndefined();
  });

  it("digests the files and records Pagefind is given, in order", () => {
    const a = { file: "a/index.html", record: "x" };
    const b = { file: "b/index.html", record: "y" };
    expect(inputDigest([a, b])).toBe(inputDigest([{ ...a }, { ...b }]));
    expect(inputDigest([a, b])).not.toBe(inputDigest([b, a]));
    expect(inputDigest([a, b])).not.toBe(inputDigest([a, { ...b, record: "z" }]));
  });

  it("stamps a file by size, both times and inode", () => {
    expect(fileStamp({ size: 10n, mtimeNs: 2n, ctimeNs: 3n, ino: 4n })).toBe("10:2:3:4");
  });
});
