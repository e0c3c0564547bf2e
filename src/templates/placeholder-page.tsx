import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { PlaceholderView, type PlaceholderKind } from "../components/PlaceholderView";
import { searchSectionLabel } from "../data/support";

const sections = {
  help: { name: "Help Center", search: "Help", back: { to: "/help-center/", label: "Back to Help Center" } },
  docs: { name: "Documentation", search: "Docs", back: { to: "/documentation/", label: "Back to Documentation" } },
} as const;

/** The help center box's label for the page (its `kind` filter in the search index). */
function helpKind(collection: string, kind: PlaceholderKind): string {
  if (collection === "docs") return searchSectionLabel.docs;
  return kind === "article" ? searchSectionLabel.helpArticle : searchSectionLabel.helpCategory;
}

/** A help or docs route whose Markdown holds only its title and summary so far. */
export default function PlaceholderPageTemplate({ data }: PageProps<Queries.PlaceholderPageQuery>) {
  const page = data.markdownRemark!;
  const section = sections[page.fields.collection as keyof typeof sections] ?? sections.help;
  const kind = (page.frontmatter.kind === "article" ? "article" : "page") satisfies PlaceholderKind;
  return (
    <Layout search={{ section: section.search }}>
      <Seo
        title={`${page.frontmatter.title} — ${section.name}`}
        description={page.frontmatter.summary ?? undefined}
        pathname={page.fields.path}
      />
      <PlaceholderView kind={kind} title={page.frontmatter.title} summary={page.frontmatter.summary ?? undefined} back={section.back} searchKind={helpKind(page.fields.collection, kind)} />
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
