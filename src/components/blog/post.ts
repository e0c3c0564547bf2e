/** A blog post as the list and post pages show it (plain data, no GraphQL types). */
export interface PostSummary {
  id: string;
  title: string;
  path: string;
  excerpt: string;
  author: string;
  category: string;
  /** Display date, e.g. "March 18, 2025". */
  date: string;
  /** Machine-readable date, YYYY-MM-DD. */
  isoDate: string;
  readTime: number;
}

export interface PostLink {
  title: string;
  path: string;
}

export const readTimeLabel = (minutes: number) => `${minutes} min read`;
