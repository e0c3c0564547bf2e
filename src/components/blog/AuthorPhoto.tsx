import type { IGatsbyImageData } from "gatsby-plugin-image";
import { CoverPicture } from "./CoverPicture";

/**
 * An author's photo in a circle (.author-photo, src/theme/content-css.ts): `sm` beside a post's title,
 * `lg` above their list of posts, as the build made it from their file's (gatsby-plugin-image's fixed
 * sizes, drawn as plain <picture> markup: no JavaScript). Its text alternative is empty: the photo
 * always sits beside the author's name, which says who it shows.
 */
export function AuthorPhoto({ image, size }: { image: IGatsbyImageData; size: "sm" | "lg" }) {
  return (
    <span className="author-photo" data-size={size}>
      <CoverPicture image={image} alt="" sizes={`${image.width}px`} loading="eager" />
    </span>
  );
}
