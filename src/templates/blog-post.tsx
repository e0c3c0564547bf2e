/** @jsxImportSource @emotion/react */
import * as React from "react";
import { graphql, Link, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { breadcrumbJsonLd, type Crumb } from "../lib/breadcrumbs";
import { Breadcrumb } from "../components/Breadcrumb";
import { pageTitleCss } from "../components/PageHeader";
import { Prose } from "../components/Prose";
import { WithContents } from "../components/TableOfContents";
import type { ContentsItem } from "../content/contents";
import { CategoryBadge } from "../components/blog/CategoryBadge";
import { PostMeta } from "../components/blog/PostMeta";
import { PostCover } from "../components/blog/PostCover";
import { PostSocialCard } from "../components/blog/PostSocialCard";
import { ReleaseBadge } from "../components/blog/ReleaseBadge";
import { relatedPostsChunk } from "../components/blog/related-posts-chunk";
import type { PostSummaryNode } from "../components/blog/post-summary";
import { coverFrom, type PostAuthor, type PostLink } from "../components/blog/post";
import { AuthorByline } from "../components/blog/AuthorByline";
import { useSiteMetadata } from "../lib/useSiteMetadata";
import type { Release } from "../content/publishing";
import { NOT_INDEXED } from "../components/search/indexed-region";
import { containerStyles, staticCss } from "../theme/static-css";

export interface BlogPostViewProps {
  title: string;
  author: PostAuthor;
  /** Display date, e.g. "March 18, 2025". */
  date: string;
  /** YYYY-MM-DD. */
  isoDate: string;
  category: string;
  /** The category's own list (`/blog/category/<slug>/`), for the breadcrumb; left out, the breadcrumb stops at the blog. */
  categoryPath?: string | null;
  readTime: number;
  /** "Updated <date>" for a revised post (frontmatter `updated`). */
  updated?: { date: string; isoDate: string } | null;
  /** A draft or scheduled post where the build shows it: its badge. */
  release?: Release | null;
  /** The cover under the header (PostCover on the page, the uploaded file in the editor's preview); none for a post without one. */
  cover?: React.ReactNode;
  /** The body rendered from Markdown. */
  html: string;
  /** The body's table of contents (src/content/contents.ts); left out or empty, none is shown. */
  contents?: readonly ContentsItem[];
  /** Up to three related posts (src/content/related.ts), as queried; none shown when empty. */
  related?: readonly PostSummaryNode[];
  /** The older post. */
  previous?: PostLink | null;
  /** The newer post. */
  next?: PostLink | null;
}

/** Under the text: its HTML is rendered at build time, its code comes in a chunk of its own. */
const RelatedPosts = React.lazy(relatedPostsChunk);

/*
 * The page is plain elements with static styles (resolved once per process): the build renders it
 * once per post, and Chakra components would be most of each post's server rendering.
 */
const articleCss = staticCss((system) => ({ ...containerStyles(system, "3xl"), py: { base: "10", md: "16" } }));

const headerCss = staticCss({ display: "flex", flexDirection: "column", gap: "4", mt: "6", mb: "10" });

/** Images in the body (gatsby-remark-images' markup): rounded like the cover, with a quiet caption. */
const bodyCss = staticCss({
  "& .gatsby-resp-image-wrapper": { borderRadius: "md", overflow: "hidden" },
  "& figcaption": { mt: "3", fontSize: "sm", lineHeight: "1.6", color: "fg.muted", textAlign: "center" },
});

const morePostsCss = staticCss({ mt: "16", pt: "8", borderTopWidth: "1px", borderColor: "border" });
const morePostsGridCss = staticCss({
  display: "grid",
  gridTemplateColumns: { base: "repeat(1, minmax(0, 1fr))", md: "repeat(2, minmax(0, 1fr))" },
  gap: "4",
});

/** A previous/next card: its label and link, the link's area stretched over the whole card. */
const adjacentPostStyles = (align: "start" | "end") =>
  staticCss({
    display: "flex",
    flexDirection: "column",
    gap: "1",
    p: "5",
    borderWidth: "1px",
    borderColor: "border",
    rounded: "lg",
    textAlign: align,
    position: "relative",
    _hover: { borderColor: "brand.emphasized", boxShadow: "sm" },
    gridColumn: align === "end" ? { md: "2" } : undefined,
    "& p": { fontSize: "sm", color: "fg.muted" },
    "& a": {
      display: "inline-flex",
      alignItems: "center",
      color: "brand.fg",
      fontWeight: "semibold",
      textDecoration: "none",
      borderRadius: "l1",
      focusVisibleRing: "outside",
      _hover: { textDecoration: "underline", textUnderlineOffset: "3px", textDecorationColor: "currentColor/20" },
      _after: { content: '""', position: "absolute", inset: "0" },
    },
  });
const adjacentPostCss = { start: adjacentPostStyles("start"), end: adjacentPostStyles("end") };

function AdjacentPost({ post, label, align }: { post: PostLink; label: string; align: "start" | "end" }) {
  return (
    <div css={adjacentPostCss[align]()}>
      <p>{label}</p>
      <Link to={post.path}>{post.title}</Link>
    </div>
  );
}

/** A blog post page's content. Pure: plain props only, so the CMS preview can render it too. */
export function BlogPostView(props: BlogPostViewProps) {
  const { title, author, date, isoDate, category, categoryPath, readTime, updated, release, cover, html, contents = [], related = [], previous, next } = props;
  return (
    <article css={articleCss()}>
      <Breadcrumb trail={postTrail(category, categoryPath).slice(1)} />
      <header css={headerCss()}>
        <CategoryBadge category={category} searchMeta />
        <ReleaseBadge release={release} date={date} />
        <h1 css={pageTitleCss()}>{title}</h1>
        <PostMeta author={<AuthorByline author={author} />} date={date} isoDate={isoDate} readTime={readTime} fontSize="md" updated={updated} searchMeta />
      </header>
      {cover}
      <WithContents items={contents}>
        <div css={bodyCss()}>
          <Prose html={html} data-testid="post-body" />
        </div>
      </WithContents>
      {related.length > 0 && (
        <React.Suspense fallback={null}>
          <RelatedPosts nodes={related} />
        </React.Suspense>
      )}
      {(previous || next) && (
        <nav aria-label="More posts" css={morePostsCss()} {...NOT_INDEXED}>
          <div css={morePostsGridCss()}>
            {previous && <AdjacentPost post={previous} label="← Previous post" align="start" />}
            {next && <AdjacentPost post={next} label="Next post →" align="end" />}
          </div>
        </nav>
      )}
    </article>
  );
}

/** Home, the blog, and the post's category (when it has one): where a post sits on the site. */
function postTrail(category: string, categoryPath: string | null | undefined): Crumb[] {
  return [{ name: "Home", path: "/" }, { name: "Blog", path: "/blog/" }, ...(category && categoryPath ? [{ name: category, path: categoryPath }] : [])];
}

const link = (node: { fields: { path: string }; frontmatter: { title: string } } | null): PostLink | null =>
  node ? { title: node.frontmatter.title, path: node.fields.path } : null;

/** Set by gatsby-node.ts: the post's id, neighbours and related posts, its release (live, or a draft or scheduled post in a preview) and its category's list. */
type BlogPostContext = { release?: Release; categoryPath?: string };

export default function BlogPostTemplate({ data, pageContext }: PageProps<Queries.BlogPostQuery, BlogPostContext>) {
  const { siteUrl, title: siteTitle, socialImage } = useSiteMetadata();
  const post = data.post!;
  const { frontmatter, fields } = post;
  const url = `${siteUrl}${fields.path}`;
  const cover = coverFrom(frontmatter);
  const card = post.social.cover?.childImageSharp?.resize?.src;
  const image = cover && card ? { url: `${siteUrl}${card}`, alt: cover.alt } : undefined;
  const updated = post.revision.isoUpdated ? { date: post.revision.displayUpdated ?? "", isoDate: post.revision.isoUpdated } : null;
  // The author's file (the content rules refuse a post naming none): name, page and photo.
  const writer = post.byline.authorEntry;
  const author: PostAuthor = {
    name: writer?.frontmatter.title ?? "",
    path: writer?.fields.path,
    photo: writer?.frontmatter.photo?.childImageSharp?.gatsbyImageData,
  };
  return (
    <Layout search={{ section: "Blog" }}>
      <Seo
        title={frontmatter.title}
        description={frontmatter.excerpt ?? undefined}
        pathname={fields.path}
        type="article"
        keywords={[frontmatter.category ?? "", "AI marketing", "growth"]}
        jsonLd={[
          {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: frontmatter.title,
          description: frontmatter.excerpt,
          datePublished: frontmatter.isoDate,
          dateModified: updated?.isoDate ?? frontmatter.isoDate,
          author: { "@type": "Person", name: author.name, url: `${siteUrl}${author.path}` },
          publisher: { "@type": "Organization", name: siteTitle, logo: { "@type": "ImageObject", url: `${siteUrl}/favicon.svg` } },
          articleSection: frontmatter.category,
          timeRequired: `PT${post.readTime}M`,
          image: image?.url ?? `${siteUrl}${socialImage}`,
          url,
          mainEntityOfPage: { "@type": "WebPage", "@id": url },
          },
          breadcrumbJsonLd(siteUrl, [...postTrail(frontmatter.category ?? "", pageContext.categoryPath), { name: frontmatter.title, path: fields.path }]),
        ]}
      />
      {image && <PostSocialCard url={image.url} alt={image.alt} />}
      <BlogPostView
        title={frontmatter.title}
        author={author}
        date={frontmatter.date ?? ""}
        isoDate={frontmatter.isoDate ?? ""}
        category={frontmatter.category ?? ""}
        categoryPath={pageContext.categoryPath}
        readTime={post.readTime}
        updated={updated}
        release={pageContext.release}
        cover={cover && <PostCover cover={cover} />}
        html={post.html ?? ""}
        contents={post.contents}
        related={data.related}
        previous={link(data.previous)}
        next={link(data.next)}
      />
    </Layout>
  );
}

export const query = graphql`
  query BlogPost($id: String!, $previousId: String, $nextId: String, $relatedIds: [String!]!) {
    post: markdownRemark(id: { eq: $id }) {
      html
      ...ContentsTree
      ...PostSummary
      # The post's social card (og:image, twitter:image, JSON-LD): its cover cropped to 1200 x 630.
      # gatsby-config.ts asks for the same file for the RSS feed.
      revision: frontmatter {
        displayUpdated
        isoUpdated
      }
      byline: frontmatter {
        authorEntry {
          ...AuthorByline
        }
      }
      social: frontmatter {
        cover {
          childImageSharp {
            resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, quality: 80) {
              src
            }
          }
        }
      }
    }
    previous: markdownRemark(id: { eq: $previousId }) {
      ...PostLink
    }
    next: markdownRemark(id: { eq: $nextId }) {
      ...PostLink
    }
    related: markdownRemarksById(ids: $relatedIds) {
      ...PostSummary
    }
  }
`;
