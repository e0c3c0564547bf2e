/** Attribute on the inline loader that lists the scripts it starts (also read by scripts/page-weight.mjs). */
export const DEFERRED_SCRIPTS_ATTRIBUTE = "data-scripts";

// Starts the listed scripts once the browser has painted the server HTML (the frame after the
// next animation frame), or at once in a hidden tab, where nothing is painted.
const LOADER = `(function(s){var list=JSON.parse(s.getAttribute("${DEFERRED_SCRIPTS_ATTRIBUTE}"));function load(){list.forEach(function(src){var e=document.createElement("script");e.src=src;e.async=true;document.body.appendChild(e)})}if(document.visibilityState==="hidden")load();else requestAnimationFrame(function(){setTimeout(load,0)})})(document.currentScript)`;

// Gatsby ends every page with this run of tags (its `_gatsby-scripts` slice): webpack runtime,
// framework and app bundles, all `async`.
const ASYNC_SCRIPT_RUN = /(?:<script src="[^"<>]+" async><\/script>)+(?=<!-- slice-end id="_gatsby-scripts-\d+" -->)/;
const ASYNC_SCRIPT = /<script src="([^"<>]+)" async><\/script>/g;

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * Replaces the async script tags Gatsby puts at the end of a built page with one inline loader
 * that starts the same scripts after the first paint. The page's text is then on screen before
 * any JavaScript is fetched or evaluated, so the largest paint is the first paint whatever the
 * network and CPU do next. Pages without that run of tags are returned unchanged.
 */
export function paintFirstHtml(html: string): string {
  const run = ASYNC_SCRIPT_RUN.exec(html);
  if (!run) return html;
  const sources = [...run[0].matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  const loader = `<script ${DEFERRED_SCRIPTS_ATTRIBUTE}="${escapeAttribute(JSON.stringify(sources))}">${LOADER}</script>`;
  return html.slice(0, run.index) + loader + html.slice(run.index + run[0].length);
}
