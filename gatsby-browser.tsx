import type { GatsbyBrowser } from "gatsby";
import { scrollTargetFor } from "./src/lib/scroll";
import { hydrateInSlices } from "./src/lib/hydrate";
import { BrowserPageWrapper, BrowserRootWrapper, loadBrowserRoot } from "./src/lib/browser-root";
import { onSearchShortcut } from "./src/components/search/search-gate";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // `/` and Ctrl+K or ⌘K open the site search from any page.
  document.addEventListener("keydown", onSearchShortcut);
  return loadBrowserRoot();
};

// Components, not direct calls: `gatsby develop` asks for the root element before onClientEntry.
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <BrowserRootWrapper>{element}</BrowserRootWrapper>;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <BrowserPageWrapper path={props.location.pathname}>{element}</BrowserPageWrapper>
);

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) =>
  scrollTargetFor(routerProps.location, prevRouterProps?.location);

// Gatsby types the renderer as React 17's overloaded ReactDOM.render; it calls it as (element, container).
type GatsbyRenderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as unknown as GatsbyRenderer;
