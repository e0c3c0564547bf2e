import { graphql, type PageProps } from "gatsby";
import { Container } from "@chakra-ui/react";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Prose } from "../components/Prose";
import { WithContents } from "../components/TableOfContents";
import type { ContentsItem } from "../content/contents";

export interface LegalPageViewProps {
  title: string;
  /** Month and year of the last change, e.g. "March 2025". */
  updated: string;
  html: string;
  /** The body's table of contents (src/content/contents.ts); left out or empty, none is shown. */
  contents?: readonly ContentsItem[];
}

/** A legal page (privacy, terms). Pure: plain props only. */
export function LegalPageView({ title, updated, html, contents = [] }: LegalPageViewProps) {
  return (
    <>
      <PageHeader title={title} lead={<span data-testid="last-updated">Last updated: {updated}</span>} />
      <Container maxW="3xl" py={{ base: "10", md: "14" }}>
        <WithContents items={contents}>
          <Prose html={html} data-testid="legal-body" />
        </WithContents>
      </Container>
    </>
  );
}

export default function LegalPageTemplate({ data }: PageProps<Queries.LegalPageQuery>) {
  const page = data.markdownRemark!;
  return (
    <Layout search={{ section: "Legal" }}>
      <Seo title={page.frontmatter.title} description={page.frontmatter.description ?? undefined} pathname={page.fields.path} />
      <LegalPageView
        title={page.frontmatter.title}
        updated={page.frontmatter.updated ?? ""}
        html={page.html ?? ""}
        contents={page.contents}
      />
    </Layout>
  );
}

export const query = graphql`
  query LegalPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      ...ContentsTree
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
