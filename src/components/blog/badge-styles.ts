import { recipeStyles, staticCss } from "../../theme/static-css";

/** Chakra's subtle, medium Badge in one palette, as static styles (a post's badges, on its page and its card). */
export const subtleBadgeCss = (colorPalette: "brand" | "orange") =>
  staticCss((system) => ({
    ...recipeStyles(system, "badge", { variant: "subtle", size: "md" }),
    colorPalette,
    alignSelf: "flex-start",
  }));
