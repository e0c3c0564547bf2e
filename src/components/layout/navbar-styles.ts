import { staticCss } from "../../theme/static-css";

/** The navbar's square icon buttons: the search button (its label from md up), the menu toggle (below lg) and the colour-mode toggle (lg up). */
export const navbarIconButtonCss = staticCss({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  boxSize: "11",
  rounded: "md",
  color: "fg.heading",
  cursor: "pointer",
  _hover: { bg: "brand.subtle" },
  focusVisibleRing: "outside",
});
