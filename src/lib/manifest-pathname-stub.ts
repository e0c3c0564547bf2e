/**
 * Stands in for gatsby-plugin-manifest's get-manifest-pathname in the browser bundle. The
 * original `require("gatsby")`s the whole runtime (slices included, ~2.5 KB gzipped on every
 * page) only to localise manifests, which this site does not do: one manifest for all pages.
 */
export default function manifestPathname(): string {
  return "manifest.webmanifest";
}
