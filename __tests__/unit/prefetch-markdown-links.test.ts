import { readFileSync } from "node:fs";
import { NOT_GATSBY_PAGES, internalPagePath, prefetchMarkdownLinks } from "../../src/lib/prefetch-markdown-links";

// Links resolve against the document's address, as in the browser.
window.history.replaceState(null, "", "/blog/post/");
const here = window.location;

function anchor(href: string, attributes: Record<string, string> = {}) {
  const element = document.createElement("a");
  element.setAttribute("href", href);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe("internalPagePath", () => {
  it.each([
    ["/features/", "/features/"],
    ["/blog/?category=Strategy", "/blog/?category=Strategy"],
    ["/features/#integrations", "/features/"],
    ["http://localhost/pricing/", "/pricing/"],
    ["../other/", "/blog/other/"],
  ])("%s is a page Gatsby navigates to: %s", (href, path) => {
    expect(internalPagePath(anchor(href), here)).toBe(path);
  });

  it.each([
    ["https://other.example/"],
    ["mailto:hello@scalewise.example"],
    ["/rss.xml"],
    ["/images/blog/chart.png"],
    ["/admin/"],
    ["/admin"],
    ["/blog/post/"],
    ["#section"],
    ["/a%2Fb"],
    ["/blog/%E0%A4%A"],
  ])("%s is left to the browser (or is this page)", (href) => {
    expect(internalPagePath(anchor(href), here)).toBeNull();
  });

  it("leaves links that open elsewhere or download to the browser", () => {
    expect(internalPagePath(anchor("/features/", { target: "_blank" }), here)).toBeNull();
    expect(internalPagePath(anchor("/features/", { download: "" }), here)).toBeNull();
    expect(internalPagePath(document.createElement("a"), here)).toBeNull();
  });

  it("keeps /admin/ out of client-side navigation (gatsby-plugin-catch-links uses the same pattern)", () => {
    expect(["/admin", "/admin/", "/admin/#/collections/blog"].every((path) => NOT_GATSBY_PAGES.test(path))).toBe(true);
    expect(NOT_GATSBY_PAGES.test("/administration/")).toBe(false);
  });
});

describe("prefetchMarkdownLinks", () => {
  type Callback = (entries: Array<{ target: Element; isIntersecting: boolean; intersectionRatio: number }>) => void;
  let observers: Array<{ callback: Callback; observed: Element[]; unobserved: Element[]; disconnected: boolean }>;

  beforeEach(() => {
    observers = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      record: { callback: Callback; observed: Element[]; unobserved: Element[]; disconnected: boolean };
      constructor(callback: Callback) {
        this.record = { callback, observed: [], unobserved: [], disconnected: false };
        observers.push(this.record);
      }
      observe(element: Element) {
        this.record.observed.push(element);
      }
      unobserve(element: Element) {
        this.record.unobserved.push(element);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    };
  });

  function setUp() {
    document.body.innerHTML = `<div id="prose"><p>Read the <a href="/features/">features <em>page</em></a>, the
      <a href="https://other.example/">other site</a>, the <a href="/rss.xml">feed</a> and <a href="/contact/">contact</a>.</p></div>`;
    const container = document.getElementById("prose")!;
    const prefetched: string[] = [];
    const cleanUp = prefetchMarkdownLinks(container, (path) => prefetched.push(path), window.location);
    const link = (name: string) => [...container.querySelectorAll("a")].find((a) => a.textContent === name)!;
    return { container, prefetched, cleanUp, link };
  }

  it("watches only the links to pages, and prefetches each once it comes into view", () => {
    const { prefetched, link } = setUp();
    const [{ callback, observed, unobserved }] = observers;
    expect(observed.map((element) => element.getAttribute("href"))).toEqual(["/features/", "/contact/"]);
    callback([{ target: link("features page"), isIntersecting: false, intersectionRatio: 0 }]);
    callback([{ target: link("features page"), isIntersecting: true, intersectionRatio: 1 }]);
    expect(prefetched).toEqual(["/features/"]);
    expect(unobserved).toEqual([link("features page")]);
  });

  it("prefetches a page when the pointer comes onto its link, once per visit", () => {
    const { prefetched, link } = setUp();
    const features = link("features page");
    const emphasis = features.querySelector("em")!;
    features.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, relatedTarget: document.body }));
    emphasis.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, relatedTarget: features }));
    link("other site").dispatchEvent(new MouseEvent("mouseover", { bubbles: true, relatedTarget: document.body }));
    link("contact").dispatchEvent(new MouseEvent("mouseover", { bubbles: true, relatedTarget: document.body }));
    expect(prefetched).toEqual(["/features/", "/contact/"]);
  });

  it("stops watching when cleaned up", () => {
    const { prefetched, cleanUp, link } = setUp();
    cleanUp();
    link("contact").dispatchEvent(new MouseEvent("mouseover", { bubbles: true, relatedTarget: document.body }));
    expect(observers[0].disconnected).toBe(true);
    expect(prefetched).toEqual([]);
  });
});

// Gatsby's public prefetch (docs: gatsby's `prefetchPathname`), what the links call: fails when an upgrade drops it.
describe("Gatsby's prefetchPathname", () => {
  it("is exported by gatsby and queues the page as Link's viewport prefetch does", () => {
    const entry = readFileSync(require.resolve("gatsby/cache-dir/gatsby-browser-entry.js"), "utf8");
    expect(entry).toMatch(/const prefetchPathname = loader\.enqueue/);
    expect(entry).toMatch(/export \{[^}]*prefetchPathname[^}]*\}/);
  });
});
