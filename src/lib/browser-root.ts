/**
 * The browser's root wrappers (Chakra provider, toaster host) arrive as their own chunk while
 * Gatsby runs onClientEntry, and the Chakra system is created in a task of its own after it.
 * Evaluating the framework, Gatsby's runtime, Chakra's modules and the system in one go was a
 * single task of ~250 ms on a slow phone; three shorter tasks let the browser respond between
 * them. Gatsby waits for onClientEntry before it renders, so the wrappers are always there.
 */
type RootModule = typeof import("../wrap-root");

let rootModule: RootModule | undefined;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function loadBrowserRoot(): Promise<void> {
  if (rootModule) return;
  const loaded = await import(/* webpackChunkName: "boot-root" */ "../wrap-root");
  await nextTask();
  loaded.prepareSystem();
  rootModule = loaded;
}

export function browserRoot(): RootModule {
  if (!rootModule) throw new Error("The root wrappers are used before onClientEntry loaded them");
  return rootModule;
}
