import { graphql, type PageProps } from "gatsby";
import { Container } from "@chakra-ui/react";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Prose } from "../components/Prose";

export interface LegalPageViewProps {
  title: string;
  /** Month and year of the last change, e.g. "March 2025". */
  updated: string;
  html: string;
}

/** A legal page (privacy, terms). Pure: plain props only. */
export function LegalPageView({ title, updated, html }: LegalPageViewProps) {
  return (
    <>
      <PageHeader title={title} lead={<span data-testid="last-updated">Last updated: {updated}</span>} />
      <Container maxW="3xl" py={{ base: "10", md: "14" }}>
        <Prose html={html} data-testid="legal-body" />
      </Container>
    </>
  );
}

export default function LegalPageTemplate({ data }: PageProps<Queries.LegalPageQuery>) {
  const page = data.markdownRemark!;
  return (
    <Layout search={{ section: "Legal" }}>
      <Seo title={page.frontmatter.title} description={page.frontmatter.description ?? undefined} pathname={page.fields.path} />
      <LegalPageView title={page.frontmatter.title} updated={page.frontmatter.updated ?? ""} html={page.html ?? ""} />
    </Layout>
  );
}

export const query = graphql`
  query LegalPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      fields {
        path
      }
      frontmatter {
        title
        description
        updated(formatString: "MMMM YYYY")
      }
    }
  }
`;
