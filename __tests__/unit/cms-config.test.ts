import { existsSync } from "node:fs";
import { join } from "node:path";
import type { CmsCollection, CmsField } from "decap-cms-core";
import { LOCAL_BACKEND_URL, cmsConfig, optionalFieldNames } from "../../src/cms/config";
import { isEmptyOptional } from "../../src/cms/empty-fields";
import { BLOG_CATEGORIES, COVER_ALT_MAX_LENGTH, READ_TIME_LIMITS, collections } from "../../src/content/schema";
import { SLUG_PATTERN, bundleFolder } from "../../src/content/paths";
import { entryFromSource } from "../support/content-entry";
import { isIsoDate } from "../../src/content/rules";

const root = join(__dirname, "../..");
const collection = (name: string) => cmsConfig.collections.find((c) => c.name === name) as CmsCollection;
const blog = collection("blog");
const blogField = (name: string) => blog.fields!.find((field) => field.name === name) as CmsField & Record<string, unknown>;

describe("CMS configuration: blog collection", () => {
  it("edits the Markdown files the build reads, one file per post named from the title", () => {
    expect(blog.folder).toBe("content/blog");
    expect(existsSync(join(root, blog.folder!))).toBe(true);
    expect(blog.format).toBe("frontmatter");
    expect(blog.extension).toBe("md");
    expect(blog.slug).toBe("{{slug}}");
    expect(blog.create).toBe(true);
  });

  it("has one field per frontmatter field of the validation rules, in their order, then the body", () => {
    expect(blog.fields!.map((field) => field.name)).toEqual([...collections.blog.fields.map((rule) => rule.name), "body"]);
  });

  it("requires exactly the fields the validation requires", () => {
    for (const rule of collections.blog.fields) {
      expect({ name: rule.name, required: blogField(rule.name).required }).toEqual({ name: rule.name, required: rule.required });
    }
    expect(blogField("body").required).toBe(collections.blog.bodyRequired);
    expect(blog.fields!.filter((field) => field.required).map((field) => field.name)).toEqual(
      expect.arrayContaining(["title", "date", "author", "category", "excerpt", "body"]),
    );
  });

  it("offers the five allowed categories as a select, and nothing else", () => {
    const category = blogField("category");
    expect(category.widget).toBe("select");
    expect(category.options).toEqual([...BLOG_CATEGORIES]);
    expect(category.options).toHaveLength(5);
  });

  it("stores the date as YYYY-MM-DD through a date picker", () => {
    const date = blogField("date");
    expect(date.widget).toBe("datetime");
    expect(date.format).toBe("YYYY-MM-DD");
    expect(date.time_format).toBe(false);
    expect(isIsoDate("2025-03-14")).toBe(true);
  });

  it("takes readTime as a whole number within the allowed range, and says it may be left empty", () => {
    const readTime = blogField("readTime");
    expect(readTime).toMatchObject({ widget: "number", value_type: "int", required: false });
    expect(readTime.min).toBe(READ_TIME_LIMITS.min);
    expect(readTime.max).toBe(READ_TIME_LIMITS.max);
    expect(readTime.hint).toMatch(/empty/i);
  });

  it("has draft as a switch that is off by default, and body as Markdown", () => {
    expect(blogField("draft")).toMatchObject({ widget: "boolean", default: false, required: false });
    expect(blogField("body")).toMatchObject({ widget: "markdown" });
  });

  it("checks the slug and excerpt the way the build does", () => {
    const [slugPattern] = blogField("slug").pattern as [string, string];
    expect(slugPattern).toBe(SLUG_PATTERN.source);
    const [excerptPattern] = blogField("excerpt").pattern as [string, string];
    const maxLength = collections.blog.fields.find((rule) => rule.name === "excerpt")!.maxLength!;
    expect(new RegExp(excerptPattern).test("x".repeat(maxLength))).toBe(true);
    expect(new RegExp(excerptPattern).test("x".repeat(maxLength + 1))).toBe(false);
  });

  it("lets writers filter the list by each category", () => {
    expect(blog.view_filters!.map((filter) => filter.pattern)).toEqual([...BLOG_CATEGORIES]);
  });
});

describe("CMS configuration: images", () => {
  it("writes each post as content/blog/<slug>/index.md, the layout the build requires", () => {
    expect(blog.path).toBe("{{slug}}/index");
    const file = `${blog.folder}/${blog.path!.replace("{{slug}}", "my-first-post")}.${blog.extension}`;
    expect(file).toBe("content/blog/my-first-post/index.md");
    expect(entryFromSource(file, "---\ntitle: T\n---\nx").relativePath).toBe("my-first-post/index.md");
    expect(bundleFolder("my-first-post/index.md")).toBe("my-first-post");
  });

  it("stores uploads beside the post or legal page and writes them by file name, as hand-written posts do", () => {
    for (const name of ["blog", "legal"]) {
      expect(collection(name)).toMatchObject({ media_folder: "", public_folder: "" });
    }
  });

  it("offers the cover as an upload (no URLs) and its alt text as text, neither required by the editor", () => {
    expect(blogField("cover")).toMatchObject({ widget: "image", choose_url: false, required: false, label: "Cover image" });
    expect(blogField("coverAlt")).toMatchObject({ widget: "text", required: false });
    const [altPattern] = blogField("coverAlt").pattern as [string, string];
    expect(new RegExp(altPattern).test("x".repeat(COVER_ALT_MAX_LENGTH))).toBe(true);
    expect(new RegExp(altPattern).test("x".repeat(COVER_ALT_MAX_LENGTH + 1))).toBe(false);
    expect(String(blogField("coverAlt").label)).toMatch(/alt text/);
    expect(String(blogField("coverAlt").hint)).toMatch(/Required when the post has a cover/);
  });
});

describe("CMS configuration: legal collection", () => {
  const legal = collection("legal");

  it("edits the privacy policy and the terms, which exist", () => {
    expect(legal.files!.map((file) => file.file)).toEqual(["content/legal/privacy.md", "content/legal/terms.md"]);
    for (const file of legal.files!) expect(existsSync(join(root, file.file))).toBe(true);
  });

  it("has the legal pages' frontmatter fields with the same required flags, then the body", () => {
    for (const file of legal.files!) {
      expect(file.fields.map((field) => [field.name, field.required])).toEqual([
        ...collections.legal.fields.map((rule) => [rule.name, rule.required]),
        ["body", collections.legal.bodyRequired],
      ]);
    }
  });
});

describe("CMS configuration: backends", () => {
  it("uses Git Gateway on the host and decap-server on 127.0.0.1 locally, with no config.yml", () => {
    expect(cmsConfig.backend.name).toBe("git-gateway");
    expect(cmsConfig.local_backend).toEqual({ url: LOCAL_BACKEND_URL });
    expect(new URL(LOCAL_BACKEND_URL).hostname).toBe("127.0.0.1");
    expect(cmsConfig.load_config_file).toBe(false);
  });

  it("uploads media into static/, which the site serves as is", () => {
    expect(cmsConfig.media_folder).toMatch(/^static\//);
    expect(cmsConfig.public_folder).toBe(cmsConfig.media_folder!.replace(/^static/, ""));
  });
});

describe("empty optional fields", () => {
  const optional = optionalFieldNames(collections.blog);

  it("are the blog's optional fields", () => {
    expect(optional).toEqual(["cover", "coverAlt", "readTime", "draft", "slug"]);
  });

  it.each([
    ["readTime", ""],
    ["slug", "  "],
    ["readTime", null],
  ])("drops %s = %j", (name, value) => {
    expect(isEmptyOptional(name, value, optional)).toBe(true);
  });

  it.each([
    ["readTime", 7],
    ["draft", false],
    ["slug", "my-post"],
    ["title", ""],
  ])("keeps %s = %j", (name, value) => {
    expect(isEmptyOptional(name, value, optional)).toBe(false);
  });
});
