import { staticCss } from "../../theme/static-css";

/** The navbar's square icon buttons on small screens: the menu toggle and the search button. */
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
