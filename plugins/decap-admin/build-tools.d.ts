// Types for the webpack plugins the editor's compilation uses that ship none, as far as
// webpack.config.js uses them.
declare module "mini-css-extract-plugin" {
  import type { Compiler, WebpackPluginInstance } from "webpack";
  class MiniCssExtractPlugin implements WebpackPluginInstance {
    constructor(options?: { filename?: string });
    apply(compiler: Compiler): void;
    /** The loader that hands a CSS module's output to the plugin. */
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
