import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";

export interface SamplePost {
  slug: string;
  title: string;
  category: string;
  author: string;
  date: string;
  /** The cover's file name in the post's folder ("" when the post has none) and its alt text. */
  cover: string;
  coverAlt: string;
}

/** The blog posts in content/blog (content/blog/<slug>/index.md, frontmatter read directly), newest first: the build must show exactly these. */
export function samplePosts(dir = "content/blog"): SamplePost[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, "index.md")))
    .map(({ name }) => {
      const source = readFileSync(join(dir, name, "index.md"), "utf8");
      const field = (key: string) => {
        const match = new RegExp(`^${key}:\\s*"?(.*?)"?\\s*$`, "m").exec(source);
        return match ? match[1] : "";
      };
      return {
        slug: name,
        title: field("title"),
        category: field("category"),
        author: field("author"),
        date: field("date"),
        cover: field("cover"),
        coverAlt: field("coverAlt"),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** Title and message of the toast whose title is `title`, once it shows. */
export async function readToast(page: Page, title: string) {
  const toast = page.getByTestId("toast").filter({ hasText: title });
  await toast.waitFor();
  return {
    title: (await toast.locator('[data-part="title"]').textContent())?.trim(),
    description: (await toast.locator('[data-part="description"]').textContent())?.trim(),
  };
}
