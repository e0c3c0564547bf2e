/**
 * @jest-environment node
 */
import { isSitePath, siteLinks } from "../../src/content/site-links";
import { markdownParser } from "../../src/content/markdown";
import { bodyFacts } from "../../src/content/rules";
import { entryFromSource } from "../support/content-entry";
import {
  byFileAndLine,
  closest,
  deadLinkLine,
  editDistance,
  formatDeadLinks,
  linkProblem,
  nearness,
  postRedirectPaths,
  unpublishedReason,
  pageOf,
  resolveLink,
  type SiteIndex,
  htmlIds,
} from "../../plugins/content-links/links";

// The parser the build's own Markdown readers use: remark with the plugins gatsby-transformer-remark uses.
const parse = (markdown: string) => markdownParser.parse(markdown) as never;

describe("which links the check collects", () => {
  it.each([
    ["/pricing/", true],
    ["#faq", true],
    ["../other-post/", true],
    ["other/", true],
    ["https://other.example/", false],
    ["//other.example/x", false],
    ["mailto:hello@scalewise.example", false],
    ["tel:+911234", false],
    ["", false],
  ])("%s: %s", (url, collected) => {
    expect(isSitePath(url)).toBe(collected);
  });

  it("gives each site-path link and link definition its line in the body, and leaves the rest", () => {
    const body = [
      "Intro with [pricing](/pricing/) and [a site](https://other.example/).",
      "",
      "| a | b |",
      "|---|---|",
      "| [in a table](/features/#ai) | x |",
      "",
      "A [reference][ref] and a footnote.[^1]",
      "",
      "[ref]: ../other-post/",
      "[^1]: Footnote text with [a link](/status/).",
      "",
      "```",
      "[not a link](/nope/)",
      "```",
    ].join("\n");
    expect(siteLinks(parse(body))).toEqual([
      { url: "/pricing/", line: 1 },
      { url: "/features/#ai", line: 5 },
      { url: "../other-post/", line: 9 },
      { url: "/status/", line: 10 },
    ]);
  });

  it("are the body facts the content pipeline keeps, so the check parses no body again", () => {
    const entry = entryFromSource("content/blog/a/index.md", "---\ntitle: x\ndate: 2025-01-01\n---\n\nBody [link](/x/) and [away](https://other.example/)\n");
    const [link] = bodyFacts(entry).links;
    expect(link).toEqual({ url: "/x/", line: 2 });
    // The file's line: the body's line plus the lines before the body.
    expect(link.line + entry.bodyOffset!).toBe(6);
  });
});

describe("where a link leads", () => {
  it.each([
    ["/blog/a/", "/pricing/", { path: "/pricing/", fragment: null }],
    ["/blog/a/", "/pricing/?plan=pro#faq", { path: "/pricing/", fragment: "faq" }],
    ["/blog/a/", "../b/", { path: "/blog/b/", fragment: null }],
    ["/blog/a/", "c/", { path: "/blog/a/c/", fragment: null }],
    ["/blog/a/", "#section", { path: "/blog/a/", fragment: "section" }],
    ["/blog/a/", "/blog/caf%C3%A9/#r%C3%A9sum%C3%A9", { path: "/blog/café/", fragment: "résumé" }],
    ["/blog/a/", "/pricing/#", { path: "/pricing/", fragment: null }],
    ["/blog/a/", "/100%/", { unreadable: "has a malformed percent-escape" }],
    ["/blog/a/", "/blog%2Fb/", { unreadable: "has an encoded slash (%2F), which no page of the site answers" }],
  ])("on %s, %s", (page, url, target) => {
    expect(resolveLink(page, url)).toEqual(target);
  });
});

describe("the closest existing path", () => {
  it("measures edits, a character added at half the cost", () => {
    expect(editDistance("kitten", "sitting")).toBe(2.5);
    expect(editDistance("", "abc")).toBe(1.5);
    expect(editDistance("abc", "")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });

  it("counts words in another order as near", () => {
    expect(nearness("enterprise-plan", "plan-enterprise")).toBe(1);
    expect(closest("enterprise-plan", ["enterprise-not-included", "plan-enterprise", "plan-starter"])).toBe("plan-enterprise");
  });

  it("picks the nearest, the first in sorted order on a tie, and nothing from nothing", () => {
    expect(closest("/blog/lead-scorng/", ["/pricing/", "/blog/lead-scoring/", "/blog/"])).toBe("/blog/lead-scoring/");
    expect(closest("/b/", ["/c/", "/a/"])).toBe("/a/");
    expect(closest("/x/", [])).toBeNull();
    // A heading's id cut short: the ids it begins, the shortest, before any short id of the page.
    expect(closest("step-1-agree", ["site-footer", "step-1-agree-on-what-a-good-lead-is", "step-1-agree-on-what-a-good-lead-is-1", "top"])).toBe(
      "step-1-agree-on-what-a-good-lead-is",
    );
  });
});

const site = (overrides: Partial<SiteIndex> = {}): SiteIndex => ({
  pages: new Set(["/", "/pricing/", "/blog/", "/blog/a/", "/blog/nope-real/", "/docs/api/", "/dashboard/"]),
  matchPaths: ["/dashboard/*"],
  answered: (path) => path === "/rss.xml" || path === "/old-post/",
  unpublished: (path) => (path === "/blog/secret/" ? { file: "content/blog/secret/index.md", reason: "a draft (draft: true)" } : null),
  ids: (page) => new Set(page === "/docs/api/" ? ["authentication", "errors"] : page === "/blog/a/" ? ["intro"] : []),
  ...overrides,
});

describe("what the check says about a link", () => {
  const problem = (url: string, index = site(), pagePath = "/blog/a/") => linkProblem({ pagePath, url }, index);

  it("passes pages, files, redirects, client-only paths and a page without its trailing slash", () => {
    for (const url of ["/pricing/", "/pricing", "/rss.xml", "/old-post/", "/dashboard/settings/", "../", "#intro", "/docs/api/#errors", "/pricing/#top", "#"]) {
      expect([url, problem(url)]).toEqual([url, null]);
    }
  });

  it("serves /x by /x/, as the static host's 301 does", () => {
    expect(pageOf("/pricing", site())).toBe("/pricing/");
    expect(pageOf("/nowhere", site())).toBeNull();
  });

  it("refuses a path no page has, with the closest existing path", () => {
    expect(deadLinkLine("content/blog/foo/index.md", 12, "/blog/nope/", problem("/blog/nope/")!)).toBe(
      'content/blog/foo/index.md:12: link "/blog/nope/" leads to no page; closest existing path: /blog/nope-real/',
    );
  });

  it("refuses a fragment the target page lacks, with the closest id", () => {
    expect(problem("/docs/api/#authentcation")).toBe(': /docs/api/ has no element with id "authentcation"; closest: #authentication');
    expect(problem("#missing")).toBe(': /blog/a/ has no element with id "missing"; closest: #intro');
    expect(problem("/pricing/#faq")).toBe(': /pricing/ has no element with id "faq"; the page has no ids');
  });

  it("refuses a link to an entry this build did not publish, saying why", () => {
    expect(problem("/blog/secret/")).toBe(" leads to content/blog/secret/index.md, a draft (draft: true), not published in this build; link to it once it is live");
    expect(problem("/blog/secret")).toBe(" leads to content/blog/secret/index.md, a draft (draft: true), not published in this build; link to it once it is live");
  });

  it("does not check fragments when no HTML was built (gatsby develop), nor on client-only pages", () => {
    expect(problem("/docs/api/#anything", site({ ids: undefined }))).toBeNull();
    expect(problem("/dashboard/settings/#x")).toBeNull();
  });

  it("refuses an address it cannot read", () => {
    expect(problem("/100%/")).toBe(" has a malformed percent-escape");
  });
});

describe("the build's message", () => {
  it("has a heading, one line per dead link in file and line order, and where to read more", () => {
    const lines = [
      'content/blog/b/index.md:3: link "/x/" leads to no page; closest existing path: /',
      'content/blog/a/index.md:12: link "/y/" leads to no page; closest existing path: /',
      'content/blog/a/index.md:9: link "/z/" leads to no page; closest existing path: /',
    ].sort(byFileAndLine);
    expect(formatDeadLinks(lines)).toBe(
      [
        "Markdown in content/ has 3 dead links (the link check, plugins/content-links):",
        '  content/blog/a/index.md:9: link "/z/" leads to no page; closest existing path: /',
        '  content/blog/a/index.md:12: link "/y/" leads to no page; closest existing path: /',
        '  content/blog/b/index.md:3: link "/x/" leads to no page; closest existing path: /',
        "Fix each link as content/README.md (Links) explains: point it at the path shown, or remove it.",
      ].join("\n"),
    );
  });
});

describe("reading the built files", () => {
  it("finds the ids of a page's HTML", () => {
    expect([...htmlIds('<main id="content"><h2 id="a&amp;b">x</h2><div data-id="no" id="">')]).toEqual(["content", "a&b", ""]);
    expect([...htmlIds('<a href="#x" aria-label="an id=\'fake\' in text">x</a><code>id="code"</code>')]).toEqual([]);
  });

  it("reads a heading's id written with character references as the browser does", () => {
    expect([...htmlIds('<h2 id="caf&#xe9;--co">Caf&#xe9; &amp; Co.</h2><h3 id="gr&#246;&#xdf;e">')]).toEqual(["café--co", "größe"]);
  });
});

describe("what the build knows besides pages", () => {
  it("says why an entry has no page", () => {
    const now = Date.parse("2026-06-01T00:00:00Z");
    expect(unpublishedReason({ draft: true, date: "2025-01-01" }, now)).toBe("a draft (draft: true)");
    expect(unpublishedReason({ date: "2026-07-04" }, now)).toBe("a scheduled post (dated 2026-07-04)");
    expect(unpublishedReason({ date: new Date("2026-07-04T00:00:00Z") }, now)).toBe("a scheduled post (dated 2026-07-04)");
    expect(unpublishedReason({ date: "2025-01-01" }, now)).toBe("an entry with no page");
  });

  it("reads the old paths of the posts' redirects (canonical, as createPages makes them), and none from no entries", () => {
    const entries = [
      { file: "content/blog/new-name/index.md", path: "/blog/new-name/", redirectFrom: ["/blog/old-name", "/blog/older-name/"] },
      { file: "content/blog/x/index.md", path: "/blog/x/", redirectFrom: [] },
    ];
    expect([...postRedirectPaths(entries)]).toEqual(["/blog/old-name/", "/blog/older-name/"]);
    expect(postRedirectPaths([]).size).toBe(0);
  });
});
