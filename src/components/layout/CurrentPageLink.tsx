import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { currentPageAttribute, useCurrentPath } from "../../lib/current-path";

type CurrentPageLinkProps = Omit<React.ComponentProps<typeof GatsbyLink>, "ref">;

/**
 * Gatsby's Link, marked `aria-current="page"` from the current path in context rather than from
 * the router's location: the navbar and the footer are rendered once for every page, as Gatsby
 * slices, where there is no page location (see src/lib/current-path.tsx).
 */
export function CurrentPageLink({ to, ...rest }: CurrentPageLinkProps) {
  return <GatsbyLink to={to} aria-current={currentPageAttribute(useCurrentPath(), to)} {...rest} />;
}
