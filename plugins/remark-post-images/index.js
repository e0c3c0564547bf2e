// Images in Markdown bodies made responsive by gatsby-remark-images, without its gatsby-browser.js (a fade-in
// script on every page). Alt "decorative" (src/content/decorative-alt.js) becomes an empty alt; an image
// with a caption becomes a <figure> of its own, not one inside a <p> (browsers would split the paragraph).
// Why: no image script on any page (docs/overrides.md#official-routes-not-overrides).
// Checked against gatsby-remark-images 7.16.0 (its documented GATSBY_EMPTY_ALT marker, its <figure> markup).
// Guard: __tests__/unit/remark-post-images.test.ts.
const remarkImages = require("gatsby-remark-images");
const visit = require("unist-util-visit");
const { isDecorativeAlt } = require("../../src/content/decorative-alt");

// gatsby-remark-images' documented marker for an empty alt (its README, "alt").
const EMPTY_ALT = "GATSBY_EMPTY_ALT";
const isFigure = (node) => node.type === "html" && /^<figure\b/.test(node.value);

module.exports = async function remarkPostImages(args, options) {
  // ![alt](./a.png) and ![alt][a]
  visit(args.markdownAST, ["image", "imageReference"], (node) => {
    if (typeof node.alt === "string" && isDecorativeAlt(node.alt)) node.alt = EMPTY_ALT;
  });
  const result = await remarkImages(args, options);
  visit(args.markdownAST, "paragraph", (node) => {
    if (node.children.length === 1 && isFigure(node.children[0])) {
      const [figure] = node.children;
      delete node.children;
      Object.assign(node, { type: "html", value: figure.value });
    }
  });
  return result;
};
