import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { PlaceholderView, type PlaceholderKind } from "../components/PlaceholderView";

const sections = {
  help: { name: "Help Center", back: { to: "/help-center/", label: "Back to Help Center" } },
  docs: { name: "Documentation", back: { to: "/documentation/", label: "Back to Documentation" } },
} as const;

/** A help or docs route whose Markdown holds only its title and summary so far. */
export default function PlaceholderPageTemplate({ data }: PageProps<Queries.PlaceholderPageQuery>) {
  const page = data.markdownRemark!;
  const section = sections[page.fields.collection as keyof typeof sections] ?? sections.help;
  const kind = (page.frontmatter.kind === "article" ? "article" : "page") satisfies PlaceholderKind;
  return (
    <Layout>
      <Seo
        title={`${page.frontmatter.title} — ${section.name}`}
        description={page.frontmatter.summary ?? undefined}
        pathname={page.fields.path}
      />
      <PlaceholderView kind={kind} title={page.frontmatter.title} summary={page.frontmatter.summary ?? undefined} back={section.back} />
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
