import { Link } from "gatsby";
import { NOT_INDEXED } from "../search/indexed-region";
import { CategoryBadge } from "./CategoryBadge";
import { CoverPicture } from "./CoverPicture";
import { readTimeLabel, type PostSummary } from "./post";
import { postSummaryFrom, type PostSummaryNode } from "./post-summary";

/**
 * How wide a card's cover is shown (src/components/blog/image-sizes.ts says how these are read):
 * three columns of the post's column from md (704 px at lg, 16 px apart), one full-width column below.
 * Here rather than there, so it stays in this chunk.
 */
const RELATED_IMAGE_SIZES = "(min-width: 1024px) 224px, (min-width: 768px) calc((100vw - 80px) / 3), calc(100vw - 32px)";

/** The section's id, which a heading of a post's body can never take (src/content/heading-anchors.js RESERVED_IDS). */
export const RELATED_POSTS_ID = "related-posts";

function RelatedCard({ post }: { post: PostSummary }) {
  return (
    <li>
      <article className="related-card" data-testid="related-post">
        {/* Decoration: the title says what the post is. A post without a cover shows the brand's colour. */}
        <div className="related-cover" aria-hidden="true">
          {post.cover && <CoverPicture image={post.cover.image} alt="" sizes={RELATED_IMAGE_SIZES} loading="lazy" />}
        </div>
        <div>
          <CategoryBadge category={post.category} />
          <h3>
            <Link to={post.path}>{post.title}</Link>
          </h3>
          <p>
            <time dateTime={post.isoDate}>{post.date}</time> · {readTimeLabel(post.readTime)}
          </p>
        </div>
      </article>
    </li>
  );
}

/**
 * Up to three related posts under a post (chosen at build time: src/content/related.ts), as cards
 * with their covers; nothing when there are none. Styled by src/theme/content-css.ts. In a chunk of
 * its own (./related-posts-chunk.ts): not part of a post's first-load JavaScript.
 */
export function RelatedPosts({ nodes }: { nodes: readonly PostSummaryNode[] }) {
  if (nodes.length === 0) return null;
  const posts = nodes.map((node) => postSummaryFrom(node));
  return (
    <section aria-labelledby={RELATED_POSTS_ID} className="related-posts" {...NOT_INDEXED}>
      <h2 id={RELATED_POSTS_ID}>Related posts</h2>
      <ul>
        {posts.map((post) => (
          <RelatedCard key={post.id} post={post} />
        ))}
      </ul>
    </section>
  );
}
