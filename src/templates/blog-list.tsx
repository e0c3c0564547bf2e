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
import { authorListPath, blogListPath, categoryListPath, type BlogListPage } from "../content/pagination";
import { AuthorHeader, type AuthorHeaderProps } from "../components/blog/AuthorHeader";
import { AuthorPhoto } from "../components/blog/AuthorPhoto";
import type { Release } from "../content/publishing";
import { BLOG_CATEGORIES } from "../content/vocabulary";
import type { AuthorProfile } from "../content/authors";
import type { BlogCategoryPage } from "../data/blog-categories";
import { useSiteMetadata } from "../lib/useSiteMetadata";
import { NOT_INDEXED } from "../components/search/indexed-region";
import { containerStyles, staticCss } from "../theme/static-css";

type BlogListContext = Omit<BlogListPage, "path"> & {
  /** Drafts and scheduled posts among this page's posts, by id (only where the build shows them: gatsby-node.ts). */
  releases: Record<string, Release>;
  /** What a category's page says about it (src/data/blog-categories.ts, given by gatsby-node.ts); null for the whole blog. */
  about: BlogCategoryPage | null;
  /** An author's list: the id of their file, which the page's query reads for the photo; empty on the other lists. */
  authorIds: string[];
  /** An author's list: what their file says of them (src/content/authors.ts, given by gatsby-node.ts); null on the other lists. */
  profile: AuthorProfile | null;
};

export interface BlogListViewProps {
  posts: PostSummary[];
  /** The categories with a list of their own (at least one published post). */
  categories: readonly string[];
  /** The category this list shows; null for the whole blog. */
  category: string | null;
  /** The line under a category's heading (src/data/blog-categories.ts). */
  lead?: string;
  /** An author's list of posts: their header in place of the blog's, their name in the count, no category links. */
  author?: AuthorHeaderProps | null;
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
export function BlogListView({ posts, categories, category, lead, author, total, pageNumber, numPages, pageHref }: BlogListViewProps) {
  const scope = author ? ` by ${author.name}` : category === null ? "" : ` in ${category}`;
  return (
    <>
      {author ? (
        <AuthorHeader {...author} />
      ) : (
        <PageHeader eyebrow="Blog" title={category ?? BLOG_HEADER.title} lead={category === null ? BLOG_HEADER.lead : lead} />
      )}
      {/* The posts are indexed on their own pages. */}
      <div css={listCss()} {...NOT_INDEXED}>
        <div css={filterRowCss()}>
          {!author && <CategoryNav categories={categories} current={category ?? ALL_CATEGORIES} firstPage={pageNumber === 1} />}
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
function listPath({ category, author }: Pick<BlogListPage, "category" | "author">, pageNumber: number) {
  if (author !== null) return authorListPath(author, pageNumber);
  return category === null ? blogListPath(pageNumber) : categoryListPath(category, pageNumber);
}

/**
 * An address of the old filter (`/blog/?category=Case%20Study`) goes on to the category's own list,
 * client-side, once the page has hydrated; Back does not return to it (replace).
 */
function useLegacyCategoryRedirect(search: string, { category, author, pageNumber, categoryCounts }: BlogListContext) {
  React.useEffect(() => {
    if (category !== null || author !== null) return;
    const target = legacyCategoryPath(search, pageNumber, categoryCounts);
    if (target) void navigate(target, { replace: true });
  }, [search, category, author, pageNumber, categoryCounts]);
}

export default function BlogListTemplate({ data, pageContext, location }: BlogListProps) {
  useLegacyCategoryRedirect(location.search, pageContext);
  const { category, pageNumber, numPages, categoryCounts, total, profile } = pageContext;
  const posts = data.posts.map((node) => postSummaryFrom(node, pageContext.releases?.[node.id]));
  const photo = data.authors[0]?.frontmatter.photo?.childImageSharp?.gatsbyImageData;
  return (
    // The first page of each list is indexed by its header; the numbered pages are not (docs/search.md).
    <Layout search={pageNumber === 1 ? { section: "Blog" } : undefined}>
      <BlogListSeo list={pageContext} pageNumber={pageNumber} description={pageContext.about?.description} photo={photo?.images.fallback?.src} />
      <BlogListView
        posts={posts}
        categories={BLOG_CATEGORIES.filter((name) => (categoryCounts[name] ?? 0) > 0)}
        category={category}
        lead={pageContext.about?.lead}
        author={profile && { ...profile, photo: photo && <AuthorPhoto image={photo} size="lg" /> }}
        total={total}
        pageNumber={pageNumber}
        numPages={numPages}
        pageHref={(page) => listPath(pageContext, page)}
      />
    </Layout>
  );
}

interface BlogListSeoProps {
  list: BlogListContext;
  pageNumber: number;
  description?: string;
  /** An author's photo file on the site. */
  photo?: string;
}

/** The head of a list: the whole blog's, a category's, or an author's (with schema.org's ProfilePage of the Person). */
function BlogListSeo({ list, pageNumber, description, photo }: BlogListSeoProps) {
  const { siteUrl } = useSiteMetadata();
  const { profile } = list;
  const suffix = pageNumber > 1 ? ` (page ${pageNumber})` : "";
  if (list.category === null && !profile) {
    return (
      <Seo
        title={`Blog${suffix}`}
        description="AI marketing trends, growth strategy, tutorials, case studies and analytics advice from the Scalewise team."
        pathname={blogListPath(pageNumber)}
        keywords={["AI marketing blog", "growth strategy", "marketing analytics", "lead scoring", "case studies"]}
      />
    );
  }
  const name = profile?.name ?? list.category!;
  const pathname = listPath(list, pageNumber);
  const breadcrumbs = breadcrumbJsonLd(siteUrl, [
    { name: "Home", path: "/" },
    { name: "Blog", path: blogListPath(1) },
    { name, path: listPath(list, 1) },
  ]);
  return (
    <Seo
      title={`${name}${suffix} — Blog`}
      description={profile?.bio ?? description}
      pathname={pathname}
      keywords={[name, "AI marketing blog", "growth strategy"]}
      jsonLd={
        profile
          ? [{ "@context": "https://schema.org", "@type": "ProfilePage", url: `${siteUrl}${pathname}`, mainEntity: { ...profile.person, image: photo && `${siteUrl}${photo}` } }, breadcrumbs]
          : breadcrumbs
      }
    />
  );
}

export const query = graphql`
  query BlogList($postIds: [String!]!, $authorIds: [String!]!) {
    posts: markdownRemarksById(ids: $postIds) {
      ...PostSummary
    }
    authors: markdownRemarksById(ids: $authorIds) {
      ...AuthorPhoto
    }
  }
`;
