/** @jsxImportSource @emotion/react */
import * as React from "react";
import { graphql, navigate, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { breadcrumbJsonLd } from "../lib/breadcrumbs";
import { PageHeader } from "../components/PageHeader";
import { PostCard } from "../components/blog/PostCard";
import { ALL_CATEGORIES, CategoryNav } from "../components/blog/CategoryNav";
import { Pagination } from "../components/blog/Pagination";
import { NewsletterBox } from "../components/blog/NewsletterBox";
import { legacyCategoryPath } from "../components/blog/category-param";
import type { PostSummary } from "../components/blog/post";
import { postSummaryFrom } from "../components/blog/post-summary";
import { blogListPath, categoryListPath, type BlogListPage } from "../content/pagination";
import type { Release } from "../content/publishing";
import { BLOG_CATEGORIES } from "../content/vocabulary";
import type { BlogCategoryPage } from "../data/blog-categories";
import { useSiteMetadata } from "../lib/useSiteMetadata";
import { NOT_INDEXED } from "../components/search/indexed-region";
import { containerStyles, staticCss } from "../theme/static-css";

type BlogListContext = Omit<BlogListPage, "path"> & {
  /** Drafts and scheduled posts among this page's posts, by id (only where the build shows them: gatsby-node.ts). */
  releases: Record<string, Release>;
  /** What a category's page says about it (src/data/blog-categories.ts, given by gatsby-node.ts); null for the whole blog. */
  about: BlogCategoryPage | null;
};

export interface BlogListViewProps {
  posts: PostSummary[];
  /** The categories with a list of their own (at least one published post). */
  categories: readonly string[];
  /** The category this list shows; null for the whole blog. */
  category: string | null;
  /** The line under a category's heading (src/data/blog-categories.ts). */
  lead?: string;
  /** Posts in this list, across all its pages. */
  total: number;
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

const BLOG_HEADER = {
  title: "Ideas and playbooks for growth teams",
  lead: "Research, tutorials and customer stories on AI marketing, funnels, leads and analytics, written by the Scalewise team.",
};

/** A blog list (the whole blog or one category): its header, category links, post cards, page links and newsletter box. Pure: plain props only. */
export function BlogListView({ posts, categories, category, lead, total, pageNumber, numPages, pageHref }: BlogListViewProps) {
  const scope = category === null ? "" : ` in ${category}`;
  return (
    <>
      <PageHeader eyebrow="Blog" title={category ?? BLOG_HEADER.title} lead={category === null ? BLOG_HEADER.lead : lead} />
      {/* The posts are indexed on their own pages. */}
      <div css={listCss()} {...NOT_INDEXED}>
        <div css={filterRowCss()}>
          <CategoryNav categories={categories} current={category ?? ALL_CATEGORIES} firstPage={pageNumber === 1} />
          <p css={countCss()} data-testid="post-count">
            {total === 0 ? "No posts yet." : `${postsLabel(total)}${scope}${numPages > 1 ? `, page ${pageNumber} of ${numPages}` : ""}`}
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
            <p>We have not published anything yet. Please check back soon.</p>
          </div>
        )}
        <Pagination current={pageNumber} total={numPages} href={pageHref} />
        <NewsletterBox />
      </div>
    </>
  );
}

type BlogListProps = PageProps<Queries.BlogListQuery, BlogListContext>;

/** The path of page `pageNumber` of the list a page belongs to. */
const listPath = (category: string | null, pageNumber: number) => (category === null ? blogListPath(pageNumber) : categoryListPath(category, pageNumber));

/**
 * An address of the old filter (`/blog/?category=Case%20Study`) goes on to the category's own list,
 * client-side, once the page has hydrated; Back does not return to it (replace).
 */
function useLegacyCategoryRedirect(search: string, { category, pageNumber, categoryCounts }: BlogListContext) {
  React.useEffect(() => {
    if (category !== null) return;
    const target = legacyCategoryPath(search, pageNumber, categoryCounts);
    if (target) void navigate(target, { replace: true });
  }, [search, category, pageNumber, categoryCounts]);
}

export default function BlogListTemplate({ data, pageContext, location }: BlogListProps) {
  useLegacyCategoryRedirect(location.search, pageContext);
  const { category, pageNumber, numPages, categoryCounts } = pageContext;
  const posts = data.posts.map((node) => postSummaryFrom(node, pageContext.releases?.[node.id]));
  const total = category === null ? Object.values(categoryCounts).reduce((sum, count) => sum + count, 0) : (categoryCounts[category] ?? 0);
  return (
    // The first page of each list is indexed by its header; the numbered pages are not (docs/search.md).
    <Layout search={pageNumber === 1 ? { section: "Blog" } : undefined}>
      <BlogListSeo category={category} pageNumber={pageNumber} description={pageContext.about?.description} />
      <BlogListView
        posts={posts}
        categories={BLOG_CATEGORIES.filter((name) => (categoryCounts[name] ?? 0) > 0)}
        category={category}
        lead={pageContext.about?.lead}
        total={total}
        pageNumber={pageNumber}
        numPages={numPages}
        pageHref={(page) => listPath(category, page)}
      />
    </Layout>
  );
}

function BlogListSeo({ category, pageNumber, description }: { category: string | null; pageNumber: number; description?: string }) {
  const { siteUrl } = useSiteMetadata();
  const suffix = pageNumber > 1 ? ` (page ${pageNumber})` : "";
  if (category === null) {
    return (
      <Seo
        title={`Blog${suffix}`}
        description="AI marketing trends, growth strategy, tutorials, case studies and analytics advice from the Scalewise team."
        pathname={blogListPath(pageNumber)}
        keywords={["AI marketing blog", "growth strategy", "marketing analytics", "lead scoring", "case studies"]}
      />
    );
  }
  return (
    <Seo
      title={`${category}${suffix} — Blog`}
      description={description}
      pathname={listPath(category, pageNumber)}
      keywords={[category, "AI marketing blog", "growth strategy"]}
      jsonLd={breadcrumbJsonLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: "Blog", path: blogListPath(1) },
        { name: category, path: categoryListPath(category) },
      ])}
    />
  );
}

export const query = graphql`
  query BlogList($postIds: [String!]!) {
    posts: markdownRemarksById(ids: $postIds) {
      ...PostSummary
    }
  }
`;
