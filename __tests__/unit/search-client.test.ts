import { decodeEntities, excerptParts } from "../../src/components/search/excerpt";
import { answersTerm, excerptAnswers } from "../../src/components/search/relevance";
import { relevantResults } from "../../src/components/search/useSearch";
import { isSearchShortcut } from "../../src/components/search/search-gate";
import type { PagefindResultData } from "../../src/components/search/pagefind";

describe("a result's excerpt", () => {
  it("splits Pagefind's excerpt into text and marked words, decoding its character references", () => {
    expect(excerptParts("Connect your <mark>CRM</mark> &amp; email &lt;b&gt; tools")).toEqual([
      { text: "Connect your ", marked: false },
      { text: "CRM", marked: true },
      { text: " & email <b> tools", marked: false },
    ]);
  });
  it("renders no markup from the index: any other tag is dropped, text stays text", () => {
    expect(excerptParts('<img src=x onerror="alert(1)">hi <mark>there</mark>')).toEqual([
      { text: "hi ", marked: false },
      { text: "there", marked: true },
    ]);
    expect(decodeEntities("&#39;quoted&#x27; &unknown; &#x110000;")).toBe("'quoted' &unknown; &#x110000;");
  });
});

describe("relevance", () => {
  it("accepts a marked word that shares at least half of the query word from its start", () => {
    expect(answersTerm("crms", "crm")).toBe(true);
    expect(answersTerm("webhook", "webhooks")).toBe(true);
    expect(answersTerm("run", "running")).toBe(true);
    expect(answersTerm("b", "blockchain")).toBe(false);
    expect(answersTerm("blo", "blockchain")).toBe(false);
    expect(answersTerm("a", "a")).toBe(true);
  });
  it("judges an excerpt by its marked words; one without marks is kept", () => {
    const parts = (excerpt: string) => excerptParts(excerpt);
    expect(excerptAnswers(parts("from channel A to <mark>B</mark> if"), "blockchain")).toBe(false);
    expect(excerptAnswers(parts("connect <mark>CRMs,</mark> email"), "crm")).toBe(true);
    expect(excerptAnswers(parts("no marks here"), "anything")).toBe(true);
  });
  it("drops the weak tail and counts what is kept", () => {
    const data = (url: string, excerpt: string, section: string): PagefindResultData => ({ url, excerpt, meta: { title: url }, filters: { section: [section] } });
    const strong = data("/a/", "a <mark>lead</mark> score", "Blog");
    const weak = data("/b/", "channel <mark>B</mark>", "Blog");
    expect(relevantResults("lead", [strong], 30, { Blog: 30 })).toMatchObject({ total: 30, sections: { Blog: 30 } });
    const trimmed = relevantResults("lead blockchain", [strong, weak], 30, { Blog: 30 });
    expect(trimmed.hits.map((hit) => hit.url)).toEqual(["/a/"]);
    expect(trimmed).toMatchObject({ total: 1, sections: { Blog: 1 } });
  });
});

describe("the search shortcuts", () => {
  const key = (init: KeyboardEventInit, target?: HTMLElement) => {
    const event = new KeyboardEvent("keydown", init);
    if (target) Object.defineProperty(event, "target", { value: target });
    return event;
  };
  it("opens on / outside text fields, and on Ctrl+K or ⌘K anywhere", () => {
    expect(isSearchShortcut(key({ key: "/" }, document.body))).toBe(true);
    expect(isSearchShortcut(key({ key: "/" }, document.createElement("input")))).toBe(false);
    expect(isSearchShortcut(key({ key: "/" }, document.createElement("textarea")))).toBe(false);
    expect(isSearchShortcut(key({ key: "k", ctrlKey: true }, document.createElement("input")))).toBe(true);
    expect(isSearchShortcut(key({ key: "K", metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: "k" }))).toBe(false);
    expect(isSearchShortcut(key({ key: "k", ctrlKey: true, shiftKey: true }))).toBe(false);
  });
});
