// A gatsby-transformer-remark sub-plugin, listed first: it hands each body's tree, as the transformer parsed it and before any
// other sub-plugin changes it, to the content rules (content-pipeline/body-facts.ts). Why: one parse per body (docs/architecture.md).
// Checked against gatsby-transformer-remark 6.16.0. Guard: __tests__/unit/body-facts.test.ts, __tests__/build/related-posts.build.test.ts.
module.exports = async (args) => {
  await globalThis[Symbol.for("scalewise.content-rules")]?.(args);
};
