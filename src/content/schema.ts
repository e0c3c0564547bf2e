/**
 * The Markdown content model: collections, their fields and allowed values.
 * Plain data with no Gatsby imports, shared by the build (gatsby-node), the validation
 * rules, the writers' guide and the CMS configuration.
 */
export const BLOG_CATEGORIES = ["AI Trends", "Strategy", "Case Study", "Tutorial", "Analytics"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const PAGE_KINDS = ["page", "article"] as const;

export const DOC_BADGES = ["Beginner", "Developer", "Advanced", "Integration", "Security"] as const;
export type DocBadge = (typeof DOC_BADGES)[number];

export const COLLECTIONS = ["blog", "legal", "help", "docs"] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** An explicit readTime must be a whole number of minutes in this range (posts take 5 to 9 minutes to read). */
export const READ_TIME_LIMITS = { min: 5, max: 9 } as const;
export const EXCERPT_MAX_LENGTH = 300;
export const COVER_ALT_MAX_LENGTH = 200;

export type FieldType = "text" | "date" | "choice" | "minutes" | "boolean" | "slug" | "count" | "order" | "image" | "paths";

export interface FieldRule {
  name: string;
  type: FieldType;
  required: boolean;
  /** What the field is for, in the writers' words. */
  hint: string;
  /** Allowed values of a `choice` field. */
  options?: readonly string[];
  maxLength?: number;
  /** A `date` that may not lie before the named date field of the same file (`updated` after `date`). */
  notBefore?: string;
}

export interface CollectionRule {
  /** Folder under content/. */
  folder: string;
  /** How a writer calls one file of this collection. */
  noun: string;
  fields: FieldRule[];
  /** Whether text below the frontmatter is required. */
  bodyRequired: boolean;
}

const title: FieldRule = { name: "title", type: "text", required: true, hint: "The heading of the page." };
const slug: FieldRule = {
  name: "slug",
  type: "slug",
  required: false,
  hint: "The last part of the URL; defaults to the file name.",
};

export const collections: Record<Collection, CollectionRule> = {
  blog: {
    folder: "blog",
    noun: "blog post",
    bodyRequired: true,
    fields: [
      title,
      {
        name: "date",
        type: "date",
        required: true,
        hint: "Publication date, YYYY-MM-DD. A date still ahead schedules the post: it goes live with the first build on or after that day.",
      },
      {
        name: "updated",
        type: "date",
        required: false,
        notBefore: "date",
        hint: "When the post last changed in substance, YYYY-MM-DD; shown as \"Updated <date>\". Leave it out for a post never revised.",
      },
      { name: "author", type: "text", required: true, hint: "The writer's full name." },
      { name: "category", type: "choice", required: true, options: BLOG_CATEGORIES, hint: "One blog category." },
      {
        name: "excerpt",
        type: "text",
        required: true,
        maxLength: EXCERPT_MAX_LENGTH,
        hint: "One or two sentences shown on the blog list, in the feed and in search results.",
      },
      {
        name: "cover",
        type: "image",
        required: false,
        hint: "A JPEG, PNG or WebP image in the post's folder (e.g. cover.jpg), ideally 1600 to 2000 px wide: shown at the top of the post, on its card and when the post is shared.",
      },
      {
        name: "coverAlt",
        type: "text",
        required: false,
        maxLength: COVER_ALT_MAX_LENGTH,
        hint: "What the cover shows, in one sentence, for people who cannot see it. Required when the post has a cover.",
      },
      {
        name: "readTime",
        type: "minutes",
        required: false,
        hint: "Minutes to read; computed from the word count when left out.",
      },
      { name: "draft", type: "boolean", required: false, hint: "true keeps the post out of the published site." },
      slug,
      {
        name: "redirectFrom",
        type: "paths",
        required: false,
        hint: "The post's old addresses, e.g. /blog/old-name/, after a rename: each sends readers and search engines here (301).",
      },
    ],
  },
  legal: {
    folder: "legal",
    noun: "legal page",
    bodyRequired: true,
    fields: [
      title,
      { name: "description", type: "text", required: true, hint: "One sentence for search results." },
      { name: "updated", type: "date", required: true, hint: "When the text last changed, YYYY-MM-DD." },
      slug,
    ],
  },
  help: {
    folder: "help",
    noun: "help page",
    bodyRequired: false,
    fields: [
      title,
      { name: "summary", type: "text", required: true, hint: "One line shown on cards and in search." },
      { name: "kind", type: "choice", required: true, options: PAGE_KINDS, hint: "page (a category) or article." },
      { name: "articleCount", type: "count", required: false, hint: "Articles in a help category (cards)." },
      { name: "order", type: "order", required: false, hint: "Position on the help center, 1 first." },
    ],
  },
  docs: {
    folder: "docs",
    noun: "docs page",
    bodyRequired: false,
    fields: [
      title,
      { name: "summary", type: "text", required: true, hint: "One line shown on cards and in search." },
      { name: "kind", type: "choice", required: true, options: PAGE_KINDS, hint: "page or article." },
      { name: "badge", type: "choice", required: true, options: DOC_BADGES, hint: "The level shown on the card." },
      { name: "order", type: "order", required: false, hint: "Position on the documentation hub, 1 first." },
    ],
  },
};

export function isCollection(name: string): name is Collection {
  return (COLLECTIONS as readonly string[]).includes(name);
}
