interface RouteLocation {
  pathname: string;
  hash: string;
}

/**
 * What Gatsby should do with the scroll position after a navigation:
 * - a hash (`/features/#integrations`) scrolls to its element (returned as its id);
 * - a new path scrolls the window to the top, on every path change;
 * - a change of query only (blog filter) keeps the position.
 */
export function scrollTargetFor(
  location: RouteLocation,
  previous: RouteLocation | undefined,
): string | [number, number] | boolean {
  if (location.hash.length > 1) {
    try {
      return decodeURIComponent(location.hash.slice(1));
    } catch {
      return location.hash.slice(1);
    }
  }
  if (previous && previous.pathname === location.pathname) return false;
  return [0, 0];
}
