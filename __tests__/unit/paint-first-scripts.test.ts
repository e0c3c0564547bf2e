import { DEFERRED_SCRIPTS_ATTRIBUTE, paintFirstSlice } from "../../plugins/paint-first-scripts/paint-first-slice";

// The end of Gatsby's `_gatsby-scripts-1.html` slice, as its webpack stats extractor writes it.
const gatsbyScriptsSlice =
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';

describe("paintFirstSlice", () => {
  it("replaces the slice's async script tags with one loader that lists them in order", () => {
    const html = paintFirstSlice(gatsbyScriptsSlice);
    expect(html).not.toMatch(/<script src=/);
    const listed = html.match(new RegExp(`<script ${DEFERRED_SCRIPTS_ATTRIBUTE}="([^"]+)">`));
    expect(listed).not.toBeNull();
    expect(JSON.parse(listed![1].replaceAll("&quot;", '"'))).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    // Everything before the tags is kept as it was.
    expect(html.startsWith(gatsbyScriptsSlice.slice(0, gatsbyScriptsSlice.indexOf('<script src="/webpack')))).toBe(true);
    expect(html.endsWith("</script>")).toBe(true);
  });

  it("starts the scripts after a paint, or at once in a hidden tab", () => {
    const loader = paintFirstSlice(gatsbyScriptsSlice).match(/<script data-scripts="[^"]+">([\s\S]*?)<\/script>/)![1];
    expect(loader).toContain("requestAnimationFrame");
    expect(loader).toContain('document.visibilityState==="hidden"');
  });

  it("is idempotent, and leaves HTML without the trailing async tags untouched", () => {
    const once = paintFirstSlice(gatsbyScriptsSlice);
    expect(paintFirstSlice(once)).toBe(once);
    const other = '<script src="/admin/cms.js" async></script><p>after</p>';
    expect(paintFirstSlice(other)).toBe(other);
  });
});
