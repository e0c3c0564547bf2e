/** @jsxImportSource @emotion/react */
import { graphql, navigate, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { AppLink } from "../components/AppLink";
import { PostCard } from "../components/blog/PostCard";
import { ALL_CATEGORIES, CategoryFilter } from "../components/blog/CategoryFilter";
import { Pagination } from "../components/blog/Pagination";
import { NewsletterBox } from "../components/blog/NewsletterBox";
import { blogListUrl, categoryFromSearch } from "../components/blog/category-param";
import { coverFrom, type PostSummary } from "../components/blog/post";
import { blogListPath, type BlogListPage } from "../content/pagination";
import type { Release } from "../content/publishing";

import { BLOG_CATEGORIES } from "../content/schema";
import { useHydrated } from "../lib/useHydrated";
import { NOT_INDEXED } from "../components/search/indexed-region";
import { containerStyles, staticCss } from "../theme/static-css";

type BlogListContext = Omit<BlogListPage, "path"> & {
  /** Drafts and scheduled posts among this page's posts, by id (only where the build shows them: gatsby-node.ts). */
  releases: Record<string, Release>;
};

export interface BlogListViewProps {
  posts: PostSummary[];
  categories: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
  /** Posts in the selected filter, across all pages. */
  totalInFilter: number;
  pageNumber: number;
  numPages: number;
  pageHref: (page: number) => string;
}

/**
 * Cards whose cover loads at once: the first card's top shows on the first screen of a phone
 * (390 x 844) and of a laptop; every other cover waits until it is scrolled near.
 */
const EAGER_COVERS = 1;

// Plain elements with static styles: the build renders one list page per twelve posts.
const listCss = staticCss((system) => ({ ...containerStyles(system, "6xl"), py: { base: "10", md: "14" } }));
const filterRowCss = staticCss({ display: "flex", flexDirection: "column", alignItems: "center", gap: "4" });
const countCss = staticCss({ color: "fg.muted", fontSize: "sm" });
const cardGridCss = staticCss({
  display: "grid",
  gridTemplateColumns: { base: "repeat(1, minmax(0, 1fr))", md: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
  gap: "6",
  mt: "8",
});
const emptyCss = staticCss({ textAlign: "center", py: "12", color: "fg.muted" });

const postsLabel = (count: number) => (count === 1 ? "1 post" : `${count} posts`);

/** The blog list: filter, post cards, page links and newsletter box. Pure: plain props only. */
export function BlogListView({ posts, categories, selected, onSelect, totalInFilter, pageNumber, numPages, pageHref }: BlogListViewProps) {
  const scope = selected === ALL_CATEGORIES ? "" : ` in ${selected}`;
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="Ideas and playbooks for growth teams"
        lead="Research, tutorials and customer stories on AI marketing, funnels, leads and analytics, written by the Scalewise team."
      />
      {/* The posts are indexed on their own pages. */}
      <div css={listCss()} {...NOT_INDEXED}>
        <div css={filterRowCss()}>
          <CategoryFilter categories={categories} selected={selected} onSelect={onSelect} />
          <p css={countCss()} role="status" data-testid="post-count">
            {totalInFilter === 0
              ? `No posts${scope} yet.`
              : `${postsLabel(totalInFilter)}${scope}${numPages > 1 ? `, page ${pageNumber} of ${numPages}` : ""}`}
          </p>
        </div>
        {posts.length > 0 ? (
          <div css={cardGridCss()}>
            {posts.map((post, index) => (
              <PostCard key={post.id} post={post} coverLoading={index < EAGER_COVERS ? "eager" : "lazy"} />
            ))}
          </div>
        ) : (
          <div css={emptyCss()}>
            {totalInFilter === 0 ? (
              <p>We have not published anything in this category yet. Try another one.</p>
            ) : (
              <p>
                This page has no posts{scope}.{" "}
                <AppLink to={pageHref(1)} color="brand.fg">
                  Go to the first page
                </AppLink>
              </p>
            )}
          </div>
        )}
        <Pagination current={pageNumber} total={numPages} href={pageHref} />
        <NewsletterBox />
      </div>
    </>
  );
}

type Node = Queries.BlogListQuery["posts"][number];

function toSummary(node: Node, release: Release | undefined): PostSummary {
  return {
    id: node.id,
    title: node.frontmatter.title,
    path: node.fields.path,
    excerpt: node.frontmatter.excerpt ?? "",
    author: node.frontmatter.author ?? "",
    category: node.frontmatter.category ?? "",
    date: node.frontmatter.date ?? "",
    isoDate: node.frontmatter.isoDate ?? "",
    readTime: node.fields.readTime,
    cover: coverFrom(node.frontmatter),
    release,
  };
}

/**
 * The filter lives in the URL (`?category=`). The server-rendered page shows All; once hydrated,
 * the page reads the parameter so a shared or reloaded link shows its filter.
 */
function useSelectedCategory(search: string): string {
  return useHydrated() ? categoryFromSearch(search, BLOG_CATEGORIES) : ALL_CATEGORIES;
}

type BlogListProps = PageProps<Queries.BlogListQuery, BlogListContext>;

export default function BlogListTemplate({ data, pageContext, location }: BlogListProps) {
  return (
    // The first list page is indexed by its header; the numbered pages are not (docs/search.md).
    <Layout search={pageContext.pageNumber === 1 ? { section: "Blog" } : undefined}>
      <BlogListSeo pageNumber={pageContext.pageNumber} pathname={blogListPath(pageContext.pageNumber)} />
      {/* Inside the layout's content, so reading the filter re-renders only the list. */}
      <BlogListContent data={data} pageContext={pageContext} location={location} />
    </Layout>
  );
}

function BlogListContent({ data, pageContext, location }: Pick<BlogListProps, "data" | "pageContext" | "location">) {
  const selected = useSelectedCategory(location.search);
  const byId = new Map(data.posts.map((node) => [node.id, toSummary(node, pageContext.releases?.[node.id])]));
  const filtered = selected === ALL_CATEGORIES;
  const ids = filtered ? pageContext.postIds : (pageContext.categoryPostIds[selected] ?? []);
  const posts = ids.map((id) => byId.get(id)).filter((post): post is PostSummary => Boolean(post));
  const totalInFilter = filtered
    ? Object.values(pageContext.categoryCounts).reduce((sum, count) => sum + count, 0)
    : (pageContext.categoryCounts[selected] ?? 0);
  const numPages = filtered ? pageContext.numPages : (pageContext.categoryPages[selected] ?? 1);

  const onSelect = (category: string) => {
    const target = blogListUrl(category);
    // Changing the filter on the first page only changes the query: replace, so Back leaves the blog.
    void navigate(target, { replace: location.pathname === "/blog/" });
  };

  return (
    <BlogListView
      posts={posts}
      categories={BLOG_CATEGORIES}
      selected={selected}
      onSelect={onSelect}
      totalInFilter={totalInFilter}
      pageNumber={pageContext.pageNumber}
      numPages={numPages}
      pageHref={(page) => blogListUrl(selected, page)}
    />
  );
}

function BlogListSeo({ pageNumber, pathname }: { pageNumber: number; pathname: string }) {
  const suffix = pageNumber > 1 ? ` (page ${pageNumber})` : "";
  return (
    <Seo
      title={`Blog${suffix}`}
      description="AI marketing trends, growth strategy, tutorials, case studies and analytics advice from the Scalewise team."
      pathname={pathname}
      keywords={["AI marketing blog", "growth strategy", "marketing analytics", "lead scoring", "case studies"]}
    />
  );
}

export const query = graphql`
  query BlogList($ids: [String!]!) {
    posts: markdownRemarksById(ids: $ids) {
      ...PostSummary
    }
  }
`;
