/** @jsxImportSource @emotion/react */
import { recipeStyles, staticCss } from "../../theme/static-css";

/** Chakra's subtle, medium Badge in the brand palette, as static styles (on every post and card). */
const badgeCss = staticCss((system) => ({
  ...recipeStyles(system, "badge", { variant: "subtle", size: "md" }),
  colorPalette: "brand",
  alignSelf: "flex-start",
}));

/** `searchMeta`: the site search keeps it as the page's `category` (a post's own header, not its cards). */
export function CategoryBadge({ category, searchMeta = false }: { category: string; searchMeta?: boolean }) {
  return (
    <span css={badgeCss()} data-testid="post-category" data-pagefind-meta={searchMeta ? "category" : undefined}>
      {category}
    </span>
  );
}
