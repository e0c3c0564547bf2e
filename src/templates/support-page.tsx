/** @jsxImportSource @emotion/react */
import { graphql, Link, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { breadcrumbJsonLd } from "../lib/breadcrumbs";
import { Breadcrumb } from "../components/Breadcrumb";
import { pageTitleCss } from "../components/PageHeader";
import { Prose } from "../components/Prose";
import { WithContents } from "../components/TableOfContents";
import { NOT_INDEXED, helpKindFilter } from "../components/search/indexed-region";
import type { ContentsItem } from "../content/contents";
import { supportSearchKind, supportSection, supportTrail } from "../data/support";
import { useSiteMetadata } from "../lib/useSiteMetadata";
import { containerStyles, recipeStyles, staticCss } from "../theme/static-css";

export interface SupportPageViewProps {
  /** `help` or `docs`. */
  collection: string;
  /** The frontmatter's `kind`: a help category or docs page (`page`), or a help article (`article`). */
  kind: string;
  title: string;
  summary: string;
  /** The body rendered from Markdown. */
  html: string;
  /** The body's table of contents (src/content/contents.ts); left out or empty, none is shown. */
  contents?: readonly ContentsItem[];
}

// Plain elements with static styles, like a post's page.
const articleCss = staticCss((system) => ({ ...containerStyles(system, "3xl"), py: { base: "10", md: "16" } }));
const headerCss = staticCss({ display: "flex", flexDirection: "column", gap: "4", mt: "6", mb: "10" });
const summaryCss = staticCss({ fontSize: { base: "lg", md: "xl" }, color: "fg.muted", lineHeight: "1.6" });
const footerCss = staticCss({
  mt: "16",
  pt: "8",
  borderTopWidth: "1px",
  borderColor: "border",
  display: "flex",
  flexWrap: "wrap",
  gap: "3",
  alignItems: "center",
  justifyContent: "space-between",
  color: "fg.muted",
});
const footerLinkCss = staticCss((system) => ({ ...recipeStyles(system, "link"), color: "brand.fg", fontWeight: "semibold" }));

/** A help or docs page written in Markdown (one without a body shows PlaceholderView). Pure: plain props only, so the editor's preview renders it too. */
export function SupportPageView({ collection, kind, title, summary, html, contents = [] }: SupportPageViewProps) {
  const section = supportSection(collection);
  return (
    <article css={articleCss()} {...helpKindFilter(supportSearchKind(collection, kind))}>
      <Breadcrumb trail={supportTrail(collection).slice(1)} />
      <header css={headerCss()}>
        <h1 css={pageTitleCss()}>{title}</h1>
        {summary && (
          <p css={summaryCss()} data-pagefind-meta="summary">
            {summary}
          </p>
        )}
      </header>
      <WithContents items={contents}>
        <Prose html={html} data-testid="support-body" />
      </WithContents>
      <footer css={footerCss()} {...NOT_INDEXED}>
        <Link to={section.back.to} css={footerLinkCss()}>
          ← {section.back.label}
        </Link>
        <span>
          Still stuck?{" "}
          <Link to="/contact/" css={footerLinkCss()}>
            Ask our team
          </Link>
        </span>
      </footer>
    </article>
  );
}

export default function SupportPageTemplate({ data }: PageProps<Queries.SupportPageQuery>) {
  const { siteUrl } = useSiteMetadata();
  const page = data.markdownRemark!;
  const { collection, path } = page.fields;
  const section = supportSection(collection);
  return (
    <Layout search={{ section: section.search }}>
      <Seo
        title={`${page.frontmatter.title} — ${section.name}`}
        description={page.frontmatter.summary ?? undefined}
        pathname={path}
        type="article"
        jsonLd={breadcrumbJsonLd(siteUrl, [...supportTrail(collection), { name: page.frontmatter.title, path }])}
      />
      <SupportPageView
        collection={collection}
        kind={page.frontmatter.kind ?? "page"}
        title={page.frontmatter.title}
        summary={page.frontmatter.summary ?? ""}
        html={page.html ?? ""}
        contents={page.contents}
      />
    </Layout>
  );
}

export const query = graphql`
  query SupportPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      ...ContentsTree
      fields {
        collection
        path
      }
      frontmatter {
        title
        summary
        kind
      }
    }
  }
`;
