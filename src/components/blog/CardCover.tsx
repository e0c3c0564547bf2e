/** @jsxImportSource @emotion/react */
import { staticCss, type StaticStyles } from "../../theme/static-css";
import { CoverPicture } from "./CoverPicture";
import { CARD_IMAGE_SIZES } from "./image-sizes";
import type { CoverImage } from "./post";

/** Each category's backdrop for a card without a cover: the brand scale, at its own angle and depth. */
const FALLBACK_GRADIENTS: Record<string, { direction: string; from: string; to: string }> = {
  "AI Trends": { direction: "to-br", from: "brand.500", to: "brand.950" },
  Strategy: { direction: "to-tr", from: "brand.300", to: "brand.700" },
  "Case Study": { direction: "to-bl", from: "brand.600", to: "brand.900" },
  Tutorial: { direction: "to-r", from: "brand.400", to: "brand.800" },
  Analytics: { direction: "to-tl", from: "brand.200", to: "brand.600" },
};
const DEFAULT_CATEGORY = "AI Trends";

const fallbackCss: Record<string, StaticStyles> = Object.fromEntries(
  Object.entries(FALLBACK_GRADIENTS).map(([category, gradient]) => [
    category,
    staticCss({
      h: "full",
      bgGradient: gradient.direction,
      gradientFrom: gradient.from,
      gradientTo: gradient.to,
      display: "flex",
      alignItems: "flex-end",
      justifyContent: "flex-end",
      p: "6",
    }),
  ]),
);
const barsCss = staticCss({ w: "28%", opacity: 0.55 });
const frameCss = staticCss({ mx: "-6", mt: "-6", mb: "1", aspectRatio: "16 / 9", overflow: "hidden", bg: "bg.band" });

/** Rising bars, as in the logo: what a card shows in place of a cover it does not have. */
function CoverFallback({ category }: { category: string }) {
  const styles = fallbackCss[category] ?? fallbackCss[DEFAULT_CATEGORY];
  return (
    <div css={styles()} data-testid="cover-fallback">
      <svg viewBox="0 0 96 64" css={barsCss()} focusable="false">
        <rect x="0" y="36" width="22" height="28" rx="6" fill="white" opacity="0.6" />
        <rect x="37" y="20" width="22" height="44" rx="6" fill="white" opacity="0.8" />
        <rect x="74" y="0" width="22" height="64" rx="6" fill="white" />
      </svg>
    </div>
  );
}

/**
 * The top of a blog card: the post's cover, or a designed backdrop when it has none. Always 16:9,
 * so cards line up and nothing moves while images load. The image is decoration here (alt=""):
 * the card's title and excerpt already say what the post is.
 */
export function CardCover({ cover, category, loading }: { cover?: CoverImage | null; category: string; loading: "eager" | "lazy" }) {
  return (
    <div aria-hidden={cover ? undefined : true} css={frameCss()} data-testid="card-cover">
      {cover ? <CoverPicture image={cover.image} alt="" sizes={CARD_IMAGE_SIZES} loading={loading} /> : <CoverFallback category={category} />}
    </div>
  );
}
