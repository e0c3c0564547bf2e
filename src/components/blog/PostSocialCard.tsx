import { Helmet } from "react-helmet";

export interface PostSocialCardProps {
  /** The cover cropped to 1200 x 630, as an absolute URL. */
  url: string;
  alt: string;
}

/**
 * A post's own social card. A second Helmet overrides the site card that Seo writes (react-helmet
 * keeps the last og:image, twitter:image, ... it sees), so pages without a cover carry none of this code.
 */
export function PostSocialCard({ url, alt }: PostSocialCardProps) {
  return (
    <Helmet>
      <meta property="og:image" content={url} />
      <meta property="og:image:alt" content={alt} />
      {/* A post's card is a JPEG (see the post query). */}
      <meta property="og:image:type" content="image/jpeg" />
      <meta name="twitter:image" content={url} />
      <meta name="twitter:image:alt" content={alt} />
    </Helmet>
  );
}
