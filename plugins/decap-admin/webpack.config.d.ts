import type { Configuration } from "webpack";

export interface AdminWebpackOptions {
  root: string;
  modulePath: string;
  publicPath?: string;
  pathPrefix?: string;
  trailingSlash?: string;
  htmlTitle?: string;
  htmlFavicon?: string;
  manualInit?: boolean;
  enableIdentityWidget?: boolean;
  define?: Record<string, unknown>;
  mode?: "production" | "development";
}

export function adminWebpackConfig(options: AdminWebpackOptions): Configuration & { output: { path: string } };
