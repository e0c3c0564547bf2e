/**
 * The writers' CMS in a real browser: /admin/ of the build, decap-server on 127.0.0.1 writing
 * into a throwaway copy of the site, a post with an uploaded cover created and published through
 * the editor, then the copy rebuilt to show the post is published with its cover processed. The
 * project's own content/ and public/ are never written to.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { validateEntries, validateEntry } from "../../src/content/rules";
import { slugify } from "../../src/content/paths";
import { readEntryMedia } from "../../content-pipeline/media-files";
import { entryFromSource } from "../support/content-entry";
import { builtRoutes, launchBrowser, openPage, url, type TrackedPage } from "../e2e/support/browser";
import { startDecapServer, type DecapServer } from "./support/decap-server";
import { fillPost, makeCoverUpload, newPost, openNewPost, useTestBackend, type CoverUpload } from "./support/editor";
import { expectProcessedCover } from "./support/published-cover";
import { copySite, type SiteCopy } from "../../scripts/site-copy.mjs";
import { buildSite } from "./support/build-site";

const post = newPost(
  "Writers CMS check",
  "A post written and published through the visual editor.",
  "This post was typed into the rich text editor by the browser test.",
);
const { slug } = post;

let site: SiteCopy;
let decap: DecapServer;
let browser: Browser;
let tracked: TrackedPage;
let detachBackend: (() => Promise<void>) | undefined;
let postFolder: string;
let postFile: string;
let cover: CoverUpload;

/** Typography of a post's title that the site's Chakra system sets (its size follows the width, so not that). */
function headingStyle(heading: HTMLElement) {
  const style = getComputedStyle(heading);
  return { fontWeight: style.fontWeight, fontFamily: style.fontFamily, color: style.color };
}

beforeAll(async () => {
  if (!existsSync("public/admin/index.html")) {
    throw new Error("public/admin/ is missing: run `npm run build` (with the decap-admin plugin) first.");
  }
  site = copySite();
  postFolder = join(site.dir, "content/blog", slug);
  postFile = join(postFolder, "index.md");
  cover = await makeCoverUpload("A violet gradient uploaded as the cover by the browser test.");
  post.cover = cover;
  decap = await startDecapServer(site.dir);
  browser = await launchBrowser();
  tracked = await openPage(browser);
  detachBackend = await useTestBackend(tracked.page, decap.url);
}, 60_000);

afterAll(async () => {
  await detachBackend?.();
  await browser?.close();
  await decap?.stop();
  if (postFolder) rmSync(postFolder, { recursive: true, force: true });
  cover?.remove();
  site?.remove();
});

describe("writers' CMS at /admin/", () => {
  it("creates and publishes a post with an uploaded cover through the editor, as a valid post folder in content/blog/", async () => {
    const { page } = tracked;
    const publishedPost = builtRoutes().find((route) => /^\/blog\/[a-z0-9-]+\/$/.test(route))!;
    await page.goto(url(publishedPost));
    const publishedStyle = await page.getByRole("heading", { level: 1 }).evaluate(headingStyle);
    expect(publishedStyle.fontWeight).not.toBe("700"); // the browser's own h1 weight: the site's styles are in force

    // This backend (file-system mode) has no branches: the editor publishes straight away.
    await openNewPost(page);
    await fillPost(page, post);
    // Typed, then cleared: the field must be left out of the file, not saved as readTime: "".
    await page.getByLabel(/Read time/).fill("7");
    await page.getByLabel(/Read time/).fill("");

    // The preview pane draws the post with the site's own post component and styles.
    const preview = page.frameLocator("#preview-pane");
    const previewHeading = preview.getByRole("heading", { level: 1, name: post.title });
    await previewHeading.waitFor();
    expect(await previewHeading.evaluate(headingStyle)).toEqual(publishedStyle);
    await expect(preview.getByTestId("post-category").textContent()).resolves.toBe(post.category);
    await expect(preview.getByTestId("post-meta").textContent()).resolves.toContain("March 14, 2025");
    // The author chosen in the Author field, by the name their file gives.
    await expect(preview.getByTestId("post-meta").textContent()).resolves.toMatch(new RegExp(`^${post.authorName}`));
    const previewCover = preview.getByTestId("post-cover").getByRole("img", { name: cover.alt });
    await previewCover.waitFor();
    expect(await previewCover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await page.getByText("Entry saved").waitFor({ timeout: 30_000 });

    expect(existsSync(postFile)).toBe(true);
    // The upload sits beside the post, named as the writer's file.
    expect(readdirSync(postFolder).sort()).toEqual([cover.name, "index.md"].sort());
    // Parsed and checked exactly as the build does (same YAML parser, same validation rules, the cover file read from disk).
    const entry = entryFromSource(`content/blog/${slug}/index.md`, readFileSync(postFile, "utf8"));
    entry.media = await readEntryMedia(postFile, entry);
    expect(validateEntry(entry)).toEqual([]);
    expect(String(entry.frontmatter.cover).replace(/^\.\//, "")).toBe(cover.name);
    expect(entry.frontmatter.coverAlt).toBe(cover.alt);
    expect(entry.frontmatter).toMatchObject({
      title: post.title,
      date: post.date,
      author: post.author,
      category: post.category,
      excerpt: post.excerpt,
      draft: false,
    });
    expect(entry.frontmatter).not.toHaveProperty("readTime");
    expect(entry.body.trim()).toBe(post.body);

    expect(tracked.pageErrors).toEqual([]);
    expect(tracked.foreignRequests).toEqual([]);
  }, 180_000);

  it("writes draft: true from the Draft switch, badges the preview, and says a date ahead schedules the post", async () => {
    const { page } = tracked;
    const draft = newPost("Writers CMS draft", "A post kept as a draft through the editor's switch.", "Not ready for readers yet.");
    const draftFile = join(site.dir, "content/blog", draft.slug, "index.md");
    try {
      await openNewPost(page);
      await fillPost(page, draft);
      // The date field's hint tells the writer what a future date does.
      await expect(page.getByText("A date still ahead schedules the post").first().isVisible()).resolves.toBe(true);
      const preview = page.frameLocator("#preview-pane");
      await preview.getByRole("heading", { level: 1, name: draft.title }).waitFor();
      expect(await preview.getByTestId("post-release").count()).toBe(0);

      const toggle = page.getByRole("switch", { name: /Draft/ }).or(page.getByLabel("Draft", { exact: true }));
      await toggle.first().click();
      await expect(preview.getByTestId("post-release").textContent()).resolves.toBe("Draft");

      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
      await page.getByText("Entry saved").waitFor({ timeout: 30_000 });
      const entry = entryFromSource(`content/blog/${draft.slug}/index.md`, readFileSync(draftFile, "utf8"));
      expect(entry.frontmatter.draft).toBe(true);
      expect(validateEntry(entry)).toEqual([]);
      expect(tracked.pageErrors).toEqual([]);
    } finally {
      rmSync(join(site.dir, "content/blog", draft.slug), { recursive: true, force: true });
    }
  }, 180_000);

  it("adds an author through the Authors collection, their photo beside their file, and a new post can name them", async () => {
    const { page } = tracked;
    const name = `Test Author ${Date.now().toString(36)}`;
    const authorSlug = slugify(name);
    const authorFile = join(site.dir, "content/authors", `${authorSlug}.md`);
    const photo = await makeCoverUpload("unused: an author's photo has no alt text of its own");
    const byThem = newPost("Writers CMS author check", "A post by an author added in the editor.", "Written by someone new.");
    const postByThem = join(site.dir, "content/blog", byThem.slug, "index.md");
    try {
      await openNewPost(page, "authors", "Name");
      await page.getByLabel("Name").fill(name);
      await page.getByLabel("Role").fill("Editor");
      await page.getByLabel("Bio").fill("Writes the tests that add authors.");
      await page.getByRole("button", { name: "Choose an image" }).click();
      await page.locator('input[type="file"]').setInputFiles(photo.path);
      await page.getByRole("button", { name: "Choose selected" }).click();
      // The preview draws the header of the author's page with the site's own component.
      const preview = page.frameLocator("#preview-pane");
      await preview.getByRole("heading", { level: 1, name }).waitFor();
      await preview.getByText("Editor", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
      await page.getByText("Entry saved").waitFor({ timeout: 30_000 });

      // One file named from the name, the photo beside it, both as the build reads them.
      const author = entryFromSource(`content/authors/${authorSlug}.md`, readFileSync(authorFile, "utf8"));
      author.media = await readEntryMedia(authorFile, author);
      expect(author.frontmatter).toMatchObject({ title: name, role: "Editor", bio: "Writes the tests that add authors." });
      expect(String(author.frontmatter.photo).replace(/^\.\//, "")).toBe(photo.name);
      expect(existsSync(join(site.dir, "content/authors", photo.name))).toBe(true);
      expect(validateEntry(author)).toEqual([]);

      await openNewPost(page);
      await fillPost(page, { ...byThem, author: authorSlug, authorName: name });
      await page.frameLocator("#preview-pane").getByTestId("post-meta").getByText(name).waitFor();
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
      await page.getByText("Entry saved").waitFor({ timeout: 30_000 });
      const written = entryFromSource(`content/blog/${byThem.slug}/index.md`, readFileSync(postByThem, "utf8"));
      expect(written.frontmatter.author).toBe(authorSlug);
      expect(validateEntries([written, author])).toEqual([]);
      expect(tracked.pageErrors).toEqual([]);
    } finally {
      rmSync(authorFile, { force: true });
      rmSync(join(site.dir, "content/authors", photo.name), { force: true });
      rmSync(join(site.dir, "content/blog", byThem.slug), { recursive: true, force: true });
      photo.remove();
    }
  }, 240_000);

  it("publishes the new post at /blog/<slug-of-the-title>/ when the site is rebuilt, its cover processed", async () => {
    expect(existsSync(postFile)).toBe(true);
    await buildSite(site.dir);
    const page = join(site.dir, "public/blog", slug, "index.html");
    expect(existsSync(page)).toBe(true);
    const html = readFileSync(page, "utf8");
    expect(html).toContain(`<h1`);
    expect(html).toContain(post.title);
    expect(html).toContain(post.body);
    expect(readFileSync(join(site.dir, "public/blog/index.html"), "utf8")).toContain(`/blog/${slug}/`);
    await expectProcessedCover(html, site.dir, cover);
  }, 1_200_000);
});
