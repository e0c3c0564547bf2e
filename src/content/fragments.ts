import { graphql } from "gatsby";

/**
 * The Markdown shapes several pages select. Gatsby collects fragments from every file under
 * src/, so queries spread them by name (`...PostSummary`) without importing this module.
 */
export const contentFragments = graphql`
  # A post as the blog list, its cards and the post page's header show it.
  fragment PostSummary on MarkdownRemark {
    id
    fields {
      path
      readTime
    }
    frontmatter {
      title
      excerpt
      author
      category
      date(formatString: "MMMM D, YYYY")
      isoDate: date(formatString: "YYYY-MM-DD")
    }
  }

  # A link to another post (previous / next).
  fragment PostLink on MarkdownRemark {
    fields {
      path
    }
    frontmatter {
      title
    }
  }

  # A help or docs page as a card on the hubs.
  fragment ContentCard on MarkdownRemark {
    id
    fields {
      path
    }
    frontmatter {
      title
      summary
    }
  }
`;
