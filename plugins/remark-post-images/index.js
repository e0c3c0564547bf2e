// The images in Markdown bodies, made responsive by gatsby-remark-images, with three changes:
// - no gatsby-browser.js: the plugin's would put a fade-in script into the app bundle of every
//   public page, images or not. Without it an image simply paints over its blurred placeholder.
// - alt text "decorative" (the writers' guide's mark for an image that is only decoration,
//   src/content/decorative-alt.js) becomes an empty alt, so screen readers skip it.
// - an image with a caption (its Markdown title) becomes a <figure> of its own, not one left
//   inside a <p>, where browsers would split the paragraph around it.
const remarkImages = require("gatsby-remark-images");
const { EMPTY_ALT } = require("gatsby-remark-images/constants");
const { isDecorativeAlt } = require("../../src/content/decorative-alt");

function* walk(node) {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

const isFigure = (node) => node.type === "html" && /^<figure\b/.test(node.value);

module.exports = async function remarkPostImages(args, options) {
  for (const node of walk(args.markdownAST)) {
    const isImage = node.type === "image" || node.type === "imageReference"; // ![alt](./a.png) and ![alt][a]
    if (isImage && typeof node.alt === "string" && isDecorativeAlt(node.alt)) node.alt = EMPTY_ALT;
  }
  const result = await remarkImages(args, options);
  for (const node of walk(args.markdownAST)) {
    if (node.type === "paragraph" && node.children.length === 1 && isFigure(node.children[0])) {
      const [figure] = node.children;
      delete node.children;
      Object.assign(node, { type: "html", value: figure.value });
    }
  }
  return result;
};
