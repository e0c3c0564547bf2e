import { DEFERRED_SCRIPTS_ATTRIBUTE, paintFirstHtml } from "../../src/lib/paint-first-scripts";

const gatsbyTail =
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>' +
  '<!-- slice-end id="_gatsby-scripts-1" --></body></html>';

describe("paintFirstHtml", () => {
  it("replaces Gatsby's async script tags with one loader that lists them in order", () => {
    const html = paintFirstHtml(`<html><body><main>Hi</main>${gatsbyTail}`);
    expect(html).not.toMatch(/<script src=/);
    const listed = html.match(new RegExp(`<script ${DEFERRED_SCRIPTS_ATTRIBUTE}="([^"]+)">`));
    expect(listed).not.toBeNull();
    expect(JSON.parse(listed![1].replaceAll("&quot;", '"'))).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    // Everything around the tags is kept as it was.
    expect(html.startsWith('<html><body><main>Hi</main><script>window.___webpackCompilationHash="abc";</script><script data-scripts=')).toBe(true);
    expect(html.endsWith('</script><!-- slice-end id="_gatsby-scripts-1" --></body></html>')).toBe(true);
  });

  it("starts the scripts after a paint, or at once in a hidden tab", () => {
    const html = paintFirstHtml(`<body>${gatsbyTail}`);
    const loader = html.match(/<script data-scripts="[^"]+">([\s\S]*?)<\/script>/)![1];
    expect(loader).toContain("requestAnimationFrame");
    expect(loader).toContain('document.visibilityState==="hidden"');
  });

  it("leaves pages without Gatsby's script slice untouched", () => {
    const adminLike = '<html><body><script src="/admin/cms.js" async></script></body></html>';
    expect(paintFirstHtml(adminLike)).toBe(adminLike);
  });
});
