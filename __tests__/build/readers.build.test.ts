import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import raw from "hast-util-raw";
import visit from "unist-util-visit";
import type { Element, Root } from "hast";
import { copySite, type SiteCopy } from "../../scripts/site-copy.mjs";
import { gatsbyBuild } from "./support/gatsby-build";
import { anchorHeadings } from "../../src/content/heading-anchors";
import { parseMarkdown } from "../../src/content/markdown";
import { relatedPosts } from "../../src/content/related";
import { postSources } from "../support/related-inputs";
import { BLOG_CATEGORIES } from "../../src/content/vocabulary";

// Reading aids in a production build of a copy of the site (content/README.md, "Headings",
// "Categories", "Related posts", "Help and docs pages"): 60 generated posts (13 a category with the
// site's own, so two list pages each), a draft and a scheduled post, a help article and a docs page
// written in Markdown, and a post that links to their headings' ids (the link check must pass them).
const GENERATED_POSTS = 60;
const DRAFT = { slug: "readers-test-draft", title: "Ledgerline Lead Response Notes, Draft" };
/** An author whose only post is the draft: no page, no item in their feed, no sitemap entry. */
const DRAFT_AUTHOR = { slug: "nadia-okoro", name: "Nadia Okoro" };
const SCHEDULED = { slug: "readers-test-scheduled", title: "Ledgerline Lead Response Notes, Scheduled" };
const LINKING = { slug: "readers-test-linking", title: "Where to Read About Webhooks" };
const ARTICLE = { path: "/help/article/readers-test-article/", file: "content/help/article/readers-test-article.md" };
const DOCS = { path: "/docs/webhooks/", file: "content/docs/webhooks.md" };

const paragraph = (topic: string) => `${`Every sentence of this paragraph is about ${topic}, written to make the page long enough. `.repeat(14)}\n`;
const ARTICLE_BODY = [
  "## First step",
  paragraph("the first step"),
  "## Second step",
  paragraph("the second step"),
  "### A detail of the second step",
  paragraph("a detail"),
  "## Second step",
  paragraph("a heading written twice"),
  "#### Deep note",
  "A note too deep for the table of contents.",
  "",
].join("\n");
const DOCS_BODY = [
  "## Verify signatures {#verify-signatures}",
  "Check the signature header of every request.",
  "",
  "```ts",
  'const expected = createHmac("sha256", secret).update(body).digest("hex"); // the header\'s value',
  "```",
  "",
  "## Retries",
  "We retry for a day.",
  "",
].join("\n");

let site: SiteCopy;
let output = "";
let status: number | null = null;
const pub = (...parts: string[]) => join(site.dir, "public", ...parts);
const read = (...parts: string[]) => readFileSync(pub(...parts), "utf8");
const pageData = (route: string) => JSON.parse(read("page-data", route === "/" ? "index" : route.replace(/^\/|\/$/g, ""), "page-data.json")).result;
const categoryPath = (category: string) => `/blog/category/${category.toLowerCase().replace(/ /g, "-")}/`;

function writePost(slug: string, frontmatter: Record<string, string>, body: string) {
  mkdirSync(join(site.dir, "content/blog", slug), { recursive: true });
  const fields = Object.entries({ author: "dana-whitfield", excerpt: "An excerpt.", ...frontmatter }).map(([key, value]) => `${key}: ${value}`);
  writeFileSync(join(site.dir, "content/blog", slug, "index.md"), ["---", ...fields, "---", "", body].join("\n"));
}

/** Every route of the build with its HTML (public/**\/index.html). */
function builtPages(): Array<[string, string]> {
  return readdirSync(pub(), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("index.html") && !/^(_gatsby|page-data|admin)\//.test(file))
    .map((file) => [`/${file.slice(0, -"index.html".length)}`, read(file)]);
}

const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const idsOf = (html: string) => Array.from(html.matchAll(/\sid="([^"]*)"/g), (match) => match[1]);

beforeAll(() => {
  site = copySite();
  const generated = spawnSync(process.execPath, ["scripts/generate-posts.mjs", String(GENERATED_POSTS), join(site.dir, "content/blog")], { encoding: "utf8" });
  if (generated.status !== 0) throw new Error(`generate-posts failed:\n${generated.stderr}`);
  writeFileSync(
    join(site.dir, "content/authors", `${DRAFT_AUTHOR.slug}.md`),
    `---\ntitle: ${DRAFT_AUTHOR.name}\nrole: Editor\nbio: Nadia has written a draft so far.\nphoto: ${DRAFT_AUTHOR.slug}.jpg\n---\n`,
  );
  copyFileSync(join(site.dir, "content/authors/arjun-mehta.jpg"), join(site.dir, "content/authors", `${DRAFT_AUTHOR.slug}.jpg`));
  writePost(DRAFT.slug, { title: `"${DRAFT.title}"`, date: "2025-02-20", category: "Case Study", draft: "true", author: DRAFT_AUTHOR.slug }, "A draft.\n");
  writePost(SCHEDULED.slug, { title: `"${SCHEDULED.title}"`, date: "2099-01-01", category: "Case Study" }, "Not yet.\n");
  writePost(
    LINKING.slug,
    { title: `"${LINKING.title}"`, date: "2025-04-01", category: "Tutorial" },
    `Read [how to verify them](${DOCS.path}#verify-signatures), [the second step](${ARTICLE.path}#second-step-1) and [the signals](/blog/lead-scoring-sales-will-trust/#step-2-collect-your-candidate-signals).\n`,
  );
  writeFileSync(join(site.dir, ARTICLE.file), `---\ntitle: "A help article written in Markdown"\nsummary: "Two steps and a detail."\nkind: article\norder: 6\n---\n\n${ARTICLE_BODY}`);
  const docs = readFileSync(join(site.dir, DOCS.file), "utf8");
  writeFileSync(join(site.dir, DOCS.file), `${docs.trimEnd()}\n\n${DOCS_BODY}`);
  ({ status, output } = gatsbyBuild(site.dir, { env: { CONTEXT: "production" } }));
}, 600_000);

afterAll(() => {
  site?.remove();
});

test("the build succeeds: links to headings' ids, a {#custom-id} among them, pass the link check", () => {
  if (status !== 0) throw new Error(`gatsby build failed:\n${output.slice(-4000)}`);
  expect(output).toMatch(/Link check: \d+ links of \d+ Markdown pages/);
});

describe("heading ids", () => {
  test("every id of a page's main content is unique there, and never one the page has outside it", () => {
    const duplicates: string[] = [];
    for (const [route, html] of builtPages()) {
      const inMain = idsOf(mainOf(html));
      const outside = new Set(idsOf(html.replace(mainOf(html), "")));
      for (const id of inMain) if (inMain.indexOf(id) !== inMain.lastIndexOf(id) || outside.has(id)) duplicates.push(`${route}#${id}`);
    }
    expect([...new Set(duplicates)]).toEqual([]);
  });

  test("are the ids the editor's preview and the content rules give the same Markdown, in the page and in its table of contents", () => {
    const expected = anchorHeadings(parseMarkdown(ARTICLE_BODY));
    expect(expected.map((heading) => heading.id)).toEqual(["first-step", "second-step", "a-detail-of-the-second-step", "second-step-1", "deep-note"]);
    const html = read(ARTICLE.path, "index.html");
    for (const { id, depth } of expected) expect(html).toContain(`<h${depth} id="${id}">`);
    expect(pageData(ARTICLE.path).data.markdownRemark.contents).toEqual([
      { id: "first-step", title: "First step", children: [] },
      { id: "second-step", title: "Second step", children: [{ id: "a-detail-of-the-second-step", title: "A detail of the second step" }] },
      { id: "second-step-1", title: "Second step", children: [] },
    ]);
    // A writer's {#custom-id}: the id, and not the mark, in the page.
    const docs = read(DOCS.path, "index.html");
    expect(docs).toContain('<h2 id="verify-signatures">Verify signatures</h2>');
    expect(docs).not.toContain("{#");
  });
});

describe("category pages", () => {
  const posts = () => {
    const all: Array<{ id: string; slug: string; category: string; title: string; path: string }> = [];
    for (const [route] of builtPages()) {
      if (!/^\/blog\/[^/]+\/$/.test(route) || route.startsWith("/blog/category/")) continue;
      const { data, pageContext } = pageData(route);
      if (!data.post) continue;
      all.push({ id: pageContext.id, slug: route.split("/")[2], category: data.post.frontmatter.category, title: data.post.frontmatter.title, path: route });
    }
    return all;
  };

  test.each(BLOG_CATEGORIES)("%s: its own pages, counts, canonical, feed and sitemap entries, no draft or scheduled post", (category) => {
    const inCategory = posts().filter((post) => post.category === category);
    expect(inCategory.length).toBeGreaterThan(12);
    const first = read(categoryPath(category), "index.html");
    expect(first).toContain(`${inCategory.length} posts in ${category}, page 1 of 2`);
    expect(first).toMatch(new RegExp(`<link [^>]*rel="canonical" href="https://scalewise.example${categoryPath(category)}"`));
    expect(first).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="Scalewise Blog: ${category}" href="${categoryPath(category)}rss.xml"`));
    const second = pageData(`${categoryPath(category)}2/`);
    expect(second.pageContext).toMatchObject({ category, pageNumber: 2, numPages: 2 });
    expect(second.data.posts).toHaveLength(inCategory.length - 12);
    expect(existsSync(pub(categoryPath(category), "3"))).toBe(false);
    const listed = [...pageData(categoryPath(category)).data.posts, ...second.data.posts];
    expect(new Set(listed.map((post: { frontmatter: { category: string } }) => post.frontmatter.category))).toEqual(new Set([category]));
    expect(listed.map((post: { fields: { path: string } }) => post.fields.path).sort()).toEqual(inCategory.map((post) => post.path).sort());

    const feed = read(categoryPath(category), "rss.xml");
    const items = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => new URL(match[1]).pathname);
    expect(items.sort()).toEqual(inCategory.map((post) => post.path).sort());
    const sitemap = readdirSync(pub())
      .filter((file) => /^sitemap-\d+\.xml$/.test(file))
      .map((file) => read(file))
      .join("");
    expect(sitemap).toContain(`<loc>https://scalewise.example${categoryPath(category)}</loc>`);
    expect(sitemap).toContain(`<loc>https://scalewise.example${categoryPath(category)}2/</loc>`);
  });

  test("the draft and the scheduled post are in no category or author page, feed or related list", () => {
    const texts = builtPages().map(([, html]) => html);
    for (const file of readdirSync(pub(), { recursive: true, encoding: "utf8" }).filter((name) => /(rss\.xml|page-data\.json)$/.test(name))) texts.push(read(file));
    for (const { slug, title } of [DRAFT, SCHEDULED]) {
      expect(texts.filter((text) => text.includes(slug) || text.includes(title))).toEqual([]);
    }
  });
});

describe("author pages", () => {
  const AUTHORS = ["arjun-mehta", "dana-whitfield", "kabir-sethi", "meera-iyer", "priya-raman"];
  const authorPath = (slug: string) => `/blog/author/${slug}/`;
  /** Every published post's path and its author's slug, newest first as the build orders them (date, then path). */
  const postsBy = (slug: string) => {
    const all: Array<{ path: string; author: string; date: string }> = [];
    for (const [route] of builtPages()) {
      if (!/^\/blog\/[^/]+\/$/.test(route)) continue;
      const { data } = pageData(route);
      if (!data.post) continue;
      all.push({ path: route, author: data.post.byline.authorEntry.fields.path, date: data.post.frontmatter.isoDate });
    }
    return all
      .filter((post) => post.author === authorPath(slug))
      .sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path))
      .map((post) => post.path);
  };
  /** A built page's elements, parsed as a browser parses them. */
  const elementsOf = (html: string) => {
    const found: Element[] = [];
    visit(raw({ type: "root", children: [{ type: "raw", value: html }] } as never) as unknown as Root, "element", (element: Element) => void found.push(element));
    return found;
  };
  const classesOf = (element: Element) => (element.properties?.className as string[] | undefined) ?? [];
  const textOf = (node: Element): string => node.children.map((child) => (child.type === "text" ? child.value : child.type === "element" ? textOf(child) : "")).join("");
  const jsonLdOf = (html: string) =>
    elementsOf(html)
      .filter((element) => element.tagName === "script" && element.properties?.type === "application/ld+json")
      .map((script) => JSON.parse(textOf(script)));

  test.each(AUTHORS)("%s: their published posts, newest first, paginated, with canonical, feed, sitemap entries and a Person", (slug) => {
    const expected = postsBy(slug);
    // 12 generated posts each, a sample post (and this test's linking post): two pages.
    expect(expected.length).toBeGreaterThan(12);
    expect(expected.length).toBeLessThanOrEqual(24);
    const first = pageData(authorPath(slug));
    const second = pageData(`${authorPath(slug)}2/`);
    expect(first.pageContext).toMatchObject({ author: slug, pageNumber: 1, numPages: 2, total: expected.length });
    expect(existsSync(pub(authorPath(slug), "3"))).toBe(false);
    expect([...first.data.posts, ...second.data.posts].map((post: { fields: { path: string } }) => post.fields.path)).toEqual(expected);

    const html = read(authorPath(slug), "index.html");
    expect(html).toContain(`${expected.length} posts by ${first.pageContext.profile.name}, page 1 of 2`);
    expect(html).toMatch(new RegExp(`<link [^>]*rel="canonical" href="https://scalewise.example${authorPath(slug)}"`));
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="Scalewise Blog: ${first.pageContext.profile.name}" href="${authorPath(slug)}rss.xml"`);
    const [profilePage] = jsonLdOf(html);
    expect(profilePage).toMatchObject({
      "@type": "ProfilePage",
      mainEntity: { "@type": "Person", name: first.pageContext.profile.name, url: `https://scalewise.example${authorPath(slug)}`, image: expect.stringMatching(/^https:\/\/scalewise\.example\/static\/.+\.jpg$/) },
    });

    const feed = read(authorPath(slug), "rss.xml");
    expect([...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => new URL(match[1]).pathname)).toEqual(expected);
    expect(feed).toContain(`<dc:creator><![CDATA[${first.pageContext.profile.name}]]></dc:creator>`);
    const sitemap = readdirSync(pub())
      .filter((file) => /^sitemap-\d+\.xml$/.test(file))
      .map((file) => read(file))
      .join("");
    expect(sitemap).toContain(`<loc>https://scalewise.example${authorPath(slug)}</loc>`);
    expect(sitemap).toContain(`<loc>https://scalewise.example${authorPath(slug)}2/</loc>`);
  });

  test("an author whose only post is a draft has no page, no sitemap entry and nothing in their feed", () => {
    expect(existsSync(pub(authorPath(DRAFT_AUTHOR.slug), "index.html"))).toBe(false);
    expect(existsSync(pub("page-data", authorPath(DRAFT_AUTHOR.slug)))).toBe(false);
    const sitemap = readdirSync(pub())
      .filter((file) => /^sitemap-\d+\.xml$/.test(file))
      .map((file) => read(file))
      .join("");
    expect(sitemap).not.toContain(authorPath(DRAFT_AUTHOR.slug));
    const feed = read(authorPath(DRAFT_AUTHOR.slug), "rss.xml");
    expect(feed).toContain(`<title><![CDATA[Scalewise Blog: ${DRAFT_AUTHOR.name}]]></title>`);
    expect(feed).not.toContain("<item>");
  });

  test("a post names its author, with their photo, linking to their page, and as a Person with that url", () => {
    const html = read("blog/lead-scoring-sales-will-trust/index.html");
    const byline = elementsOf(html).find((element) => classesOf(element).includes("author-link"));
    if (!byline) throw new Error("No author link on the post");
    expect(byline.properties?.href).toBe("/blog/author/meera-iyer/");
    expect(textOf(byline)).toBe("Meera Iyer");
    const img = elementsOf(html).find((element) => element.tagName === "img" && String(element.properties?.src).endsWith("/meera-iyer.jpg"));
    expect(img?.properties).toMatchObject({ alt: "", width: 40, height: 40 });
    const [posting] = jsonLdOf(html);
    expect(posting.author).toEqual({ "@type": "Person", name: "Meera Iyer", url: "https://scalewise.example/blog/author/meera-iyer/" });
  });
});

describe("related posts", () => {
  test("each post's are the published posts src/content/related.ts picks from its title, excerpt and headings, at most three, never itself", () => {
    const built = new Map<string, { id: string; related: string[] }>();
    for (const [route] of builtPages()) {
      if (!/^\/blog\/[^/]+\/$/.test(route) || route.startsWith("/blog/category/")) continue;
      const { data, pageContext } = pageData(route);
      if (data.post) built.set(route.split("/")[2], { id: pageContext.id, related: pageContext.relatedIds });
    }
    expect(built.size).toBe(GENERATED_POSTS + 5 + 1);
    const slugOf = new Map([...built].map(([slug, { id }]) => [id, slug]));
    // The sources as written, the draft and the scheduled post left out as the build leaves them out.
    const published = postSources(join(site.dir, "content/blog")).filter((post) => built.has(post.slug));
    expect(published).toHaveLength(built.size);
    const expected = relatedPosts(published);
    for (const { slug } of published) {
      const related = built.get(slug)!.related.map((id) => slugOf.get(id));
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related).not.toContain(slug);
      expect([slug, related]).toEqual([slug, expected.get(slug)]);
    }
    // The two lead-scoring posts, of two categories, are each other's first.
    expect(built.get("lead-response-time-case-study")!.related.map((id) => slugOf.get(id))[0]).toBe("lead-scoring-sales-will-trust");
    expect(read("blog/lead-response-time-case-study/index.html")).toContain('data-testid="related-post"');
  });
});

describe("help and docs pages written in Markdown", () => {
  test("a help article with a body renders it, with its table of contents and breadcrumb, and is indexed by its body", () => {
    const html = read(ARTICLE.path, "index.html");
    expect(html).toContain('data-testid="support-body"');
    expect(html).not.toContain("Article Under Development");
    expect(html).toContain('data-testid="contents-beside"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain("Every sentence of this paragraph is about the first step");
    expect(html).toMatch(/<main[^>]*data-pagefind-body/);
  });

  test("a docs page with a body renders it; one without keeps the page under development", () => {
    expect(read(DOCS.path, "index.html")).toContain("Check the signature header of every request.");
    const placeholder = read("docs/security/index.html");
    expect(placeholder).toContain("Page Under Development");
    expect(placeholder).not.toContain('data-testid="support-body"');
  });
});

describe("code blocks", () => {
  /** The elements of a built page, parsed as a browser would, or of one of its elements. */
  function elements(within: string | Element): Element[] {
    const tree = typeof within === "string" ? (raw({ type: "root", children: [{ type: "raw", value: within }] } as never) as unknown as Root) : within;
    const found: Element[] = [];
    visit(tree, "element", (element: Element) => void found.push(element));
    return found;
  }
  const hasClass = (name: string) => (element: Element) => ((element.properties?.className as string[] | undefined) ?? []).includes(name);
  const textOf = (node: Element): string => node.children.map((child) => (child.type === "text" ? child.value : child.type === "element" ? textOf(child) : "")).join("");
  /** A page's scripts: the files it loads and the text of its inline ones (data blocks such as JSON-LD are no scripts). */
  const scriptsOf = (html: string) =>
    elements(html)
      .filter((element) => element.tagName === "script" && ["", "module", "text/javascript"].includes(String(element.properties?.type ?? "")))
      .map((script) => String(script.properties?.src ?? textOf(script)))
      .sort();

  test("a fenced block with a language is highlighted in the built HTML, under its language's label", () => {
    const block = elements(read(DOCS.path, "index.html")).find(hasClass("code-block"));
    if (!block) throw new Error(`No code block in ${DOCS.path}`);
    expect(elements(block).filter(hasClass("code-language")).map(textOf)).toEqual(["TypeScript"]);
    const tokens = elements(block).filter(hasClass("token"));
    expect(tokens.filter(hasClass("keyword")).map(textOf)).toContain("const");
    expect(tokens.filter(hasClass("string")).map(textOf)).toContain('"sha256"');
    expect(tokens.filter(hasClass("comment")).map(textOf)).toEqual(["// the header's value"]);
  });

  test("adds no script: the page loads what a page of its kind without code loads, and no bundle carries a highlighter", () => {
    expect(scriptsOf(read(DOCS.path, "index.html"))).toEqual(scriptsOf(read("docs/security/index.html")));
    const bundles = readdirSync(pub(), { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js") && !file.startsWith("admin/"));
    expect(bundles.length).toBeGreaterThan(5);
    // Prism's core: its languages' extension and its data-manual switch survive minification.
    expect(bundles.filter((file) => /\.languages\.extend\(|data-manual/.test(read(file)))).toEqual([]);
  });
});
