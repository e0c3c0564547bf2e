import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BlogListView } from "../../src/templates/blog-list";
import { BlogPostView } from "../../src/templates/blog-post";
import { LegalPageView } from "../../src/templates/legal-page";
import { blogListUrl } from "../../src/components/blog/category-param";
import { BLOG_CATEGORIES } from "../../src/content/schema";
import type { PostSummary } from "../../src/components/blog/post";
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

describe("BlogListView", () => {
  it("shows page links when the filter spans several pages", () => {
    renderWithProviders(
      <BlogListView
        posts={Array.from({ length: 12 }, (_, i) => post(i + 13))}
        categories={BLOG_CATEGORIES}
        selected="Strategy"
        onSelect={() => {}}
        totalInFilter={30}
        pageNumber={2}
        numPages={3}
        pageHref={(page) => blogListUrl("Strategy", page)}
      />,
    );
    expect(screen.getAllByTestId("post-card")).toHaveLength(12);
    expect(screen.getByTestId("post-count")).toHaveTextContent("30 posts in Strategy, page 2 of 3");
    const nav = screen.getByRole("navigation", { name: "Blog pages" });
    expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Page 3" })).toHaveAttribute("href", "/blog/3/?category=Strategy");
    expect(within(nav).getByRole("link", { name: "← Newer" })).toHaveAttribute("href", "/blog/?category=Strategy");
    expect(within(nav).getByRole("link", { name: "Older →" })).toHaveAttribute("href", "/blog/3/?category=Strategy");
  });

  it("reports the chosen category and says so when it has no posts", async () => {
    const onSelect = jest.fn();
    renderWithProviders(
      <BlogListView posts={[]} categories={BLOG_CATEGORIES} selected="Tutorial" onSelect={onSelect} totalInFilter={0} pageNumber={1} numPages={1} pageHref={() => "/blog/"} />,
    );
    expect(screen.getByTestId("post-count")).toHaveTextContent("No posts in Tutorial yet.");
    expect(screen.queryByRole("navigation", { name: "Blog pages" })).toBeNull();
    expect(screen.getByRole("button", { name: "Tutorial" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Analytics" }));
    expect(onSelect).toHaveBeenCalledWith("Analytics");
  });
});

describe("BlogPostView (shared with the CMS preview)", () => {
  it("renders plain props: title, meta, body and neighbours", () => {
    renderWithProviders(
      <BlogPostView
        title="A post"
        author="Priya Raman"
        date="March 18, 2025"
        isoDate="2025-03-18"
        category="AI Trends"
        readTime={7}
        html="<h2>Section</h2><p>Text with <a href='/pricing/'>a link</a>.</p>"
        previous={{ title: "Older one", path: "/blog/older/" }}
        next={null}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("A post");
    expect(screen.getByTestId("post-meta")).toHaveTextContent("Priya Raman·March 18, 2025·7 min read");
    expect(screen.getByRole("heading", { level: 2, name: "Section" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Older one" })).toHaveAttribute("href", "/blog/older/");
    expect(screen.queryByText("Next post →")).toBeNull();
    expect(screen.getByRole("link", { name: "← Back to Blog" })).toHaveAttribute("href", "/blog/");
  });
});

describe("LegalPageView", () => {
  it("shows the last-updated line", () => {
    renderWithProviders(<LegalPageView title="Terms of Service" updated="March 2025" html="<p>Fees are billed in advance.</p>" />);
    expect(screen.getByTestId("last-updated")).toHaveTextContent("Last updated: March 2025");
  });
});
