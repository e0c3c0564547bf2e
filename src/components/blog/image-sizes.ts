/**
 * The widths covers and body images are made in, and the `sizes` that tell the browser how wide
 * each is shown, taken from the layout:
 * - a post's column is a Container of maxW 3xl (768 px) less its padding: 16 px a side below md
 *   (768 px), 24 px from md, 32 px from lg (1024 px);
 * - the blog list's cards share a 6xl (1152 px) Container in 1, 2 (md) or 3 (lg) columns, 24 px apart.
 * A browser then takes the smallest width at least as wide as the slot times the screen's density;
 * the widths are one to two times the slots (360 px to 735 px wide), so no screen gets an image
 * wider than twice what it shows (up to 2x density).
 */
export const IMAGE_WIDTHS = [360, 720, 1080, 1440] as const;

/** The widest a post's column gets (at md); body images are made up to twice that. */
export const ARTICLE_MAX_WIDTH = 720;

export const ARTICLE_IMAGE_SIZES = "(min-width: 1024px) 704px, (min-width: 768px) 720px, calc(100vw - 32px)";

export const CARD_IMAGE_SIZES =
  "(min-width: 1152px) 347px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 768px) calc((100vw - 72px) / 2), calc(100vw - 32px)";
