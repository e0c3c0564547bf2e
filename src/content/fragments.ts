import { graphql } from "gatsby";

/**
 * The Markdown shapes several pages select. Gatsby collects fragments from every file under
 * src/, so queries spread them by name (`...PostSummary`) without importing this module.
 */
export const contentFragments = graphql`
  # A post as the blog list, its cards and the post page's header show it. The card and the post
  # page share one set of cover files (widths: src/components/blog/image-sizes.ts, IMAGE_WIDTHS),
  # so a reader who opens a post from the list already has its cover.
  fragment PostSummary on MarkdownRemark {
    id
    readTime
    fields {
      path
    }
    frontmatter {
      title
      excerpt
      authorEntry {
        frontmatter {
          title
        }
      }
      category
      date: displayDate
      isoDate
      coverAlt
      cover {
        childImageSharp {
          gatsbyImageData(
            layout: CONSTRAINED
            width: 720
            aspectRatio: 1.7778
            breakpoints: [360, 720, 1080, 1440]
            formats: [AUTO, WEBP, AVIF]
            placeholder: DOMINANT_COLOR
          )
        }
      }
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

  # A page's table of contents (src/content/contents.ts): its sections and their subsections.
  fragment ContentsTree on MarkdownRemark {
    contents {
      id
      title
      children {
        id
        title
      }
    }
  }

  # A post's author beside its title (src/components/blog/AuthorByline.tsx): their name, photo and page.
  fragment AuthorByline on MarkdownRemark {
    fields {
      path
    }
    frontmatter {
      title
      photo {
        childImageSharp {
          gatsbyImageData(layout: FIXED, width: 40, height: 40, formats: [AUTO, WEBP, AVIF], placeholder: DOMINANT_COLOR)
        }
      }
    }
  }

  # An author's photo at the top of their list of posts (src/components/blog/AuthorHeader.tsx; the rest
  # of what their file says travels as the page's data: src/content/authors.ts).
  fragment AuthorPhoto on MarkdownRemark {
    frontmatter {
      photo {
        childImageSharp {
          gatsbyImageData(layout: FIXED, width: 96, height: 96, formats: [AUTO, WEBP, AVIF], placeholder: DOMINANT_COLOR)
        }
      }
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
