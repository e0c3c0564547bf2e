import { useSiteMetadata } from "../lib/useSiteMetadata";

/** A page's own social card, instead of the site's (a post's cover, cropped to 1200 x 630). */
export interface SocialImage {
  /** An absolute URL. */
  url: string;
  alt: string;
  /** Its MIME type, when the card is not the site's PNG. */
  type?: string;
}

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
  /** The page's own social card; the site's card otherwise. */
  image?: SocialImage;
}

/**
 * The one head mechanism of the site: title `{title} | Scalewise`, description, canonical, social
 * cards. Pages render it from their `Head` export (Gatsby's Head API): the server writes the tags
 * into the HTML; in the browser Gatsby's runtime, which every page loads anyway, renders it apart
 * from the page once the page has rendered, and keeps the head in step after a client-side
 * navigation.
 */
export function Seo({ title, description, pathname, type = "website", noindex, keywords, jsonLd, image }: SeoProps) {
  const site = useSiteMetadata();
  const fullTitle = `${title} | ${site.title}`;
  const metaDescription = description || site.description;
  const url = pathname ? `${site.siteUrl}${pathname}` : undefined;
  const card = image ?? { url: `${site.siteUrl}${site.socialImage}`, alt: `${site.title}: ${site.tagline}` };
  const metaKeywords = (keywords ?? site.keywords).join(", ");

  return (
    <>
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
      <meta property="og:image" content={card.url} />
      {card.type && <meta property="og:image:type" content={card.type} />}
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={card.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={metaDescription} />
      <meta name="twitter:image" content={card.url} />
      {image && <meta name="twitter:image:alt" content={card.alt} />}
      <meta name="theme-color" content="#5a46e5" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {/* Raw text: React would escape the JSON's quotes, and a script's text is not unescaped. */}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />}
    </>
  );
}

/** JSON for a script tag: `<` escaped so text from Markdown can never close the tag. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
