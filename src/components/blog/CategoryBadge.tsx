/** @jsxImportSource @emotion/react */
import { subtleBadgeCss } from "./badge-styles";

/** In the brand palette, on every post and card. */
const badgeCss = subtleBadgeCss("brand");

/** `searchMeta`: the site search keeps it as the page's `category` (a post's own header, not its cards). */
export function CategoryBadge({ category, searchMeta = false }: { category: string; searchMeta?: boolean }) {
  return (
    <span css={badgeCss()} data-testid="post-category" data-pagefind-meta={searchMeta ? "category" : undefined}>
      {category}
    </span>
  );
}
