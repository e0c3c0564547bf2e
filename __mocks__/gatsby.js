// Jest mock of gatsby (Gatsby's unit-testing recipe), used automatically for `import ... from "gatsby"`.
const React = require("react");

const gatsby = jest.requireActual("gatsby");

/** Gatsby's Link as a plain anchor; forwardRef because Chakra's `asChild` passes refs. */
const Link = React.forwardRef(function Link(
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  { to, activeClassName, activeStyle, partiallyActive, replace, state, ...rest },
  ref,
) {
  return React.createElement("a", { ...rest, ref, href: to });
});

/**
 * Gatsby's Slice renders its slice component where the page places it, as in the browser and in
 * `gatsby develop` (the layout's slices: src/slices/layout-slices.ts).
 */
function Slice({ alias, ...props }) {
  const { LAYOUT_SLICES } = jest.requireActual("../src/slices/layout-slices");
  if (!(alias in LAYOUT_SLICES)) throw new Error(`Slice "${alias}" is not one of the layout's slices`);
  const { default: SliceComponent } = jest.requireActual(`../${LAYOUT_SLICES[alias]}`);
  return React.createElement(SliceComponent, { data: {}, sliceContext: {}, ...props });
}

const siteMetadataFixture = {
  title: "Scalewise",
  tagline: "From Data to Results—AI Gets You There",
  description: "Scalewise test description",
  keywords: ["ai", "marketing"],
  siteUrl: "https://scalewise.example",
  socialImage: "/social-card.png",
  author: "Scalewise",
};

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link,
  Slice,
  navigate: jest.fn(),
  withPrefix: jest.fn((path) => path),
  useStaticQuery: jest.fn(() => ({ site: { siteMetadata: siteMetadataFixture } })),
  siteMetadataFixture,
};
