/** Attribute on the inline loader that lists the scripts it starts (also read by scripts/page-weight.mjs). */
export const DEFERRED_SCRIPTS_ATTRIBUTE = "data-scripts";

// Starts the listed scripts once the browser has painted the server HTML (the frame after the
// next animation frame), or at once in a hidden tab, where nothing is painted.
const LOADER = `(function(s){var list=JSON.parse(s.getAttribute("${DEFERRED_SCRIPTS_ATTRIBUTE}"));function load(){list.forEach(function(src){var e=document.createElement("script");e.src=src;e.async=true;document.body.appendChild(e)})}if(document.visibilityState==="hidden")load();else requestAnimationFrame(function(){setTimeout(load,0)})})(document.currentScript)`;

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
  const loader = `<script ${DEFERRED_SCRIPTS_ATTRIBUTE}="${escapeAttribute(JSON.stringify(sources))}">${LOADER}</script>`;
  return sliceHtml.slice(0, run.index) + loader;
}
