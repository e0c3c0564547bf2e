// Types for the webpack plugins webpack.config.js uses that ship none.
declare module "mini-css-extract-plugin" {
  import type { Compiler, WebpackPluginInstance } from "webpack";
  class MiniCssExtractPlugin implements WebpackPluginInstance {
    constructor(options?: { filename?: string });
    apply(compiler: Compiler): void;
    static loader: string;
  }
  export = MiniCssExtractPlugin;
}

declare module "copy-webpack-plugin" {
  import type { Compiler, WebpackPluginInstance } from "webpack";
  class CopyPlugin implements WebpackPluginInstance {
    constructor(options: { patterns: Array<{ from: string; to: string; info?: Record<string, unknown> }> });
    apply(compiler: Compiler): void;
  }
  export = CopyPlugin;
}

declare module "html-webpack-skip-assets-plugin" {
  import type { Compiler, WebpackPluginInstance } from "webpack";
  export class HtmlWebpackSkipAssetsPlugin implements WebpackPluginInstance {
    constructor(options: { skipAssets: Array<string | RegExp> });
    apply(compiler: Compiler): void;
  }
}
