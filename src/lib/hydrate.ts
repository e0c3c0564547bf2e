import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";

/**
 * Hydrates (or, for client-only pages with an empty body, renders) the app as a transition.
 *
 * React 18 hydrates a root in one uninterrupted task unless the work is a transition; as a
 * transition it yields to the browser every few milliseconds. The page is already visible and
 * readable from the server HTML, so nothing is lost by letting hydration run in slices, and the
 * main thread never blocks for hundreds of milliseconds on a slow phone (Lighthouse TBT).
 *
 * Gatsby also renders other trees through this function (`gatsby develop` mounts its loading
 * indicator into a new, empty element), so the choice is made per container: hydrate only a
 * container whose own focus wrapper holds server-rendered markup. Returns the unmount function
 * Gatsby's development runtime expects.
 */
export function hydrateInSlices(app: ReactElement, container: Element | Document | DocumentFragment | null): () => void {
  if (!(container instanceof Element)) throw new Error("Gatsby's root element (#___gatsby) is missing");
  const focusWrapper = container.querySelector("#gatsby-focus-wrapper");
  const hasServerMarkup = focusWrapper !== null && focusWrapper.children.length > 0;
  let root: Root | undefined;
  startTransition(() => {
    if (hasServerMarkup) root = hydrateRoot(container, app);
    else {
      root = createRoot(container);
      root.render(app);
    }
  });
  return () => root?.unmount();
}
