import { authorFeedPath, authorListPath, blogListPath, categoryFeedPath, categoryListPath, paginateAuthors, paginatePosts, POSTS_PER_PAGE } from "../../src/content/pagination";
import { pageWindow } from "../../src/components/blog/Pagination";
import { categoryFromSearch, legacyCategoryPath } from "../../src/components/blog/category-param";
import { BLOG_CATEGORIES } from "../../src/content/vocabulary";

const posts = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `p${i + 1}`, category: BLOG_CATEGORIES[i % BLOG_CATEGORIES.length] }));

describe("paginateAuthors", () => {
  const byAuthor = (authors: string[]) => authors.map((author, i) => ({ id: `p${i + 1}`, author }));

  it("gives each author with a post a list of their posts, newest first, paginated like the blog's", () => {
    const posts = byAuthor([...Array.from({ length: 13 }, () => "meera-iyer"), "kabir-sethi"]);
    const pages = paginateAuthors(posts);
    expect(pages.map((page) => [page.path, page.author, page.pageNumber, page.numPages, page.total, page.postIds.length])).toEqual([
      ["/blog/author/meera-iyer/", "meera-iyer", 1, 2, 13, 12],
      ["/blog/author/meera-iyer/2/", "meera-iyer", 2, 2, 13, 1],
      ["/blog/author/kabir-sethi/", "kabir-sethi", 1, 1, 1, 1],
    ]);
    expect(pages[0].postIds.slice(0, 2)).toEqual(["p1", "p2"]);
    expect(pages.every((page) => page.category === null && Object.keys(page.categoryCounts).length === 0)).toBe(true);
  });

  it("gives no page to an author without posts, and rejects a bad page size", () => {
    expect(paginateAuthors([])).toEqual([]);
    expect(() => paginateAuthors(byAuthor(["a"]), 0)).toThrow(/perPage/);
  });

  it("names an author's list pages and feed", () => {
    expect([1, 2].map((page) => authorListPath("meera-iyer", page))).toEqual(["/blog/author/meera-iyer/", "/blog/author/meera-iyer/2/"]);
    expect(authorFeedPath("meera-iyer")).toBe("/blog/author/meera-iyer/rss.xml");
  });
});

describe("paginatePosts", () => {
  it("keeps up to 12 posts on one page at /blog/", () => {
    const pages = paginatePosts(posts(12)).filter((page) => page.category === null);
    expect(POSTS_PER_PAGE).toBe(12);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ pageNumber: 1, path: "/blog/", numPages: 1 });
    expect(pages[0].postIds).toHaveLength(12);
  });

  it("splits 13 posts into /blog/ and /blog/2/, newest first", () => {
    const pages = paginatePosts(posts(13)).filter((page) => page.category === null);
    expect(pages.map((page) => page.path)).toEqual(["/blog/", "/blog/2/"]);
    expect(pages[0].postIds[0]).toBe("p1");
    expect(pages[1].postIds).toEqual(["p13"]);
    expect(pages.every((page) => page.numPages === 2)).toBe(true);
  });

  it("then gives each category its own list, paginated the same way, with every category's count", () => {
    const pages = paginatePosts(posts(3000));
    const whole = pages.filter((page) => page.category === null);
    expect(whole).toHaveLength(250);
    expect(whole[249]).toMatchObject({ path: "/blog/250/", pageNumber: 250, numPages: 250 });
    const strategy = pages.filter((page) => page.category === "Strategy");
    expect(strategy).toHaveLength(50);
    expect(strategy.map((page) => page.path).slice(0, 3)).toEqual(["/blog/category/strategy/", "/blog/category/strategy/2/", "/blog/category/strategy/3/"]);
    expect(strategy[0].postIds).toEqual(["p2", "p7", "p12", "p17", "p22", "p27", "p32", "p37", "p42", "p47", "p52", "p57"]);
    expect(strategy.every((page) => page.numPages === 50 && page.postIds.length === 12)).toBe(true);
    expect(pages.filter((page) => page.category !== null)).toHaveLength(250);
    expect(pages[0].categoryCounts).toEqual(Object.fromEntries(BLOG_CATEGORIES.map((c) => [c, 600])));
    // Each page knows how many posts its list has in all, and that it is no author's.
    expect([whole[0].total, strategy[0].total, strategy[49].total]).toEqual([3000, 600, 600]);
    expect(pages.every((page) => page.author === null)).toBe(true);
    // Each page asks for its own twelve posts only.
    expect(Math.max(...pages.map((page) => page.postIds.length))).toBe(12);
  });

  it("gives no page to a category without posts", () => {
    const pages = paginatePosts([{ id: "a", category: "Tutorial" }, { id: "b", category: "Tutorial" }]);
    expect(pages.map((page) => [page.path, page.postIds])).toEqual([
      ["/blog/", ["a", "b"]],
      ["/blog/category/tutorial/", ["a", "b"]],
    ]);
    expect(pages[1].categoryCounts).toMatchObject({ Tutorial: 2, Strategy: 0 });
  });

  it("still builds /blog/ for an empty blog, and rejects a bad page size", () => {
    expect(paginatePosts([])).toEqual([expect.objectContaining({ path: "/blog/", postIds: [], numPages: 1 })]);
    expect(() => paginatePosts(posts(3), 0)).toThrow(/perPage/);
  });

  it("names list pages and feeds", () => {
    expect([1, 2, 10].map(blogListPath)).toEqual(["/blog/", "/blog/2/", "/blog/10/"]);
    expect(BLOG_CATEGORIES.map((category) => categoryListPath(category))).toEqual([
      "/blog/category/ai-trends/",
      "/blog/category/strategy/",
      "/blog/category/case-study/",
      "/blog/category/tutorial/",
      "/blog/category/analytics/",
    ]);
    expect(categoryListPath("Case Study", 3)).toBe("/blog/category/case-study/3/");
    expect(categoryFeedPath("AI Trends")).toBe("/blog/category/ai-trends/rss.xml");
  });
});

describe("page links", () => {
  it("shows the first, last and neighbours of the current page", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(1, 250)).toEqual([1, 2, 3, null, 250]);
  });
});

describe("addresses of the old ?category= filter", () => {
  const counts = { "AI Trends": 30, Strategy: 5, "Case Study": 0, Tutorial: 1, Analytics: 2 };
  it("read a known category, any case", () => {
    expect(categoryFromSearch("?category=AI%20Trends", BLOG_CATEGORIES)).toBe("AI Trends");
    expect(categoryFromSearch("?category=case+study", BLOG_CATEGORIES)).toBe("Case Study");
    expect(categoryFromSearch("?category=Gossip", BLOG_CATEGORIES)).toBeNull();
    expect(categoryFromSearch("", BLOG_CATEGORIES)).toBeNull();
  });
  it("land on the same page of the category's own list, or its first page when it has fewer", () => {
    expect(legacyCategoryPath("?category=AI%20Trends", 1, counts)).toBe("/blog/category/ai-trends/");
    expect(legacyCategoryPath("?category=ai+trends", 3, counts)).toBe("/blog/category/ai-trends/3/");
    expect(legacyCategoryPath("?category=AI%20Trends", 4, counts)).toBe("/blog/category/ai-trends/");
    expect(legacyCategoryPath("?category=Strategy", 2, counts)).toBe("/blog/category/strategy/");
  });
  it("stay where they are for a category with no posts, an unknown one or none", () => {
    expect(legacyCategoryPath("?category=Case%20Study", 1, counts)).toBeNull();
    expect(legacyCategoryPath("?category=Gossip", 1, counts)).toBeNull();
    expect(legacyCategoryPath("?page=2", 1, counts)).toBeNull();
  });
});
