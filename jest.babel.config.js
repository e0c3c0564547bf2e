// Babel for Jest only; Gatsby's own build uses babel-preset-gatsby through its webpack config.
module.exports = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
};
