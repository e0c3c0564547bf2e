/**
 * The inline scripts the site writes into its pages, each by its exact text. The
 * Content-Security-Policy allows these and the ones Gatsby and gatsby-plugin-image write
 * (plugins/content-security-policy/known-scripts.ts) and no other: a script that reaches a page
 * any other way (a Markdown body, a template) fails the build. Each has the same text on every
 * page, so the policy holds one hash for it however many pages there are.
 */
import { COLOR_MODE_STORAGE_KEY, DARK_CLASS } from "./color-mode-names";

/** Attribute of the page path script: the page's path (Gatsby writes it into a script of its own on every page). */
export const PAGE_PATH_ATTRIBUTE = "data-page-path";
/** Replaces Gatsby's per-page `window.pagePath="/about/"` (plugins/content-security-policy/page-path-script.tsx). */
export const PAGE_PATH_SCRIPT = `window.pagePath=document.currentScript.getAttribute("${PAGE_PATH_ATTRIBUTE}")`;

/** Attribute on the paint-first loader that lists the scripts it starts (also read by scripts/bench/page-weight.mjs). */
export const DEFERRED_SCRIPTS_ATTRIBUTE = "data-scripts";
/**
 * Starts the listed scripts once the browser has painted the server HTML (the frame after the next
 * animation frame), or at once in a hidden tab, where nothing is painted (plugins/paint-first-scripts).
 */
export const PAINT_FIRST_LOADER = `(function(s){var list=JSON.parse(s.getAttribute("${DEFERRED_SCRIPTS_ATTRIBUTE}"));function load(){list.forEach(function(src){var e=document.createElement("script");e.src=src;e.async=true;document.body.appendChild(e)})}if(document.visibilityState==="hidden")load();else requestAnimationFrame(function(){setTimeout(load,0)})})(document.currentScript)`;

/** The element of the 404 page that shows the requested path. */
export const REQUESTED_PATH_ID = "requested-path";
/**
 * Runs as the built 404 page is parsed, before its first paint: shows the requested path (decoded
 * where it decodes, as src/pages/404.tsx's displayPath does) in place of the build-time
 * placeholder, so nothing moves when React arrives. It writes text, never markup.
 */
export const REQUESTED_PATH_SCRIPT = `(function(){var c=document.getElementById("${REQUESTED_PATH_ID}");if(!c)return;var p=location.pathname;try{p=decodeURIComponent(p)}catch(e){}c.textContent=p})()`;

/**
 * Runs in every page's <head>, before anything is painted: the reader's choice of colour mode (what
 * src/lib/color-mode.ts stored: `dark`, or `light`), else the system's, as the `dark` class on <html>.
 * Storage may be refused (private modes, blocked site data); the system's mode then applies.
 */
export const COLOR_MODE_SCRIPT = `(function(m){try{m=localStorage.getItem("${COLOR_MODE_STORAGE_KEY}")}catch(e){}document.documentElement.classList.toggle("${DARK_CLASS}",m?m==="dark":matchMedia("(prefers-color-scheme: dark)").matches)})()`;

/** Every inline script text of the site's own. */
export const SITE_INLINE_SCRIPTS: readonly string[] = [COLOR_MODE_SCRIPT, PAGE_PATH_SCRIPT, PAINT_FIRST_LOADER, REQUESTED_PATH_SCRIPT];
