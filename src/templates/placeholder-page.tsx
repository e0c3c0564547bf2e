import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { breadcrumbJsonLd } from "../lib/breadcrumbs";
import { PlaceholderView, type PlaceholderKind } from "../components/PlaceholderView";
import { supportSearchKind, supportSection, supportTrail } from "../data/support";
import { useSiteMetadata } from "../lib/useSiteMetadata";

/** A help or docs route whose Markdown holds only its title and summary so far (one with a body: support-page.tsx). */
export default function PlaceholderPageTemplate({ data }: PageProps<Queries.PlaceholderPageQuery>) {
  const { siteUrl } = useSiteMetadata();
  const page = data.markdownRemark!;
  const section = supportSection(page.fields.collection);
  const kind = (page.frontmatter.kind === "article" ? "article" : "page") satisfies PlaceholderKind;
  return (
    <Layout search={{ section: section.search }}>
      <Seo
        title={`${page.frontmatter.title} — ${section.name}`}
        description={page.frontmatter.summary ?? undefined}
        pathname={page.fields.path}
        jsonLd={breadcrumbJsonLd(siteUrl, [...supportTrail(page.fields.collection), { name: page.frontmatter.title, path: page.fields.path }])}
      />
      <PlaceholderView
        kind={kind}
        title={page.frontmatter.title}
        summary={page.frontmatter.summary ?? undefined}
        back={section.back}
        searchKind={supportSearchKind(page.fields.collection, kind)}
      />
    </Layout>
  );
}

export const query = graphql`
  query PlaceholderPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
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
