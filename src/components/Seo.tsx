import * as React from "react";
import { Helmet } from "react-helmet";
import { useSiteMetadata } from "../lib/useSiteMetadata";

export interface SeoProps {
  title: string;
  description?: string;
  /** The page's path, e.g. `/pricing/`; used for the canonical URL and og:url. */
  pathname?: string;
  type?: "website" | "article";
  /** Keep the page out of search engines (404, dashboard, admin). */
  noindex?: boolean;
  keywords?: string[];
  /** Structured data for the page (serialised as JSON-LD). */
  jsonLd?: Record<string, unknown>;
  children?: React.ReactNode;
}

/** The one head mechanism of the site: title `{title} | Scalewise`, description, canonical, social cards. */
export function Seo({ title, description, pathname, type = "website", noindex, keywords, jsonLd, children }: SeoProps) {
  const site = useSiteMetadata();
  const fullTitle = `${title} | ${site.title}`;
  const metaDescription = description || site.description;
  const url = pathname ? `${site.siteUrl}${pathname}` : undefined;
  const image = `${site.siteUrl}${site.socialImage}`;
  const metaKeywords = (keywords ?? site.keywords).join(", ");

  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <meta name="keywords" content={metaKeywords} />
      {url && <link rel="canonical" href={url} />}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:type" content={type} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={`${site.title}: ${site.tagline}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={metaDescription} />
      <meta name="twitter:image" content={image} />
      <meta name="theme-color" content="#5a46e5" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {jsonLd && <script type="application/ld+json">{serializeJsonLd(jsonLd)}</script>}
      {children}
    </Helmet>
  );
}

/** JSON for a script tag: `<` escaped so text from Markdown can never close the tag. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
