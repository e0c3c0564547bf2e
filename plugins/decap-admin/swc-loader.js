// Webpack loader: the editor's own TypeScript and JSX (src/cms and what it imports) through SWC, without Gatsby's Babel.
const { transform } = require("@swc/core");

module.exports = function swcLoader(source) {
  const done = this.async();
  const { production } = this.getOptions();
  const file = this.resourcePath;
  const typescript = /\.[cm]?tsx?$/.test(file);
  transform(source, {
    filename: file,
    sourceMaps: false,
    swcrc: false,
    jsc: {
      parser: typescript ? { syntax: "typescript", tsx: file.endsWith(".tsx") } : { syntax: "ecmascript", jsx: true },
      transform: { react: { runtime: "automatic", development: !production } },
      target: "es2019",
    },
    module: { type: "es6" },
  }).then((output) => done(null, output.code), done);
};
