import type * as React from "react";
import { PageHeader } from "../PageHeader";

export interface AuthorHeaderProps {
  name: string;
  role: string;
  bio: string;
  /** Their photo in its frame (AuthorPhoto on the site, the uploaded file in the editor's preview); none while it is missing. */
  photo: React.ReactNode;
  /** Their pages on other websites (their file's website, LinkedIn, GitHub), in that order. */
  links: ReadonlyArray<{ label: string; href: string }>;
}

/**
 * The top of an author's list of posts, in the band of the blog's other lists: photo, role, name (the
 * page's h1), bio and links (styled by src/theme/content-css.ts). Pure: plain props only, for the
 * editor's preview too.
 */
export function AuthorHeader({ name, role, bio, photo, links }: AuthorHeaderProps) {
  return (
    <PageHeader figure={photo} eyebrow={role} title={name} lead={bio}>
      {links.length > 0 && (
        <ul className="author-links" aria-label={`${name} elsewhere`}>
          {links.map((link) => (
            <li key={link.label}>
              {/* Another website: it is not told which page of ours the reader came from (as Markdown links, plugins/markdown-links). */}
              <a href={link.href} rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </PageHeader>
  );
}
