import { screen, within } from "@testing-library/react";
import { BlogListView } from "../../src/templates/blog-list";
import { BlogPostView } from "../../src/templates/blog-post";
import { LegalPageView } from "../../src/templates/legal-page";
import { categoryListPath } from "../../src/content/pagination";
import { BLOG_CATEGORIES } from "../../src/content/vocabulary";
import type { CoverImage, PostSummary } from "../../src/components/blog/post";
import { PostCard } from "../../src/components/blog/PostCard";
import { PostCover } from "../../src/components/blog/PostCover";
import { ARTICLE_IMAGE_SIZES, CARD_IMAGE_SIZES } from "../../src/components/blog/image-sizes";
import { renderWithProviders } from "../support/render";

const post = (n: number, category = "Strategy"): PostSummary => ({
  id: `p${n}`,
  title: `Post number ${n}`,
  path: `/blog/post-${n}/`,
  excerpt: `Excerpt ${n}`,
  author: "Arjun Mehta",
  category,
  date: "March 4, 2025",
  isoDate: "2025-03-04",
  readTime: 6,
});

/** What gatsbyImageData gives for a 16:9 cover made at two widths. */
const cover: CoverImage = {
  alt: "Violet dots above a dashed line.",
  image: {
    layout: "constrained",
    width: 720,
    height: 405,
    backgroundColor: "#d8d8f8",
    images: {
      fallback: { src: "/static/a/720/cover.jpg", srcSet: "/static/a/360/cover.jpg 360w,\n/static/a/720/cover.jpg 720w", sizes: "(min-width: 720px) 720px, 100vw" },
      sources: [
        { type: "image/avif", srcSet: "/static/a/360/cover.avif 360w,\n/static/a/720/cover.avif 720w", sizes: "(min-width: 720px) 720px, 100vw" },
        { type: "image/webp", srcSet: "/static/a/360/cover.webp 360w,\n/static/a/720/cover.webp 720w", sizes: "(min-width: 720px) 720px, 100vw" },
      ],
    },
  },
};

describe("covers", () => {
  it("a post's cover: AVIF, WebP and a fallback in every width, sized, eager and fetched first, with its alt", () => {
    const { container } = renderWithProviders(<PostCover cover={cover} />);
    const img = screen.getByRole("img", { name: cover.alt });
    expect(img).toHaveAttribute("width", "720");
    expect(img).toHaveAttribute("height", "405");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("sizes", ARTICLE_IMAGE_SIZES);
    expect(img).toHaveAttribute("srcset", "/static/a/360/cover.jpg 360w, /static/a/720/cover.jpg 720w");
    const sources = [...container.querySelectorAll("picture source")];
    expect(sources.map((source) => [source.getAttribute("type"), source.getAttribute("sizes")])).toEqual([
      ["image/avif", ARTICLE_IMAGE_SIZES],
      ["image/webp", ARTICLE_IMAGE_SIZES],
    ]);
    expect(container.querySelector("picture")).toHaveStyle({ backgroundColor: "#d8d8f8" });
  });

  it("a card's cover is decoration, lazy unless asked otherwise, sized for the card", () => {
    const { container } = renderWithProviders(<PostCard post={{ ...post(1), cover }} />);
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(img).toHaveAttribute("sizes", CARD_IMAGE_SIZES);
    expect(screen.queryByTestId("cover-fallback")).toBeNull();
  });

  it("a card without a cover shows its category's backdrop instead of an empty box, hidden from screen readers", () => {
    const { container } = renderWithProviders(<PostCard post={post(2, "Analytics")} coverLoading="eager" />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByTestId("cover-fallback")).toBeInTheDocument();
    expect(screen.getByTestId("card-cover")).toHaveAttribute("aria-hidden", "true");
  });
});

describe("BlogListView", () => {
  it("a category's list: its own header, page links under its own address", () => {
    renderWithProviders(
      <BlogListView
        posts={Array.from({ length: 12 }, (_, i) => post(i + 13))}
        categories={BLOG_CATEGORIES}
        category="Strategy"
        total={30}
        pageNumber={2}
        numPages={3}
        pageHref={(page) => categoryListPath("Strategy", page)}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Strategy");
    expect(screen.getAllByTestId("post-card")).toHaveLength(12);
    expect(screen.getByTestId("post-count")).toHaveTextContent("30 posts in Strategy, page 2 of 3");
    const nav = screen.getByRole("navigation", { name: "Blog pages" });
    expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Page 3" })).toHaveAttribute("href", "/blog/category/strategy/3/");
    expect(within(nav).getByRole("link", { name: "← Newer" })).toHaveAttribute("href", "/blog/category/strategy/");
    expect(within(nav).getByRole("link", { name: "Older →" })).toHaveAttribute("href", "/blog/category/strategy/3/");
  });

  it("links All and each category with posts to its own list, the current one marked", () => {
    const categories = ["AI Trends", "Tutorial"];
    const { rerender } = renderWithProviders(
      <BlogListView posts={[post(1, "Tutorial")]} categories={categories} category="Tutorial" total={1} pageNumber={1} numPages={1} pageHref={() => "/"} />,
    );
    const nav = screen.getByRole("navigation", { name: "Blog categories" });
    expect(within(nav).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["All", "/blog/"],
      ["AI Trends", "/blog/category/ai-trends/"],
      ["Tutorial", "/blog/category/tutorial/"],
    ]);
    expect(within(nav).getByRole("link", { name: "Tutorial" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current");
    expect(within(nav).queryByRole("button")).toBeNull();
    rerender(<BlogListView posts={[post(1, "Tutorial")]} categories={categories} category="Tutorial" total={13} pageNumber={2} numPages={2} pageHref={() => "/"} />);
    expect(within(screen.getByRole("navigation", { name: "Blog categories" })).getByRole("link", { name: "Tutorial" })).toHaveAttribute("aria-current", "true");
  });

  it("the whole blog: its own header, All marked, and a word when nothing is published", () => {
    renderWithProviders(<BlogListView posts={[]} categories={[]} category={null} total={0} pageNumber={1} numPages={1} pageHref={() => "/blog/"} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Ideas and playbooks for growth teams");
    expect(screen.getByTestId("post-count")).toHaveTextContent("No posts yet.");
    expect(screen.queryByRole("navigation", { name: "Blog pages" })).toBeNull();
    expect(screen.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  });
});

describe("BlogPostView (shared with the CMS preview)", () => {
  it("renders plain props: title, meta, body and neighbours", () => {
    renderWithProviders(
      <BlogPostView
        title="A post"
        author={{ name: "Priya Raman" }}
        date="March 18, 2025"
        isoDate="2025-03-18"
        category="AI Trends"
        readTime={7}
        html="<h2>Section</h2><p>Text with <a href='/pricing/'>a link</a>.</p>"
        categoryPath="/blog/category/ai-trends/"
        previous={{ title: "Older one", path: "/blog/older/" }}
        next={null}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("A post");
    expect(screen.getByTestId("post-meta")).toHaveTextContent("Priya Raman·March 18, 2025·7 min read");
    expect(screen.getByRole("heading", { level: 2, name: "Section" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Older one" })).toHaveAttribute("href", "/blog/older/");
    expect(screen.queryByText("Next post →")).toBeNull();
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(breadcrumb).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/blog/", "/blog/category/ai-trends/"]);
    expect(screen.queryByRole("region", { name: "Related posts" })).toBeNull();
    expect(screen.queryByTestId("post-cover")).toBeNull();
  });

  it("shows the cover between the header and the body", () => {
    renderWithProviders(
      <BlogPostView title="A post" author={{ name: "A" }} date="" isoDate="" category="Strategy" readTime={5} cover={<PostCover cover={cover} />} html="<p>Body</p>" />,
    );
    const heading = screen.getByRole("heading", { level: 1 });
    const figure = screen.getByTestId("post-cover");
    const body = screen.getByTestId("post-body");
    expect(heading.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(figure.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe("authors", () => {
  /** What gatsbyImageData gives for a square photo at a fixed size. */
  const photo = (side: number) => ({
    layout: "fixed" as const,
    width: side,
    height: side,
    backgroundColor: "#382898",
    images: {
      fallback: { src: `/static/m/${side}/meera-iyer.jpg`, srcSet: `/static/m/${side}/meera-iyer.jpg ${side}w,\n/static/m/${side * 2}/meera-iyer.jpg ${side * 2}w`, sizes: `${side}px` },
      sources: [{ type: "image/avif", srcSet: `/static/m/${side}/meera-iyer.avif ${side}w`, sizes: `${side}px` }],
    },
  });

  it("a post names its author with their photo, linking to their list of posts", () => {
    const { container } = renderWithProviders(
      <BlogPostView title="A post" author={{ name: "Meera Iyer", path: "/blog/author/meera-iyer/", photo: photo(40) }} date="" isoDate="" category="Tutorial" readTime={5} html="<p>Body</p>" />,
    );
    const byline = screen.getByRole("link", { name: "Meera Iyer" });
    expect(byline).toHaveAttribute("href", "/blog/author/meera-iyer/");
    expect(within(screen.getByTestId("post-meta")).getByTestId("post-author")).toBe(byline);
    // The photo is beside the name, which says who it is: no second name for screen readers.
    const img = container.querySelector(".author-photo img")!;
    expect(byline).toContainElement(img as HTMLElement);
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("width", "40");
    expect(img).toHaveAttribute("sizes", "40px");
    expect(img).toHaveAttribute("srcset", "/static/m/40/meera-iyer.jpg 40w, /static/m/80/meera-iyer.jpg 80w");
  });

  it("the editor's preview, which knows the author's name only, shows it without a link", () => {
    renderWithProviders(<BlogPostView title="A post" author={{ name: "Meera Iyer" }} date="" isoDate="" category="Tutorial" readTime={5} html="<p>Body</p>" />);
    expect(screen.getByTestId("post-meta")).toHaveTextContent(/^Meera Iyer·/);
    expect(screen.queryByTestId("post-author")).toBeNull();
  });

  it("an author's list: their photo, role, name, bio and links in the header, their name in the count, no category links", () => {
    renderWithProviders(
      <BlogListView
        posts={[post(1, "Tutorial"), post(2, "Analytics")]}
        categories={[]}
        category={null}
        author={{
          name: "Meera Iyer",
          role: "Revenue Operations Manager",
          bio: "Meera sits between marketing and sales.",
          photo: <span data-testid="photo" />,
          links: [{ label: "Website", href: "https://meera.example/" }],
        }}
        total={14}
        pageNumber={1}
        numPages={2}
        pageHref={(page) => `/blog/author/meera-iyer/${page === 1 ? "" : `${page}/`}`}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Meera Iyer");
    expect(screen.getByText("Revenue Operations Manager")).toBeInTheDocument();
    expect(screen.getByText("Meera sits between marketing and sales.")).toBeInTheDocument();
    expect(screen.getByTestId("photo")).toBeInTheDocument();
    const website = within(screen.getByRole("list", { name: "Meera Iyer elsewhere" })).getByRole("link", { name: "Website" });
    expect(website).toHaveAttribute("href", "https://meera.example/");
    expect(website).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByTestId("post-count")).toHaveTextContent("14 posts by Meera Iyer, page 1 of 2");
    expect(screen.queryByRole("navigation", { name: "Blog categories" })).toBeNull();
    expect(within(screen.getByRole("navigation", { name: "Blog pages" })).getByRole("link", { name: /2/ })).toHaveAttribute("href", "/blog/author/meera-iyer/2/");
  });

  it("an author with no links elsewhere shows no list of them", () => {
    renderWithProviders(
      <BlogListView
        posts={[post(1)]}
        categories={[]}
        category={null}
        author={{ name: "Arjun Mehta", role: "Growth Strategist", bio: "Arjun plans on one page.", photo: null, links: [] }}
        total={1}
        pageNumber={1}
        numPages={1}
        pageHref={() => "/blog/author/arjun-mehta/"}
      />,
    );
    expect(screen.getByTestId("post-count")).toHaveTextContent("1 post by Arjun Mehta");
    expect(screen.queryByRole("list", { name: /elsewhere/ })).toBeNull();
  });
});

describe("LegalPageView", () => {
  it("shows the last-updated line", () => {
    renderWithProviders(<LegalPageView title="Terms of Service" updated="March 2025" html="<p>Fees are billed in advance.</p>" />);
    expect(screen.getByTestId("last-updated")).toHaveTextContent("Last updated: March 2025");
  });
});
