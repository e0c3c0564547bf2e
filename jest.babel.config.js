// Babel for Jest only; Gatsby's own build uses babel-preset-gatsby through its webpack config.
// Not that preset by name here: Gatsby reads every file of each gatsby-named package the site lists
// in package.json for queries, on every build, and babel-preset-gatsby brings gatsby-legacy-polyfills
// (~100 KB more to parse; "extract queries" at 3,000 posts, three builds each: 2.9 → 2.3 s).
module.exports = {
  presets: [
    ["@babel/preset-env", { targets: { node: "current" } }],
    ["@babel/preset-react", { runtime: "automatic" }],
    "@babel/preset-typescript",
  ],
};
