/** @jsxImportSource @emotion/react */
import { releaseLabel, type Release } from "../../content/publishing";
import { subtleBadgeCss } from "./badge-styles";

/** In orange, beside the category's brand colour: a post readers of the live site will not see. */
const badgeCss = subtleBadgeCss("orange");

/**
 * "Draft" or "Scheduled for <date>" on a post and its card where a build shows posts that are not
 * live (`npm start`, deploy previews, the editor's preview); nothing for a live post.
 */
export function ReleaseBadge({ release, date }: { release?: Release | null; date: string }) {
  const label = release ? releaseLabel(release, date) : null;
  if (!label) return null;
  return (
    <span css={badgeCss()} data-testid="post-release">
      {label}
    </span>
  );
}
