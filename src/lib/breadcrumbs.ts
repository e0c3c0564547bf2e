/**
 * Where a page sits on the site, as a trail of its sections: shown by Breadcrumb.tsx and given to
 * search engines as schema.org's BreadcrumbList (in the page's <head>, through Seo's `jsonLd`).
 */

/** One step of a page's breadcrumb trail: its name and its path on the site. */
export interface Crumb {
  name: string;
  path: string;
}

/** schema.org's BreadcrumbList for a trail, first (the home page) to last (the page itself), with absolute URLs. */
export function breadcrumbJsonLd(siteUrl: string, trail: readonly Crumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: `${siteUrl}${crumb.path}` })),
  };
}
