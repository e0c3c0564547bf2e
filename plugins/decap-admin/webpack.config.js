// @ts-check
// The editor's webpack configuration (run by compile.js, in its own process): Decap's prebuilt bundle, React and (optionally)
// Netlify Identity copied as-is and loaded as globals, plus one `cms` entry (bootstrap.js, identity.js when used, src/cms/cms.ts), SWC for our code.
const path = require("node:path");
const webpack = require("gatsby/webpack");
const TerserPlugin = require("terser-webpack-plugin");
const { CHAKRA_THEME, directBarrelImportRules, themeFolder } = require("../../build/chakra/webpack.cjs");
const { compilationKey } = require("./fingerprint");

const HtmlWebpackPlugin = require("html-webpack-plugin");
const HtmlWebpackTagsPlugin = require("html-webpack-tags-plugin");
const { HtmlWebpackSkipAssetsPlugin } = require("html-webpack-skip-assets-plugin");
const MiniCssExtractPlugin = require("mini-css-extract-plugin");
const CopyPlugin = require("copy-webpack-plugin");

/** Packages the page loads as scripts of their own (copied, not bundled), with their global. @param {boolean} identityWidget */
function externalPackages(identityWidget) {
  const packages = [
    { name: "react", global: "React", manifest: require.resolve("react/package.json"), file: "umd/react.production.min.js" },
    { name: "react-dom", global: "ReactDOM", manifest: require.resolve("react-dom/package.json"), file: "umd/react-dom.production.min.js" },
    { name: "decap-cms-app", global: "DecapCmsApp", manifest: require.resolve("decap-cms-app/package.json"), file: "dist/decap-cms-app.js" },
  ];
  if (identityWidget) {
    const manifest = require.resolve("netlify-identity-widget/package.json");
    packages.unshift({ name: "netlify-identity-widget", global: "netlifyIdentity", manifest, file: "build/netlify-identity.js" });
  }
  return packages.map(({ manifest, ...pkg }) => ({ ...pkg, from: path.join(path.dirname(manifest), pkg.file), asset: path.basename(pkg.file) }));
}

/**
 * `define`: build-time values, each a global constant in the bundle.
 * @typedef {{ root: string, modulePath: string, publicPath?: string, pathPrefix?: string, trailingSlash?: string, htmlTitle?: string, htmlFavicon?: string,
 *   manualInit?: boolean, enableIdentityWidget?: boolean, define?: Record<string, unknown>, mode?: "production" | "development" }} AdminWebpackOptions
 */

/** @param {AdminWebpackOptions} options @returns {import("webpack").Configuration & { output: { path: string } }} */
function adminWebpackConfig(options) {
  const {
    root,
    modulePath,
    publicPath = "admin",
    pathPrefix = "",
    trailingSlash = "always",
    htmlTitle = "Content Manager",
    htmlFavicon = "",
    manualInit = false,
    enableIdentityWidget = true,
    define = {},
    mode = "production",
  } = options;
  const publicDir = publicPath.replace(/^\/+|\/+$/g, "");
  const externals = externalPackages(enableIdentityWidget);
  const entry = [path.join(__dirname, "bootstrap.js"), ...(enableIdentityWidget ? [path.join(__dirname, "identity.js")] : []), modulePath];
  const production = mode === "production";

  return {
    mode,
    context: root,
    target: "web",
    devtool: false,
    // compile.js skips the compilation when no input changed; else webpack's cache (in the folder Gatsby keeps, dropped with compilationKey) rebuilds what differs.
    cache: production ? { type: "filesystem", cacheDirectory: path.join(root, ".cache", "webpack"), name: "decap-admin", version: compilationKey(options) } : false,
    entry: { cms: entry },
    output: { path: path.join(root, "public", publicDir), filename: "[name].js", chunkFilename: "[name]-[contenthash].js", clean: false },
    resolve: {
      extensions: [".mjs", ".js", ".jsx", ".ts", ".tsx", ".json"],
      alias: {
        [CHAKRA_THEME]: themeFolder(root),
        // The previews import the site's templates, whose page queries and Gatsby runtime the editor never uses.
        gatsby$: path.join(__dirname, "gatsby-shim.js"),
        "gatsby-link$": path.dirname(require.resolve("gatsby-link/package.json")),
      },
    },
    externals: Object.fromEntries(externals.map((pkg) => [pkg.name, pkg.global])),
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: [{ loader: path.join(__dirname, "swc-loader.js"), options: { production } }],
        },
        // As in the site's compilations (plugins/chakra).
        ...directBarrelImportRules([path.join(root, "src")]),
        {
          // bootstrap.js links cms.css into the preview frame (registerPreviewStyle).
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, { loader: require.resolve("css-loader"), options: { importLoaders: 0 } }],
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        "process.env.NODE_ENV": JSON.stringify(mode),
        __PATH_PREFIX__: JSON.stringify(pathPrefix),
        __BASE_PATH__: JSON.stringify(pathPrefix),
        __TRAILING_SLASH__: JSON.stringify(trailingSlash),
        CMS_PUBLIC_PATH: JSON.stringify(publicDir),
        CMS_MANUAL_INIT: JSON.stringify(manualInit),
        PRODUCTION: JSON.stringify(production),
        ...Object.fromEntries(Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)])),
      }),
      new MiniCssExtractPlugin({ filename: "[name].css" }),
      new HtmlWebpackPlugin({ title: htmlTitle, favicon: htmlFavicon, chunks: ["cms"], meta: { robots: "none" } }),
      new HtmlWebpackSkipAssetsPlugin({ skipAssets: ["cms.css"] }),
      // Already minified: marked so, the minimizer leaves Decap's large prebuilt bundle alone.
      new CopyPlugin({ patterns: externals.map((pkg) => ({ from: pkg.from, to: pkg.asset, info: { minimized: true } })) }),
      new HtmlWebpackTagsPlugin({ tags: externals.map((pkg) => pkg.asset), append: false }),
    ],
    optimization: {
      minimize: production,
      // SWC through terser-webpack-plugin's own `minify` option, as the site's bundles (plugins/build-tuning).
      minimizer: [new TerserPlugin({ extractComments: false, minify: TerserPlugin.swcMinify, terserOptions: { ecma: 5, compress: {}, mangle: true } })],
    },
    performance: { hints: false },
    stats: "errors-warnings",
  };
}

module.exports = { adminWebpackConfig };
