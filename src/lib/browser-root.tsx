import type { ReactNode } from "react";

/**
 * The browser's root wrappers (Chakra provider, toaster host) arrive as their own chunk while
 * Gatsby runs onClientEntry, and the Chakra system is created in a task of its own after it.
 * Evaluating the framework, Gatsby's runtime, Chakra's modules and the system in one go would be
 * one long task on a slow phone; three shorter tasks let the browser respond between them
 * (docs/performance.md, "How a page starts (keep it fast)").
 *
 * Both of Gatsby's runtimes render only after the promise from onClientEntry resolves, but the
 * development runtime calls wrapRootElement much earlier, when its root module is first
 * evaluated. So gatsby-browser wraps pages in the components below, which look the wrappers up
 * when React renders them, never when Gatsby asks for the element: one code path for
 * `gatsby develop` and the production build.
 */
type RootModule = typeof import("../wrap-root");

interface HotModule {
  hot?: { data?: { rootModule?: RootModule }; dispose: (save: (data: { rootModule?: RootModule }) => void) => void };
}
// Fast refresh may re-evaluate this module after the page has started (an edit to the theme or
// to wrap-root bubbles up to it); the loaded wrappers carry over so the open page keeps working.
const hotModule = (typeof module === "undefined" ? {} : module) as HotModule;

let rootModule: RootModule | undefined = hotModule.hot?.data?.rootModule;
hotModule.hot?.dispose((data) => {
  data.rootModule = rootModule;
});

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function loadBrowserRoot(): Promise<void> {
  if (rootModule) return;
  const loaded = await import(/* webpackChunkName: "boot-root" */ "../wrap-root");
  await nextTask();
  loaded.prepareSystem();
  rootModule = loaded;
}

function loadedRoot(): RootModule {
  if (!rootModule) throw new Error("The root wrappers rendered before onClientEntry loaded them");
  return rootModule;
}

export function BrowserRootWrapper({ children }: { children: ReactNode }) {
  const { RootWrapper } = loadedRoot();
  return <RootWrapper>{children}</RootWrapper>;
}

export function BrowserPageWrapper({ children, path }: { children: ReactNode; path: string }) {
  const { PageWrapper } = loadedRoot();
  return <PageWrapper path={path}>{children}</PageWrapper>;
}
