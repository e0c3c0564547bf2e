import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { CmsCollection, CmsField } from "decap-cms-core";
import { fromJS } from "immutable";
import { stringTemplate } from "decap-cms-lib-widgets";
import { LOCAL_BACKEND_URL, PREVIEW_PATHS, SCHEMA_COLLECTION, cmsConfig, cmsConfigFor, optionalFieldNames } from "../../src/cms/config";
import { readCmsSettings, type Environment } from "../../src/cms/settings";
import { entryPath, entrySlug } from "../../src/content/rules";
import { isIsoDate } from "../../src/content/date-rules";
import { entryFromSource } from "../support/content-entry";
import { isEmptyOptional } from "../../src/cms/empty-fields";
import { COVER_ALT_MAX_LENGTH, READ_TIME_LIMITS, collections } from "../../src/content/schema";
import { BLOG_CATEGORIES } from "../../src/content/vocabulary";
import { SLUG_PATTERN, bundleFolder } from "../../src/content/paths";

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

describe("CMS configuration: authors", () => {
  const authors = collection("authors");
  const authorField = (name: string) => authors.fields!.find((field) => field.name === name) as CmsField & Record<string, unknown>;
  const authorFiles = readdirSync(join(root, "content/authors")).filter((name) => name.endsWith(".md"));

  it("edits content/authors/<slug>.md, one file per author named from the name, their photo beside it", () => {
    expect(authors).toMatchObject({ folder: "content/authors", extension: "md", format: "frontmatter", create: true, slug: "{{slug}}", identifier_field: "title" });
    expect(authors.path).toBeUndefined();
    expect(authors).toMatchObject({ media_folder: "", public_folder: "" });
    expect(SCHEMA_COLLECTION.authors).toBe("authors");
  });

  it("has the schema's fields with the same required flags, the name labelled as such, and no body", () => {
    expect(authors.fields!.map((field) => [field.name, field.required])).toEqual(collections.authors.fields.map((rule) => [rule.name, rule.required]));
    expect(authorField("title").label).toBe("Name");
    expect([authorField("role").widget, authorField("bio").widget]).toEqual(["string", "text"]);
    expect(authorField("photo")).toMatchObject({ widget: "image", choose_url: false, required: true });
    expect(["website", "linkedin", "github"].map((name) => authorField(name).label)).toEqual(["Website", "LinkedIn", "GitHub"]);
    expect(optionalFieldNames(collections.authors)).toEqual(["website", "linkedin", "github"]);
  });

  it("checks a link's address starts with https://, as the build does", () => {
    const [pattern] = authorField("website").pattern as [string, string];
    expect(new RegExp(pattern).test("https://meera.example/")).toBe(true);
    expect(new RegExp(pattern).test("http://meera.example/")).toBe(false);
    expect(new RegExp(pattern).test("meera.example")).toBe(false);
  });

  it("lets a post's author be chosen among them, stored as the file's name the build looks the author up by", () => {
    const author = blogField("author");
    expect(author).toMatchObject({ widget: "relation", collection: "authors", value_field: "{{slug}}", search_fields: ["title"], display_fields: ["title"], required: true });
    expect(authorFiles.length).toBe(5);
    for (const name of authorFiles) {
      const file = `content/authors/${name}`;
      const entry = entryFromSource(file, readFileSync(join(root, file), "utf8"));
      // Decap's slug of a folder entry: its path inside the folder without the extension.
      const slug = name.replace(/\.md$/, "");
      const stored = stringTemplate.compileStringTemplate(String(author.value_field), null, slug, stringTemplate.addFileTemplateFields(file, fromJS(entry.frontmatter)));
      expect([file, stored]).toEqual([file, entrySlug(entry)]);
      expect(authorFiles.map((other) => other.replace(/\.md$/, ""))).toContain(stored);
    }
  });

  it.each(readdirSync(join(root, "content/authors")).filter((name) => name.endsWith(".md")))("opens %s at the address of their list of posts", (name) => {
    const file = `content/authors/${name}`;
    const entry = entryFromSource(file, readFileSync(join(root, file), "utf8"));
    const fields = stringTemplate.addFileTemplateFields(file, fromJS(entry.frontmatter), "content/authors");
    expect(`/${stringTemplate.compileStringTemplate(authors.preview_path!, null, name.replace(/\.md$/, ""), fields)}`).toBe(entryPath(entry));
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

describe("CMS configuration: help and docs collections", () => {
  it("edit the help categories, the help articles and the docs pages where the build reads them", () => {
    expect(["help", "help_articles", "docs"].map((name) => [name, collection(name).folder, collection(name).create])).toEqual([
      ["help", "content/help", false],
      ["help_articles", "content/help/article", true],
      ["docs", "content/docs", true],
    ]);
    for (const name of ["help", "help_articles", "docs"]) expect(existsSync(join(root, collection(name).folder!))).toBe(true);
    expect(SCHEMA_COLLECTION).toMatchObject({ help: "help", help_articles: "help", docs: "docs" });
  });

  it("have the schema's fields, `kind` written for the writer where the folder decides it, and a body that may stay empty", () => {
    const fields = (name: string) => collection(name).fields! as Array<CmsField & Record<string, unknown>>;
    expect(fields("help").map((field) => field.name)).toEqual([...collections.help.fields.map((rule) => rule.name), "body"]);
    expect(fields("help_articles").map((field) => field.name)).toEqual([...collections.help.fields.map((rule) => rule.name).filter((name) => name !== "articleCount"), "body"]);
    expect(fields("docs").map((field) => field.name)).toEqual([...collections.docs.fields.map((rule) => rule.name), "body"]);
    expect(fields("help").find((field) => field.name === "kind")).toMatchObject({ widget: "hidden", default: "page" });
    expect(fields("help_articles").find((field) => field.name === "kind")).toMatchObject({ widget: "hidden", default: "article" });
    expect(fields("docs").find((field) => field.name === "kind")).toMatchObject({ widget: "select" });
    for (const name of ["help", "help_articles", "docs"]) expect(fields(name).find((field) => field.name === "body")).toMatchObject({ widget: "markdown", required: false });
  });
});

describe("CMS configuration: backends", () => {
  const SITE = "https://www.scalewise.example";
  const configFor = (env: Environment) => {
    const result = readCmsSettings(env, SITE);
    if (!result.ok) throw new Error(result.message);
    return cmsConfigFor(result.settings);
  };
  const hosts: Array<[string, Environment]> = [
    ["github", { CMS_REPO: "scalewise/web" }],
    ["gitlab", { CMS_BACKEND: "gitlab", CMS_REPO: "scalewise/web", CMS_APP_ID: "abc123" }],
    ["git-gateway", { CMS_BACKEND: "git-gateway" }],
  ];

  it.each(hosts)("%s: the backend block is the environment's, with the editorial workflow and preview links", (name, env) => {
    const config = configFor(env);
    const result = readCmsSettings(env, SITE);
    expect(result.ok && config.backend).toEqual(result.ok && result.settings.backend);
    expect(config.backend.name).toBe(name);
    expect(config.backend.branch).toBe("main");
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.show_preview_links).toBe(true);
    expect(config.site_url).toBe(SITE);
    expect(config.display_url).toBe(SITE);
  });

  it("github: Netlify's OAuth provider by default, with the repository and branch given", () => {
    expect(configFor({ CMS_REPO: "scalewise/web", CMS_BRANCH: "content" }).backend).toEqual({
      name: "github",
      repo: "scalewise/web",
      branch: "content",
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
    });
  });

  it("gitlab: PKCE with the application id, no OAuth server", () => {
    expect(configFor(hosts[1][1]).backend).toMatchObject({ name: "gitlab", auth_type: "pkce", app_id: "abc123", repo: "scalewise/web" });
  });

  it.each(hosts)("%s: the same collections and fields whatever the host", (_name, env) => {
    const config = configFor(env);
    expect(config.collections).toBe(cmsConfig.collections);
    expect(config.media_folder).toBe(cmsConfig.media_folder);
  });

  it("uses decap-server on 127.0.0.1 locally, with no config.yml", () => {
    const config = configFor({});
    expect(config.local_backend).toEqual({ url: LOCAL_BACKEND_URL });
    expect(new URL(LOCAL_BACKEND_URL).hostname).toBe("127.0.0.1");
    expect(config.load_config_file).toBe(false);
  });

  it("uploads media into static/, which the site serves as is", () => {
    expect(cmsConfig.media_folder).toMatch(/^static\//);
    expect(cmsConfig.public_folder).toBe(cmsConfig.media_folder!.replace(/^static/, ""));
  });
});

describe("CMS configuration: preview links", () => {
  const root = join(__dirname, "../..");
  /** The collection's Markdown files: single files, or `<folder>/index.md` of page bundles. */
  const filesOf = (folder: string) =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((item) => {
      if (item.isDirectory()) return existsSync(join(root, folder, item.name, "index.md")) ? [`${folder}/${item.name}/index.md`] : [];
      return item.name.endsWith(".md") ? [`${folder}/${item.name}`] : [];
    });

  /** The path Decap's own template function gives an entry (the slug of a folder entry is its file name). */
  function previewPath(template: string, file: string, folder: string) {
    const entry = entryFromSource(file, readFileSync(join(root, file), "utf8"));
    const fields = stringTemplate.addFileTemplateFields(file, fromJS(entry.frontmatter), folder);
    const slug = file.slice(folder.length + 1).replace(/\.md$/, "");
    return { compiled: `/${stringTemplate.compileStringTemplate(template, null, slug, fields)}`, site: entryPath(entry) };
  }

  it("are set on every collection", () => {
    expect(collection("blog").preview_path).toBe(PREVIEW_PATHS.blog);
    expect(collection("legal").preview_path).toBe(PREVIEW_PATHS.legal);
    expect(collection("help").preview_path).toBe(PREVIEW_PATHS.help);
    expect(collection("help_articles").preview_path).toBe(PREVIEW_PATHS.helpArticles);
    expect(collection("docs").preview_path).toBe(PREVIEW_PATHS.docs);
  });

  const flatFiles = (folder: string) => readdirSync(join(root, folder)).filter((name) => name.endsWith(".md")).map((name) => `${folder}/${name}`);
  it.each([
    ...flatFiles("content/help").map((file) => ["help", file, "content/help"]),
    ...flatFiles("content/help/article").map((file) => ["help_articles", file, "content/help/article"]),
    ...flatFiles("content/docs").map((file) => ["docs", file, "content/docs"]),
  ])("%s: open %s at the address the build gives it", (name, file, folder) => {
    const { compiled, site } = previewPath(collection(name).preview_path!, file, folder);
    expect(compiled).toBe(site);
  });

  it("find every post and legal page", () => {
    expect(filesOf("content/blog").length).toBeGreaterThanOrEqual(5);
    expect(filesOf("content/legal").length).toBeGreaterThanOrEqual(2);
  });

  it.each(filesOf("content/blog"))("open %s at the address the build gives it", (file) => {
    const { compiled, site } = previewPath(collection("blog").preview_path!, file, "content/blog");
    expect(compiled).toBe(site);
  });

  it.each(filesOf("content/legal"))("open %s at the address the build gives it", (file) => {
    const { compiled, site } = previewPath(collection("legal").preview_path!, file, "content/legal");
    expect(compiled).toBe(site);
  });
});

describe("empty optional fields", () => {
  const optional = optionalFieldNames(collections.blog);

  it("are the blog's optional fields", () => {
    expect(optional).toEqual(["updated", "cover", "coverAlt", "readTime", "draft", "slug", "redirectFrom"]);
  });

  it.each([
    ["readTime", ""],
    ["slug", "  "],
    ["readTime", null],
    ["redirectFrom", []],
  ])("drops %s = %j", (name, value) => {
    expect(isEmptyOptional(name, value, optional)).toBe(true);
  });

  it.each([
    ["readTime", 7],
    ["draft", false],
    ["slug", "my-post"],
    ["title", ""],
    ["redirectFrom", ["/blog/old-name/"]],
  ])("keeps %s = %j", (name, value) => {
    expect(isEmptyOptional(name, value, optional)).toBe(false);
  });
});
