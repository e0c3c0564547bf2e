// What the editor's bundle gets for `import … from "gatsby"` (webpack.config.js): the previews import the
// templates' pure views; queries and slices belong to the built site.
export { Link, navigate, withPrefix, withAssetPrefix, parsePath } from "gatsby-link";

/** Page queries (`export const query = graphql…`) are evaluated when a template module loads. */
export const graphql = () => undefined;

export const prefetchPathname = () => undefined;

function siteOnly(name) {
  return () => {
    throw new Error(`${name} is not available in the content editor's previews`);
  };
}

export const useStaticQuery = siteOnly("useStaticQuery");
export const StaticQuery = siteOnly("StaticQuery");
export const Slice = siteOnly("Slice");
