/** @jsxImportSource @emotion/react */
import { Link } from "gatsby";
import { recipeStyles, staticCss } from "../../theme/static-css";
import { CardCover } from "./CardCover";
import { CategoryBadge } from "./CategoryBadge";
import { PostMeta } from "./PostMeta";
import { ReleaseBadge } from "./ReleaseBadge";
import type { PostSummary } from "./post";

// Plain elements with static styles: every blog list page renders a dozen cards at build time.
const cardCss = staticCss({
  display: "flex",
  flexDirection: "column",
  gap: "3",
  p: "6",
  bg: "bg.canvas",
  borderWidth: "1px",
  borderColor: "border",
  rounded: "xl",
  overflow: "hidden",
  transition: "box-shadow 0.2s, border-color 0.2s",
  _hover: { boxShadow: "md", borderColor: "brand.emphasized" },
});
const titleCss = staticCss((system) => ({ ...recipeStyles(system, "heading"), fontSize: "xl", lineHeight: "1.35", color: "fg.heading" }));
const excerptCss = staticCss({ color: "fg.muted", flex: "1" });
const readMoreCss = staticCss((system) => ({ ...recipeStyles(system, "link"), color: "brand.fg", fontWeight: "semibold" }));
const visuallyHiddenCss = staticCss({ srOnly: true });

/** One post on the blog list. `coverLoading`: eager only for a card that shows on the first screen. */
export function PostCard({ post, coverLoading = "lazy" }: { post: PostSummary; coverLoading?: "eager" | "lazy" }) {
  return (
    <article css={cardCss()} data-testid="post-card">
      <CardCover cover={post.cover} category={post.category} loading={coverLoading} />
      <CategoryBadge category={post.category} />
      <ReleaseBadge release={post.release} date={post.date} />
      <h2 css={titleCss()}>{post.title}</h2>
      <p css={excerptCss()}>{post.excerpt}</p>
      <PostMeta author={post.author} date={post.date} isoDate={post.isoDate} readTime={post.readTime} />
      <div>
        <Link to={post.path} css={readMoreCss()}>
          Read More
          <span css={visuallyHiddenCss()}>{`: ${post.title}`}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </article>
  );
}
