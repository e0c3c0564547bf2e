/**
 * The layout's Gatsby slices, by alias: rendered once per build (once per distinct set of props)
 * and stitched into every page, instead of rendered again for each of thousands of pages.
 * gatsby-node.ts creates them; the layout places them (src/components/layout/Layout.tsx).
 */
export const LAYOUT_SLICES = {
  navbar: "src/slices/navbar.tsx",
  footer: "src/slices/footer.tsx",
} as const;
