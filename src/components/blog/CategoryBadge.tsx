/** @jsxImportSource @emotion/react */
import { staticCss } from "../../theme/static-css";

/** Chakra's subtle, medium Badge in the brand palette, as static styles (on every post and card). */
const badgeCss = staticCss({
  display: "inline-flex",
  alignItems: "center",
  alignSelf: "flex-start",
  gap: "1",
  px: "2",
  minH: "6",
  borderRadius: "l2",
  bg: "brand.subtle",
  color: "brand.fg",
  fontWeight: "medium",
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  userSelect: "none",
});

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span css={badgeCss()} data-testid="post-category">
      {category}
    </span>
  );
}
