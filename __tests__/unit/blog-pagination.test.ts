import { blogListPath, paginatePosts, POSTS_PER_PAGE } from "../../src/content/pagination";
import { pageWindow } from "../../src/components/blog/Pagination";
import { blogListUrl, categoryFromSearch } from "../../src/components/blog/category-param";
import { BLOG_CATEGORIES } from "../../src/content/schema";

const posts = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `p${i + 1}`, category: BLOG_CATEGORIES[i % BLOG_CATEGORIES.length] }));

describe("paginatePosts", () => {
  it("keeps up to 12 posts on one page at /blog/", () => {
    const pages = paginatePosts(posts(12));
    expect(POSTS_PER_PAGE).toBe(12);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ pageNumber: 1, path: "/blog/", numPages: 1 });
    expect(pages[0].postIds).toHaveLength(12);
  });

  it("splits 13 posts into /blog/ and /blog/2/, newest first", () => {
    const pages = paginatePosts(posts(13));
    expect(pages.map((page) => page.path)).toEqual(["/blog/", "/blog/2/"]);
    expect(pages[0].postIds[0]).toBe("p1");
    expect(pages[1].postIds).toEqual(["p13"]);
    expect(pages.every((page) => page.numPages === 2)).toBe(true);
  });

  it("gives each page that page of every category, with counts and page totals", () => {
    const pages = paginatePosts(posts(3000));
    expect(pages).toHaveLength(250);
    const last = pages[249];
    expect(last.path).toBe("/blog/250/");
    expect(last.categoryCounts).toEqual(Object.fromEntries(BLOG_CATEGORIES.map((c) => [c, 600])));
    expect(last.categoryPages["Strategy"]).toBe(50);
    expect(pages[0].categoryPostIds["Strategy"]).toHaveLength(12);
    expect(pages[49].categoryPostIds["Strategy"]).toHaveLength(12);
    expect(pages[50].categoryPostIds["Strategy"]).toEqual([]);
    // Bounded: never more than 12 x (5 categories + all) posts per page.
    expect(Math.max(...pages.map((page) => page.ids.length))).toBeLessThanOrEqual(72);
  });

  it("still builds /blog/ for an empty blog, and rejects a bad page size", () => {
    expect(paginatePosts([])).toEqual([expect.objectContaining({ path: "/blog/", postIds: [], numPages: 1 })]);
    expect(() => paginatePosts(posts(3), 0)).toThrow(/perPage/);
  });

  it("names list pages", () => {
    expect([1, 2, 10].map(blogListPath)).toEqual(["/blog/", "/blog/2/", "/blog/10/"]);
  });
});

describe("page links", () => {
  it("shows the first, last and neighbours of the current page", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(1, 250)).toEqual([1, 2, 3, null, 250]);
  });
});

describe("the ?category= parameter", () => {
  it("reads a known category, any case, and falls back to All", () => {
    expect(categoryFromSearch("?category=AI%20Trends", BLOG_CATEGORIES)).toBe("AI Trends");
    expect(categoryFromSearch("?category=case+study", BLOG_CATEGORIES)).toBe("Case Study");
    expect(categoryFromSearch("?category=Gossip", BLOG_CATEGORIES)).toBe("All");
    expect(categoryFromSearch("", BLOG_CATEGORIES)).toBe("All");
  });
  it("writes filter URLs", () => {
    expect(blogListUrl("All")).toBe("/blog/");
    expect(blogListUrl("Case Study")).toBe("/blog/?category=Case%20Study");
    expect(blogListUrl("Tutorial", 3)).toBe("/blog/3/?category=Tutorial");
  });
});
