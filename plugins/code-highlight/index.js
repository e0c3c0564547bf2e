// A gatsby-transformer-remark sub-plugin: each fenced code block is highlighted at build time, with its
// language's label (src/content/code-blocks.js, shared with the editor's preview; colours in
// src/theme/content-css.ts), so no page ships highlighting code. Not gatsby-remark-prismjs: its blocks
// have no label nor keyboard focus, and its highlighter has no public export for the preview.
// Checked against gatsby-transformer-remark 6.16.0 (mdast-util-to-hast 10: `data.hName`, `hChildren`), prismjs 1.30.0.
// Guard: __tests__/unit/code-blocks.test.ts, __tests__/build/readers.build.test.ts, __tests__/e2e/code-blocks.e2e.test.ts.
const { highlightCodeBlocks } = require("../../src/content/code-blocks");

module.exports = ({ markdownAST }) => highlightCodeBlocks(markdownAST);
