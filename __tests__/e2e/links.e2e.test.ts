import { baseUrl } from "./support/browser";

/**
 * Link crawl over the served build: start at "/", follow every internal link found in the raw
 * HTML and every URL in the sitemap. Every target must answer 200 and every #fragment must exist.
 */
const HREF = /<a\b[^>]*?\bhref="([^"]*)"/g;

interface Found {
  from: string;
  href: string;
}

async function fetchText(path: string) {
  const response = await fetch(new URL(path, baseUrl()), { redirect: "follow" });
  return { status: response.status, finalPath: new URL(response.url).pathname, text: await response.text() };
}

function decodeEntities(value: string) {
  return value.replace(/&amp;/g, "&").replace(/&#x2F;/g, "/").replace(/&quot;/g, '"');
}

async function sitemapPaths(): Promise<string[]> {
  const index = await fetchText("/sitemap-index.xml");
  if (index.status !== 200) return [];
  const sitemapUrls = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const paths: string[] = [];
  for (const sitemap of sitemapUrls) {
    const { text } = await fetchText(sitemap);
    paths.push(...[...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
  }
  return paths;
}

let pages: Map<string, { status: number; html: string }>;
let badHrefs: Found[];
let brokenFragments: string[];

beforeAll(async () => {
  pages = new Map();
  badHrefs = [];
  brokenFragments = [];
  const queue: string[] = ["/", ...(await sitemapPaths())];
  const fragments: Array<{ path: string; id: string; from: string }> = [];
  while (queue.length) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const { status, text } = await fetchText(path);
    pages.set(path, { status, html: text });
    if (status !== 200) continue;
    for (const match of text.matchAll(HREF)) {
      const href = decodeEntities(match[1]);
      if (href === "" || href === "#") {
        badHrefs.push({ from: path, href });
        continue;
      }
      if (/^(mailto|tel):/.test(href)) continue;
      const target = new URL(href, new URL(path, baseUrl()));
      if (target.origin !== new URL(baseUrl()).origin) continue;
      if (target.hash.length > 1) fragments.push({ path: target.pathname, id: decodeURIComponent(target.hash.slice(1)), from: path });
      if (!pages.has(target.pathname)) queue.push(target.pathname);
    }
  }
  for (const { path, id, from } of fragments) {
    const html = pages.get(path)?.html ?? "";
    if (!html.includes(`id="${id}"`)) brokenFragments.push(`${from} -> ${path}#${id}`);
  }
}, 120_000);

test("the crawl reaches the whole site", () => {
  expect(pages.size).toBeGreaterThan(5);
});

test("every internal link and sitemap URL answers 200", () => {
  const broken = [...pages.entries()].filter(([, page]) => page.status !== 200).map(([path, page]) => `${path}: ${page.status}`);
  expect(broken).toEqual([]);
});

test("no link points at # or at nothing", () => {
  expect(badHrefs).toEqual([]);
});

test("every #fragment link has its target on the page", () => {
  expect(brokenFragments).toEqual([]);
});

test("internal links use trailing-slash paths (no redirect hop)", async () => {
  const withoutSlash: string[] = [];
  for (const [path, page] of pages) {
    for (const match of page.html.matchAll(HREF)) {
      const href = decodeEntities(match[1]);
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const pathname = new URL(href, baseUrl()).pathname;
      if (!pathname.endsWith("/") && !/\.[a-z0-9]+$/i.test(pathname)) withoutSlash.push(`${path} -> ${href}`);
    }
  }
  expect(withoutSlash).toEqual([]);
});

test("every page's raw HTML, before JavaScript, holds its main heading and content", () => {
  const thin: string[] = [];
  for (const [path, page] of pages) {
    if (page.status !== 200 || !/<html/i.test(page.html)) continue;
    const h1 = page.html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/);
    const main = page.html.match(/<main\b[^>]*>([\s\S]*?)<\/main>/);
    const text = (html: string) => html.replace(/<style[\s\S]*?<\/style>/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
    if (!h1 || text(h1[1]).length === 0) thin.push(`${path}: no h1 text`);
    else if (!main || text(main[1]).length < 80) thin.push(`${path}: main has ${main ? text(main[1]).length : 0} characters`);
  }
  expect(thin).toEqual([]);
});
