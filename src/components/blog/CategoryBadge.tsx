/** @jsxImportSource @emotion/react */
import { recipeStyles, staticCss } from "../../theme/static-css";

/** Chakra's subtle, medium Badge in the brand palette, as static styles (on every post and card). */
const badgeCss = staticCss((system) => ({
  ...recipeStyles(system, "badge", { variant: "subtle", size: "md" }),
  colorPalette: "brand",
  alignSelf: "flex-start",
}));

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span css={badgeCss()} data-testid="post-category">
      {category}
    </span>
  );
}
