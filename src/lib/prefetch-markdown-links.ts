import { safeHash, safePathname } from "./odd-urls";

/**
 * Links written in Markdown are plain <a> elements in HTML the build rendered. gatsby-plugin-catch-links
 * turns clicks on them into client-side navigations; prefetchMarkdownLinks gives them what Gatsby's
 * Link does before a click, through Gatsby's public `prefetchPathname`: a page's resources are
 * prefetched once its link scrolls into view, or when the pointer comes onto it.
 */

/** Paths on the site that are not Gatsby pages: never navigated to client-side, never prefetched. */
export const NOT_GATSBY_PAGES = /^\/admin(\/|$)/;

/** Same rule as gatsby-plugin-catch-links: a link to a file (other than .htm/.html) is the browser's. */
const FILE_EXTENSION = /^.*\.((?!htm)[a-z0-9]{1,5})$/i;

/** The page path (with query) a link leads to when Gatsby would handle it client-side, else null. */
export function internalPagePath(anchor: HTMLAnchorElement, location: Pick<Location, "origin" | "pathname" | "search">): string | null {
  if (!anchor.hasAttribute("href") || anchor.hasAttribute("download")) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  const target = new URL(anchor.href);
  if (target.origin !== location.origin) return null;
  const { pathname, search, hash } = target;
  if (NOT_GATSBY_PAGES.test(pathname) || FILE_EXTENSION.test(pathname)) return null;
  if (safePathname(pathname) !== pathname || safeHash(hash) !== hash) return null;
  const path = pathname + search;
  return path === location.pathname + location.search ? null : path;
}

/** Prefetches the internal links inside `container` as Gatsby's Link would (`prefetch`: Gatsby's prefetchPathname); returns the clean-up. */
export function prefetchMarkdownLinks(container: HTMLElement, prefetch: (path: string) => void, location: Location): () => void {
  const paths = new Map<Element, string>();
  for (const anchor of container.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const path = internalPagePath(anchor, location);
    if (path !== null) paths.set(anchor, path);
  }
  const observer =
    "IntersectionObserver" in window
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            const path = paths.get(entry.target);
            if (path === undefined || !(entry.isIntersecting || entry.intersectionRatio > 0)) continue;
            prefetch(path);
            observer?.unobserve(entry.target);
          }
        })
      : null;
  paths.forEach((_path, anchor) => observer?.observe(anchor));

  // Like Link's onMouseEnter: once each time the pointer comes onto the link, not for every child it crosses.
  const onPointerOver = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.("a");
    const path = anchor ? paths.get(anchor) : undefined;
    if (anchor && path !== undefined && !anchor.contains(event.relatedTarget as Node | null)) prefetch(path);
  };
  container.addEventListener("mouseover", onPointerOver);
  return () => {
    container.removeEventListener("mouseover", onPointerOver);
    observer?.disconnect();
  };
}
