import { Link } from "gatsby";
import type { Crumb } from "../lib/breadcrumbs";
import { NOT_INDEXED } from "./search/indexed-region";

/**
 * The way back up from a page: its sections, from the widest (Blog, Help Center) to the nearest (a
 * post's category). The page itself is its own heading, right below, so the trail stops above it.
 * Styled by src/theme/content-css.ts.
 */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb" {...NOT_INDEXED}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.path}>
            <Link to={crumb.path}>{crumb.name}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
