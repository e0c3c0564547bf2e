import { linkRecipe } from "@chakra-theme/recipes/link";

/**
 * What Chakra's `Link` gives an anchor (the theme's link recipe: its base and its default "plain"
 * variant), for links rendered as plain elements and styled from their container: the layout's
 * links are on every page, where one Chakra component per link cost most of the render (README,
 * "How a page starts"). Spread it first, then override.
 */
export const linkStyles = { ...linkRecipe.base, ...linkRecipe.variants?.variant?.plain };
