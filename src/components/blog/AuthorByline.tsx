import { Link } from "gatsby";
import { AuthorPhoto } from "./AuthorPhoto";
import type { PostAuthor } from "./post";

/**
 * A post's author beside its title: their photo and name, linking to their list of posts (styled by
 * src/theme/content-css.ts). The editor's preview knows the name only, and shows that.
 */
export function AuthorByline({ author }: { author: PostAuthor }) {
  if (!author.path) return <>{author.name}</>;
  return (
    <Link to={author.path} className="author-link" data-testid="post-author">
      {author.photo && <AuthorPhoto image={author.photo} size="sm" />}
      {author.name}
    </Link>
  );
}
