/**
 * What an author's file says of them, as their list of posts shows it: built by the build
 * (gatsby-node.ts) and handed to the page as data (page context), so the page's code only places it.
 */
import { AUTHOR_LINKS } from "./vocabulary";

export interface AuthorProfile {
  name: string;
  role: string;
  bio: string;
  /** Their pages on other websites, in the order of AUTHOR_LINKS, labelled. */
  links: Array<{ label: string; href: string }>;
  /** schema.org's Person, with absolute URLs, for the page's head (the page adds their photo's address). */
  person: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** An author's profile from their file's frontmatter (the content rules have checked it), their list's path and the site's address. */
export function authorProfile(frontmatter: Record<string, unknown>, path: string, siteUrl: string): AuthorProfile {
  const links = AUTHOR_LINKS.flatMap(({ name, label }) => (text(frontmatter[name]) ? [{ label, href: text(frontmatter[name]) }] : []));
  const [name, role, bio] = [text(frontmatter.title), text(frontmatter.role), text(frontmatter.bio)];
  return {
    name,
    role,
    bio,
    links,
    person: {
      "@type": "Person",
      name,
      url: `${siteUrl}${path}`,
      jobTitle: role,
      description: bio,
      ...(links.length > 0 ? { sameAs: links.map((link) => link.href) } : {}),
    },
  };
}
