import { DEFERRED_SCRIPTS_ATTRIBUTE, PAINT_FIRST_LOADER } from "../../src/lib/inline-scripts";

export { DEFERRED_SCRIPTS_ATTRIBUTE };

// Gatsby's `_gatsby-scripts` slice (stitched into the end of every page) ends with this run of
// tags: webpack runtime, framework and app bundles, all `async`.
const ASYNC_SCRIPT_RUN = /(?:<script src="[^"<>]+" async><\/script>)+\s*$/;
const ASYNC_SCRIPT = /<script src="([^"<>]+)" async><\/script>/g;

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * Replaces the async script tags at the end of Gatsby's scripts slice with one inline loader
 * that starts the same scripts after the first paint. Every page's text is then on screen
 * before any JavaScript is fetched or evaluated, so its largest paint is its first paint,
 * whatever the network and CPU do next. A slice without that run of tags is returned unchanged.
 */
export function paintFirstSlice(sliceHtml: string): string {
  const run = ASYNC_SCRIPT_RUN.exec(sliceHtml);
  if (!run) return sliceHtml;
  const sources = [...run[0].matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  const loader = `<script ${DEFERRED_SCRIPTS_ATTRIBUTE}="${escapeAttribute(JSON.stringify(sources))}">${PAINT_FIRST_LOADER}</script>`;
  return sliceHtml.slice(0, run.index) + loader;
}
