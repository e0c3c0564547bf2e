// Types for gatsby-plugin-image's SSR hook (it ships none), as known-scripts.ts uses it.
declare module "gatsby-plugin-image/gatsby-ssr" {
  import type { ReactNode } from "react";
  export function onRenderBody(args: { setHeadComponents: (components: ReactNode[]) => void }): void;
}
