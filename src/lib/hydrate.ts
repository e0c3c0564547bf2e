import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Hydrates (or, for client-only pages with an empty body, renders) the app as a transition.
 *
 * React 18 hydrates a root in one uninterrupted task unless the work is a transition; as a
 * transition it yields to the browser every few milliseconds. The page is already visible and
 * readable from the server HTML, so nothing is lost by letting hydration run in slices, and the
 * main thread never blocks for hundreds of milliseconds on a slow phone (Lighthouse TBT).
 * Gatsby's own check decides between the two: server HTML is present when the focus wrapper
 * has children.
 */
export function hydrateInSlices(app: ReactElement, container: Element | Document | DocumentFragment | null) {
  if (!(container instanceof Element)) throw new Error("Gatsby's root element (#___gatsby) is missing");
  const focusWrapper = document.getElementById("gatsby-focus-wrapper");
  startTransition(() => {
    if (focusWrapper && focusWrapper.children.length > 0) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
