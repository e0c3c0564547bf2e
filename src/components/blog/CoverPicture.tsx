import type { IGatsbyImageData } from "gatsby-plugin-image";

// React 18 does not know `fetchPriority`; in lower case it reaches the <img> as the HTML attribute.
const HIGH_FETCH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

/**
 * Full width, height from the ratio of the image data: set explicitly (not `auto`), so the box keeps
 * that ratio after a smaller file with rounded pixel height (360 x 202 for 16:9) arrives.
 */
const imageStyle = (width: number, height: number) => ({ display: "block", width: "100%", height: "auto", aspectRatio: `${width} / ${height}`, objectFit: "cover" as const });

const oneLine = (srcSet: string) => srcSet.replace(/\s*\n\s*/g, " ");

export interface CoverPictureProps {
  image: IGatsbyImageData;
  alt: string;
  /** How wide the image is shown, for the browser's choice among the widths (see image-sizes.ts). */
  sizes: string;
  loading: "eager" | "lazy";
  /** For the page's largest paint: fetched before other images. */
  highPriority?: boolean;
}

/**
 * A cover drawn from its gatsbyImageData (AVIF, WebP and a JPEG or PNG fallback in several widths) as
 * plain <picture> markup: its width and height reserve its box and its dominant colour fills it
 * until the image paints; the browser lazy-loads it natively. No JavaScript is needed for any of it:
 * GatsbyImage would add JavaScript to the page and fetch a react-dom/server chunk after hydration on
 * every page that shows one (figures: docs/performance.md, "Images"; listed in docs/overrides.md).
 */
export function CoverPicture({ image, alt, sizes, loading, highPriority = false }: CoverPictureProps) {
  const { fallback, sources = [] } = image.images;
  return (
    <picture style={{ display: "block", backgroundColor: image.backgroundColor }}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={oneLine(source.srcSet)} sizes={sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet && oneLine(fallback.srcSet)}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
        style={imageStyle(image.width, image.height)}
        {...(highPriority ? HIGH_FETCH_PRIORITY : {})}
      />
    </picture>
  );
}
