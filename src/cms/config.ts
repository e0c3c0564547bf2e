import type { CmsCollection, CmsConfig, CmsField } from "decap-cms-core";
import { POST_FILE_NAME, SLUG_PATTERN, UPLOADS_FOLDER } from "../content/paths";
import { READ_TIME_LIMITS, collections, type CollectionRule, type FieldRule } from "../content/schema";
import type { Collection } from "../content/vocabulary";
import type { CmsSettings } from "./settings";

/** Where `npm run cms` starts decap-server; the CMS uses it only when opened on localhost. */
export const LOCAL_BACKEND_URL = "http://127.0.0.1:8081/api/v1";

/** Decap needs a site-wide media folder; every collection here keeps its images beside its entries instead (ENTRY_MEDIA). */
export const MEDIA_FOLDER = `static/${UPLOADS_FOLDER}/blog`;
export const PUBLIC_FOLDER = `/${UPLOADS_FOLDER}/blog`;

/**
 * Blog posts, authors and legal pages keep their images beside their Markdown file, written by file
 * name (`cover.jpg`), as the writers' guide asks: the build then resizes and compresses them.
 */
export const ENTRY_MEDIA = { media_folder: "", public_folder: "" } as const;

const LABELS: Partial<Record<string, string>> = {
  readTime: "Read time (minutes)",
  redirectFrom: "Old addresses (redirects)",
  cover: "Cover image",
  coverAlt: "Cover image description (alt text)",
};

const labelFor = (name: string) => LABELS[name] ?? name.charAt(0).toUpperCase() + name.slice(1).replace(/([A-Z])/g, " $1").toLowerCase();

/**
 * Where "View Preview" (a pull request's deploy preview) and "View Live" open an entry, relative
 * to the deploy: the address the build gives the file (src/content/paths.ts, contentPath). Decap
 * fills {{dirname}} (a post's folder) / {{filename}} from the file's path, so an entry with a
 * `slug` field of its own opens at its folder's address (see content/README.md).
 */
export const PREVIEW_PATHS = {
  blog: "blog/{{dirname}}/",
  legal: "{{filename}}/",
  help: "help/{{filename}}/",
  helpArticles: "help/article/{{filename}}/",
  docs: "docs/{{filename}}/",
  authors: "blog/author/{{filename}}/",
} as const;

// Where the schema's hint speaks of the file ("true keeps..."), writers in the editor read these.
const EDITOR_HINTS: Partial<Record<string, string>> = {
  draft: "Switch on to keep this post off the published site until you switch it off again.",
  author: "Who wrote the post, chosen from the Authors collection. Someone new? Add them under Authors first.",
  slug: "The last part of the URL. Leave it empty to keep the folder name, which the editor makes from the title.",
};

/** The longest text a one-line box is offered for (an author's role); longer ones get a box of several lines. */
const ONE_LINE_MAX_LENGTH = 100;

const lengthPattern = (max: number): [string, string] => [`^[\\s\\S]{0,${max}}$`, `Keep it to ${max} characters or fewer.`];

/** The editor field for one frontmatter rule: same name, same required flag, same allowed values. */
export function cmsField(rule: FieldRule): CmsField {
  const base = { name: rule.name, label: rule.label ?? labelFor(rule.name), required: rule.required, hint: EDITOR_HINTS[rule.name] ?? rule.hint };
  switch (rule.type) {
    case "text":
      // A box of several lines for what may run to sentences (an excerpt, a bio); one line otherwise.
      return {
        ...base,
        widget: rule.maxLength && rule.maxLength > ONE_LINE_MAX_LENGTH ? "text" : "string",
        ...(rule.maxLength ? { pattern: lengthPattern(rule.maxLength) } : {}),
      };
    case "date":
      // Stored as YYYY-MM-DD, the form the build's validation and the writers' guide use.
      return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
    case "choice":
      return { ...base, widget: "select", options: [...(rule.options ?? [])] };
    case "minutes":
      return {
        ...base,
        widget: "number",
        value_type: "int",
        min: READ_TIME_LIMITS.min,
        max: READ_TIME_LIMITS.max,
        hint: `${rule.hint} Leave it empty unless you want to override that; otherwise a whole number from ${READ_TIME_LIMITS.min} to ${READ_TIME_LIMITS.max}.`,
      };
    case "boolean":
      return { ...base, widget: "boolean", default: false };
    case "slug":
      return {
        ...base,
        widget: "string",
        pattern: [SLUG_PATTERN.source, "Use only lowercase letters, digits and single hyphens, like my-first-post."],
      };
    case "count":
    case "order":
      return { ...base, widget: "number", value_type: "int", min: rule.type === "count" ? 0 : 1 };
    case "paths":
      // A list of strings in the file (`redirectFrom:` then `  - /blog/old-name/` lines), one text box per old address.
      return {
        ...base,
        widget: "list",
        allow_add: true,
        collapsed: false,
        field: {
          name: "path",
          label: "Old address",
          widget: "string",
          pattern: ["^/[^\\s?#*:\\\\]*$", "Write a path of this site starting with /, such as /blog/old-name/."],
        },
      };
    case "image":
      // Uploads only: a URL would point at another website, which the build rejects.
      return { ...base, widget: "image", choose_url: false };
    case "reference":
      // A choice among the files of that collection (its editor collection has the same name), stored
      // as the file's slug: its name without .md, which is what the build looks the file up by.
      return {
        ...base,
        widget: "relation",
        collection: rule.collection!,
        value_field: "{{slug}}",
        search_fields: ["title"],
        display_fields: ["title"],
        options_length: 100,
      };
    case "link":
      return { ...base, widget: "string", pattern: ["^https://\\S+$", "Write the whole address, starting with https://."] };
  }
}

/** Frontmatter fields, then the Markdown body (none for a collection whose files have no body). */
export function cmsFields(collection: CollectionRule): CmsField[] {
  return [
    ...collection.fields.map(cmsField),
    ...(collection.bodyless ? [] : [{ name: "body", label: "Body", widget: "markdown", required: collection.bodyRequired } satisfies CmsField]),
  ];
}

/** Names of fields a writer may leave out; the CMS drops them from the file when left empty. */
export function optionalFieldNames(collection: CollectionRule): string[] {
  return collection.fields.filter((rule) => !rule.required).map((rule) => rule.name);
}

const blogCollection: CmsCollection = {
  name: "blog",
  label: "Blog posts",
  label_singular: "Blog post",
  description: "Posts published at /blog/. A post marked as draft stays off the site.",
  folder: `content/${collections.blog.folder}`,
  extension: "md",
  format: "frontmatter",
  create: true,
  // The folder name is the post's URL: content/blog/<slug-of-the-title>/index.md -> /blog/<slug-of-the-title>/.
  slug: "{{slug}}",
  path: `{{slug}}/${POST_FILE_NAME.replace(/\.md$/, "")}`,
  ...ENTRY_MEDIA,
  identifier_field: "title",
  summary: "{{title}} ({{category}}, {{date}})",
  sortable_fields: ["date", "title", "category", "author"],
  preview_path: PREVIEW_PATHS.blog,
  view_filters: collections.blog.fields
    .find((rule) => rule.name === "category")!
    .options!.map((category) => ({ label: category, field: "category", pattern: category })),
  fields: cmsFields(collections.blog),
};

const legalFields = cmsFields(collections.legal);

const legalCollection: CmsCollection = {
  name: "legal",
  label: "Legal pages",
  description: "The privacy policy and the terms of service.",
  preview_path: PREVIEW_PATHS.legal,
  extension: "md",
  format: "frontmatter",
  ...ENTRY_MEDIA,
  files: [
    { name: "privacy", label: "Privacy policy", file: `content/${collections.legal.folder}/privacy.md`, fields: legalFields },
    { name: "terms", label: "Terms of service", file: `content/${collections.legal.folder}/terms.md`, fields: legalFields },
  ],
};

/**
 * A help or docs collection's fields: the schema's, `kind` fixed where the folder decides it (the
 * build refuses an article outside content/help/article/ and a page inside it), and the body, which
 * may stay empty: the page then says it is being written.
 */
function supportFields(collection: CollectionRule, fixedKind?: "page" | "article", leaveOut: readonly string[] = []): CmsField[] {
  return cmsFields(collection)
    .filter((field) => !leaveOut.includes(field.name))
    .map((field) => {
      if (field.name === "kind" && fixedKind) return { name: "kind", label: "Kind", widget: "hidden", default: fixedKind };
      if (field.name === "body") return { ...field, hint: "The page's text in Markdown, with ## headings. Leave it empty and the page says it is being written." };
      return field;
    });
}

const helpCollection: CmsCollection = {
  name: "help",
  label: "Help categories",
  label_singular: "Help category",
  description: "The help center's categories (/help/<name>/): their cards, and each category's own page.",
  folder: `content/${collections.help.folder}`,
  extension: "md",
  format: "frontmatter",
  create: false,
  ...ENTRY_MEDIA,
  identifier_field: "title",
  summary: "{{title}}",
  sortable_fields: ["order", "title"],
  preview_path: PREVIEW_PATHS.help,
  fields: supportFields(collections.help, "page"),
};

const helpArticlesCollection: CmsCollection = {
  name: "help_articles",
  label: "Help articles",
  label_singular: "Help article",
  description: "Articles of the help center (/help/article/<name>/), listed under Popular articles. The file is named from the title.",
  folder: `content/${collections.help.folder}/article`,
  extension: "md",
  format: "frontmatter",
  create: true,
  slug: "{{slug}}",
  ...ENTRY_MEDIA,
  identifier_field: "title",
  summary: "{{title}}",
  sortable_fields: ["order", "title"],
  preview_path: PREVIEW_PATHS.helpArticles,
  fields: supportFields(collections.help, "article", ["articleCount"]),
};

const docsCollection: CmsCollection = {
  name: "docs",
  label: "Documentation pages",
  label_singular: "Documentation page",
  description: "The documentation hub's pages (/docs/<name>/). The file is named from the title.",
  folder: `content/${collections.docs.folder}`,
  extension: "md",
  format: "frontmatter",
  create: true,
  slug: "{{slug}}",
  ...ENTRY_MEDIA,
  identifier_field: "title",
  summary: "{{title}} ({{badge}})",
  sortable_fields: ["order", "title"],
  preview_path: PREVIEW_PATHS.docs,
  fields: supportFields(collections.docs),
};

/**
 * The authors (content/authors/<slug>.md, their photo beside it): one file each, named from the
 * name, which is what a post's author field stores. A folder per author, like a post's, would not do:
 * Decap gives such an entry the slug `<name>/index`, and the relation field stores the slug.
 */
const authorsCollection: CmsCollection = {
  name: "authors",
  label: "Authors",
  label_singular: "Author",
  description: "The people who write the blog: each has a page of their posts at /blog/author/<name>/. The file is named from the name, and posts store that file name as their author.",
  folder: `content/${collections.authors.folder}`,
  extension: "md",
  format: "frontmatter",
  create: true,
  slug: "{{slug}}",
  ...ENTRY_MEDIA,
  identifier_field: "title",
  summary: "{{title}} ({{role}})",
  sortable_fields: ["title"],
  preview_path: PREVIEW_PATHS.authors,
  fields: cmsFields(collections.authors),
};

/** The content rules (src/content/schema.ts) each editor collection follows. */
export const SCHEMA_COLLECTION: Record<string, Collection> = { blog: "blog", legal: "legal", help: "help", help_articles: "help", docs: "docs", authors: "authors" };

/** The CMS configuration but for the host, which the build's environment decides (cmsConfigFor). */
export const cmsConfig = {
  load_config_file: false,
  local_backend: { url: LOCAL_BACKEND_URL },
  locale: "en",
  logo_url: "/favicon.svg",
  media_folder: MEDIA_FOLDER,
  public_folder: PUBLIC_FOLDER,
  slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
  collections: [blogCollection, authorsCollection, legalCollection, helpCollection, helpArticlesCollection, docsCollection],
} satisfies Omit<CmsConfig, "backend">;

/**
 * The whole configuration; nothing is read from a config.yml. Every entry in progress is a
 * branch and a pull request (Drafts, In review, Ready) until it is published. `npm run cms`'s
 * file-system backend has no branches: Decap asks it which modes it supports and falls back to
 * publishing straight away; in its git mode (`npm run cms -- --workflow`) the workflow stays.
 */
export function cmsConfigFor(settings: CmsSettings): CmsConfig {
  return {
    ...cmsConfig,
    backend: settings.backend,
    publish_mode: "editorial_workflow",
    show_preview_links: true,
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
  };
}
