// A gatsby-transformer-remark sub-plugin: each fenced code block of a Markdown body becomes its
// highlighted block, with its language's label (src/content/code-blocks.js, shared with the editor's
// preview). Prism's grammars run here, at build time; the colours are the site's stylesheet's
// (src/theme/content-css.ts), so no page ships highlighting code.
// Why not gatsby-remark-prismjs: its blocks have no label and cannot take the keyboard's focus to
// scroll, and the editor's preview could not share its highlighter (no public export).
// Checked against gatsby-transformer-remark 6.16.0 (mdast-util-to-hast 10: `data.hName`, `hChildren`), prismjs 1.30.0.
// Guard: __tests__/unit/code-blocks.test.ts, __tests__/build/readers.build.test.ts, __tests__/e2e/code-blocks.e2e.test.ts.
const { highlightCodeBlocks } = require("../../src/content/code-blocks");

module.exports = ({ markdownAST }) => highlightCodeBlocks(markdownAST);
