/**
 * The Markdown content model: each collection's frontmatter fields, what they mean to writers, and
 * the one schema (yup) every file's frontmatter is validated against, as parsed (./frontmatter.ts).
 * The build (gatsby-node), the GraphQL types, the editor's configuration and the writers' guide all
 * read it from here.
 */
import { array, boolean, number, object, string, ValidationError, type AnySchema, type TestContext } from "yup";
import { distance } from "fastest-levenshtein";
import { AUTHOR_LINKS, BLOG_CATEGORIES, DOC_BADGES, PAGE_KINDS, type Collection } from "./vocabulary";
import { SLUG_PATTERN, slugify } from "./paths";
import { redirectSourceProblem, type SiteFacts } from "./addresses";
import { dateProblem } from "./date-rules";
import { AUTHOR_IMAGES, POST_IMAGES, type ImagePlace } from "./media";

/** An explicit readTime must be a whole number of minutes in this range. */
export const READ_TIME_LIMITS = { min: 1, max: 60 } as const;
export const EXCERPT_MAX_LENGTH = 300;
export const COVER_ALT_MAX_LENGTH = 200;
export const ROLE_MAX_LENGTH = 80;
export const BIO_MAX_LENGTH = 400;

export type FieldType = "text" | "date" | "choice" | "minutes" | "boolean" | "slug" | "count" | "order" | "image" | "paths" | "reference" | "link";

export interface FieldRule {
  name: string;
  type: FieldType;
  required: boolean;
  /** What the field is for, in the writers' words. */
  hint: string;
  /** The field's name in the editor, when the file's name for it would read oddly there (an author's `title` is their name). */
  label?: string;
  /** The collection a `reference` names one file of, by that file's slug (a post's `author`: an author's file name). */
  collection?: Collection;
  /** The websites a `link` must lead to (a LinkedIn profile on linkedin.com), subdomains included; left out, any. */
  hosts?: readonly string[];
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
  /** Whether the files have no text below the frontmatter at all (an author's bio is a field). */
  bodyless?: boolean;
  /** Where the files keep the images their fields name; a post's folder when left out. */
  images?: ImagePlace;
}

const LINK_HINTS: Record<(typeof AUTHOR_LINKS)[number]["name"], string> = {
  website: "Their own website, its whole address from https://, shown as a link on their page.",
  linkedin: "Their LinkedIn profile, https://www.linkedin.com/in/...",
  github: "Their GitHub profile, https://github.com/...",
};

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
      {
        name: "author",
        type: "reference",
        collection: "authors",
        required: true,
        hint: "Who wrote the post: the name of their file in content/authors/ without .md, e.g. meera-iyer for content/authors/meera-iyer.md.",
      },
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
        hint: `Minutes to read; computed from the words when left out. Write it only to override that: a whole number from ${READ_TIME_LIMITS.min} to ${READ_TIME_LIMITS.max}.`,
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
  authors: {
    folder: "authors",
    noun: "author",
    bodyRequired: false,
    bodyless: true,
    images: AUTHOR_IMAGES,
    fields: [
      { ...title, label: "Name", hint: "The author's full name, as readers see it on their posts and at the top of their page." },
      { name: "role", type: "text", required: true, maxLength: ROLE_MAX_LENGTH, hint: "Their job, shown above their name on their page, e.g. Head of Growth Analytics." },
      {
        name: "bio",
        type: "text",
        required: true,
        maxLength: BIO_MAX_LENGTH,
        hint: "Two or three sentences about them, shown on their page.",
      },
      {
        name: "photo",
        type: "image",
        required: true,
        hint: "A square JPEG, PNG or WebP portrait beside the author's file, named like it (meera-iyer.jpg), at least 400 px wide: shown in a circle beside their name.",
      },
      ...AUTHOR_LINKS.map((link): FieldRule => ({ ...link, type: "link", required: false, hint: LINK_HINTS[link.name] })),
    ],
  },
};

/** The names of a collection's image fields (a post's cover, an author's photo): the files the build reads beside the entry. */
export const imageFieldNames = (collection: CollectionRule): string[] => collection.fields.filter((field) => field.type === "image").map((field) => field.name);

/** A value as a writer would recognise it in a message: text in quotes, anything else as YAML would show it. */
export const shownValue = (value: unknown) => JSON.stringify(value) ?? String(value);

/** The known field closest to a misspelt one, when it is close enough to be what the writer meant. */
function closestField(name: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : null;
}

/** Why `value` is not an address of a page on another website (https, on one of `hosts` when given), or null. */
function linkProblem(value: string, hosts: readonly string[] | undefined): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "is not a web address; write it whole, starting with https://";
  }
  if (url.protocol !== "https:") return "must start with https://";
  if (url.username || url.password) return "may not carry a user name or password";
  const host = url.hostname.toLowerCase();
  if (hosts && !hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))) return `is not on ${hosts.join(" or ")}`;
  return null;
}

const isBlank = (value: unknown) => value === null || (typeof value === "string" && value.trim() === "");

/** One field's schema: the value's type and range, each message naming the field and what was found. */
function fieldSchema(rule: FieldRule, collection: CollectionRule): AnySchema {
  const { name } = rule;
  const found = ({ value }: { value: unknown }) => shownValue(value);
  const whole = (min: number, what: string) =>
    number()
      .strict()
      .typeError((p) => `${name} ${found(p)} is not ${what}`)
      .integer((p) => `${name} ${found(p)} is not ${what}`)
      .min(min, (p) => `${name} ${found(p)} is not ${what}`);
  let schema: AnySchema;
  switch (rule.type) {
    case "text":
      schema = string()
        .strict()
        .typeError((p) => `${name} must be text; found ${found(p)}`)
        .max(rule.maxLength ?? Infinity, ({ value }) => `${name} is ${String(value).length} characters long; keep it to ${rule.maxLength} or fewer`);
      break;
    case "date":
      schema = string()
        .strict()
        .typeError((p) => `${name} ${found(p)} is not a date; write it as YYYY-MM-DD, for example 2025-03-14`)
        .test("date", function (value) {
          const problem = typeof value === "string" ? dateProblem(value) : null;
          if (problem) return this.createError({ message: `${name} ${shownValue(value)} ${problem}` });
          const earliest = rule.notBefore ? (this.parent as Record<string, unknown>)[rule.notBefore] : undefined;
          if (typeof value === "string" && typeof earliest === "string" && dateProblem(earliest) === null && value.slice(0, 10) < earliest.slice(0, 10)) {
            return this.createError({
              message: `${name} ${shownValue(value)} is before ${rule.notBefore} ${shownValue(earliest)}; a post cannot change before it is published`,
            });
          }
          return true;
        });
      break;
    case "choice":
      schema = string()
        .strict()
        .oneOf([...(rule.options ?? [])], (p) => `${name} ${found(p)} is not one of ${rule.options?.join(", ")}`)
        .typeError((p) => `${name} ${found(p)} is not one of ${rule.options?.join(", ")}`);
      break;
    case "minutes": {
      const what = `a whole number of minutes from ${READ_TIME_LIMITS.min} to ${READ_TIME_LIMITS.max}`;
      schema = whole(READ_TIME_LIMITS.min, what).max(READ_TIME_LIMITS.max, (p) => `${name} ${found(p)} is not ${what}`);
      break;
    }
    case "count":
      schema = whole(0, "a whole number of 0 or more");
      break;
    case "order":
      schema = whole(1, "a whole number of 1 or more");
      break;
    case "boolean":
      schema = boolean()
        .strict()
        .typeError((p) => `${name} ${found(p)} must be true or false`);
      break;
    case "slug":
      schema = string()
        .strict()
        .typeError((p) => `${name} ${found(p)} may use only lowercase letters, digits and single hyphens, like "my-post"`)
        .matches(SLUG_PATTERN, ({ value }) => `${name} ${shownValue(value)} may use only lowercase letters, digits and single hyphens, like "${slugify(String(value)) || "my-post"}"`);
      break;
    case "image":
      schema = string()
        .strict()
        .typeError((p) => `${name} must be the name of an image file in ${(collection.images ?? POST_IMAGES).folder}; found ${found(p)}`);
      break;
    case "reference":
      // Whether such a file exists is judged across files (rules.ts, referenceProblems), with the closest one.
      schema = string()
        .strict()
        .typeError((p) => `${name} must be the name of a file in content/${rule.collection}/ without .md; found ${found(p)}`);
      break;
    case "link":
      schema = string()
        .strict()
        .typeError((p) => `${name} must be an address starting with https://; found ${found(p)}`)
        .test("link", function (value) {
          const problem = typeof value === "string" ? linkProblem(value, rule.hosts) : null;
          return problem === null || this.createError({ message: `${name} ${shownValue(value)} ${problem}` });
        });
      break;
    case "paths":
      schema = array()
        .strict()
        .typeError((p) => `${name} must be a list of old addresses, one per line under it, each written "  - /blog/old-name/"; found ${found(p)}`)
        .of(
          string()
            .strict()
            .test("address", function (value) {
              const problem = redirectSourceProblem(value, (this.options.context as { site?: SiteFacts } | undefined)?.site);
              return problem === null || this.createError({ message: `${name} ${shownValue(value)} ${problem}` });
            }),
        );
      break;
  }
  const needed = `every ${collection.noun} needs one${rule.options ? ` (one of ${rule.options.join(", ")})` : ""}`;
  // A field written with no value (`author:`) or only spaces is empty, whatever its type.
  const empty = rule.required ? `${name} is empty; ${needed}` : `${name} is empty; write a value or leave the field out`;
  // gatsby-transformer-remark gives every file `title: ""` when it has none: for title, empty may be missing.
  const emptyTitle = `${name} is missing or empty; ${needed}`;
  schema = schema.nullable().test("not-empty", ({ value }: { value: unknown }) => (name === "title" && value === "" ? emptyTitle : empty), (value: unknown) => !isBlank(value));
  const missing = `${name} is missing; ${needed}`;
  return rule.required ? schema.test("present", missing, (value: unknown) => value !== undefined) : schema;
}

/** Every field of the collection known by name: an unknown one is reported, with the known field it probably meant. */
function knownFieldsTest(collection: CollectionRule) {
  const known = collection.fields.map((field) => field.name);
  return function (this: TestContext, value: unknown) {
    const unknown = Object.keys((value as Record<string, unknown>) ?? {}).filter((key) => !known.includes(key));
    if (unknown.length === 0) return true;
    return new ValidationError(
      unknown.map((key) => {
        const meant = closestField(key, known);
        const hint = meant ? `did you mean "${meant}"? ` : "";
        return this.createError({ path: key, message: `unknown field "${key}"; ${hint}allowed fields are ${known.join(", ")}` });
      }),
    );
  };
}

const schemas = new Map<Collection, AnySchema>();

/** The yup schema of a collection's frontmatter. */
export function frontmatterSchema(name: Collection): AnySchema {
  let schema = schemas.get(name);
  if (!schema) {
    const collection = collections[name];
    schema = object(Object.fromEntries(collection.fields.map((rule) => [rule.name, fieldSchema(rule, collection)]))).test("known-fields", knownFieldsTest(collection));
    schemas.set(name, schema);
  }
  return schema;
}

/**
 * Every problem of a frontmatter (the object the YAML reader produced), in the order of the
 * collection's fields, unknown fields last. `site` lets the old addresses be checked against the site.
 */
export function frontmatterProblems(name: Collection, frontmatter: Record<string, unknown>, site: SiteFacts = {}): string[] {
  try {
    frontmatterSchema(name).validateSync(frontmatter, { abortEarly: false, strict: true, context: { site } });
    return [];
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const order = collections[name].fields.map((field) => field.name);
    const rank = (path: string | undefined) => {
      const index = order.indexOf((path ?? "").replace(/\[.*$/, ""));
      return index === -1 ? order.length : index;
    };
    const inner = error.inner.length > 0 ? error.inner : [error];
    return inner
      .map((item, index) => ({ item, index }))
      .sort((a, b) => rank(a.item.path) - rank(b.item.path) || a.index - b.index)
      .map(({ item }) => item.message);
  }
}
