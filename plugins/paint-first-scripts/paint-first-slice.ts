import { DEFERRED_SCRIPTS_ATTRIBUTE, PAINT_FIRST_LOADER } from "../../src/lib/inline-scripts";

export { DEFERRED_SCRIPTS_ATTRIBUTE };

// Gatsby's `_gatsby-scripts` slice (the end of every page) ends with its bundles' async script tags.
const ASYNC_SCRIPT_RUN = /(?:<script src="[^"<>]+" async><\/script>)+\s*$/;
const ASYNC_SCRIPT = /<script src="([^"<>]+)" async><\/script>/g;

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/** The slice's trailing async script tags replaced by one inline loader that starts them after the first paint (else unchanged). */
export function paintFirstSlice(sliceHtml: string): string {
  const run = ASYNC_SCRIPT_RUN.exec(sliceHtml);
  if (!run) return sliceHtml;
  const sources = [...run[0].matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  const loader = `<script ${DEFERRED_SCRIPTS_ATTRIBUTE}="${escapeAttribute(JSON.stringify(sources))}">${PAINT_FIRST_LOADER}</script>`;
  return sliceHtml.slice(0, run.index) + loader;
}
