import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Release } from "../../content/publishing";

/** A post's cover: the image the build made from the writer's file, and its text alternative. */
export interface CoverImage {
  image: IGatsbyImageData;
  alt: string;
}

/** A blog post as the list and post pages show it (plain data, no GraphQL types). */
export interface PostSummary {
  id: string;
  title: string;
  path: string;
  excerpt: string;
  /** The author's name. */
  author: string;
  category: string;
  /** Display date, e.g. "March 18, 2025". */
  date: string;
  /** Machine-readable date, YYYY-MM-DD. */
  isoDate: string;
  readTime: number;
  /** Null (or left out) for a post without a cover. */
  cover?: CoverImage | null;
  /** A draft or scheduled post where the build shows them (its badge); left out for a live one. */
  release?: Release | null;
}

/** A post's author as its page shows them: their name, and where the build knows them, their page and photo. */
export interface PostAuthor {
  name: string;
  /** Their list of posts, /blog/author/<slug>/. */
  path?: string | null;
  photo?: IGatsbyImageData | null;
}

export interface PostLink {
  title: string;
  path: string;
}

export const readTimeLabel = (minutes: number) => `${minutes} min read`;

interface CoverFields {
  coverAlt?: string | null;
  cover?: { childImageSharp?: { gatsbyImageData?: IGatsbyImageData | null } | null } | null;
}

/** A post's cover from its queried frontmatter, or null when it has none. */
export function coverFrom(frontmatter: CoverFields): CoverImage | null {
  const image = frontmatter.cover?.childImageSharp?.gatsbyImageData;
  return image ? { image, alt: frontmatter.coverAlt ?? "" } : null;
}
