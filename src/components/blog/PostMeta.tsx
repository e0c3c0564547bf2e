/** @jsxImportSource @emotion/react */
import type * as React from "react";
import { hstackStyles, staticCss } from "../../theme/static-css";
import { readTimeLabel } from "./post";

export interface PostMetaProps {
  /** The author's name (a card), or their byline (a post's header: AuthorByline). */
  author: React.ReactNode;
  date: string;
  isoDate: string;
  readTime: number;
  /** "sm" on the blog's cards, "md" under a post's title. */
  fontSize?: "sm" | "md";
  /** When the post last changed (frontmatter `updated`), on the post's page: display date and YYYY-MM-DD. */
  updated?: { date: string; isoDate: string } | null;
  /** The site search keeps the ISO date as the page's `date` (a post's own header, not its cards). */
  searchMeta?: boolean;
}

const metaStyles = (fontSize: "sm" | "md") =>
  staticCss({
    ...hstackStyles("2"),
    flexWrap: "wrap",
    color: "fg.muted",
    fontSize,
    "& > span:first-of-type": { fontWeight: "medium", color: "fg" },
  });
const metaCss = { sm: metaStyles("sm"), md: metaStyles("md") };

/** Author · date · read time, and "Updated <date>" for a revised post. */
export function PostMeta({ author, date, isoDate, readTime, fontSize = "sm", updated, searchMeta = false }: PostMetaProps) {
  return (
    <div css={metaCss[fontSize]()} data-testid="post-meta">
      <span>{author}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={isoDate} data-pagefind-meta={searchMeta ? "date[datetime]" : undefined}>
        {date}
      </time>
      <span aria-hidden="true">·</span>
      <span>{readTimeLabel(readTime)}</span>
      {updated && (
        <>
          <span aria-hidden="true">·</span>
          <span data-testid="post-updated">
            Updated <time dateTime={updated.isoDate}>{updated.date}</time>
          </span>
        </>
      )}
    </div>
  );
}
