import { graphql, useStaticQuery } from "gatsby";

export interface SiteMetadata {
  title: string;
  tagline: string;
  description: string;
  keywords: string[];
  siteUrl: string;
  socialImage: string;
  author: string;
}

export function useSiteMetadata(): SiteMetadata {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          title
          tagline
          description
          keywords
          siteUrl
          socialImage
          author
        }
      }
    }
  `);
  return data.site!.siteMetadata as SiteMetadata;
}
