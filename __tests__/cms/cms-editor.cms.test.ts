/**
 * The writers' CMS in a real browser: /admin/ of the build, decap-server on 127.0.0.1 writing
 * into a throwaway copy of the site, a post created and published through the editor, then the
 * copy rebuilt to show the post is published. The project's own content/ and public/ are never
 * written to.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { LOCAL_BACKEND_URL } from "../../src/cms/config";
import { slugify } from "../../src/content/paths";
import { validateEntry } from "../../src/content/rules";
import { readEntryMedia } from "../../src/content/media-files";
import { entryFromSource } from "../support/content-entry";
import { builtRoutes, launchBrowser, openPage, url, type TrackedPage } from "../e2e/support/browser";
import { startDecapServer, type DecapServer } from "./support/decap-server";
import { buildSite, copySite, type SiteCopy } from "./support/site-copy";

const CMS_LOAD_TIMEOUT = 60_000;

// A title no existing post has, so its file is new.
const title = `Writers CMS check ${Date.now().toString(36)}`;
const slug = slugify(title);
const post = {
  title,
  date: "2025-03-14",
  author: "Test Writer",
  category: "Strategy",
  excerpt: "A post written and published through the visual editor.",
  body: "This post was typed into the rich text editor by the browser test.",
  coverAlt: "A violet gradient uploaded as the cover by the browser test.",
};
/** The cover the writer uploads: a 1600 x 900 JPEG, as a phone or an image editor would export it. */
const coverName = `cms-cover-${Date.now().toString(36)}.jpg`;
const coverUpload = join(tmpdir(), coverName);

let site: SiteCopy;
let decap: DecapServer;
let browser: Browser;
let tracked: TrackedPage;
let postFile: string;
let postFolder: string;

/** Typography of a post's title that the site's Chakra system sets (its size follows the width, so not that). */
function headingStyle(heading: HTMLElement) {
  const style = getComputedStyle(heading);
  return { fontWeight: style.fontWeight, fontFamily: style.fontFamily, color: style.color };
}

/** Sends the CMS's requests for its local backend (127.0.0.1:8081) to the test's own decap-server. */
async function useTestBackend(page: Page) {
  const configured = new URL(LOCAL_BACKEND_URL);
  await page.route(`${configured.origin}/**`, async (route) => {
    const target = route.request().url().replace(configured.origin, new URL(decap.url).origin);
    await route.fulfill({ response: await route.fetch({ url: target }) });
  });
}

beforeAll(async () => {
  if (!existsSync("public/admin/index.html")) {
    throw new Error("public/admin/ is missing: run `npm run build` (with the decap-admin plugin) first.");
  }
  site = copySite();
  postFolder = join(site.dir, "content/blog", slug);
  postFile = join(postFolder, "index.md");
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g"><stop offset="0" stop-color="#1c1649"/><stop offset="1" stop-color="#8a7dfb"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><circle cx="1100" cy="420" r="220" fill="#f1f0ff"/></svg>`;
  writeFileSync(coverUpload, await sharp(Buffer.from(gradient)).jpeg({ quality: 85 }).toBuffer());
  decap = await startDecapServer(site.dir);
  browser = await launchBrowser();
  tracked = await openPage(browser);
  await useTestBackend(tracked.page);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await decap?.stop();
  if (postFolder) rmSync(postFolder, { recursive: true, force: true });
  rmSync(coverUpload, { force: true });
  site?.remove();
});

describe("writers' CMS at /admin/", () => {
  it("creates and publishes a post with an uploaded cover through the editor, as a valid post folder in content/blog/", async () => {
    const { page } = tracked;
    const publishedPost = builtRoutes().find((route) => /^\/blog\/[a-z0-9-]+\/$/.test(route))!;
    await page.goto(url(publishedPost));
    const publishedStyle = await page.getByRole("heading", { level: 1 }).evaluate(headingStyle);
    expect(publishedStyle.fontWeight).not.toBe("700"); // the browser's own h1 weight: the site's styles are in force

    await page.goto(url("/admin/"));
    await page.getByRole("button", { name: "Login" }).click({ timeout: CMS_LOAD_TIMEOUT });
    await page.getByRole("link", { name: /Blog posts/ }).first().waitFor({ timeout: CMS_LOAD_TIMEOUT });
    await page.goto(url("/admin/#/collections/blog/new"));

    await page.getByLabel("Title").fill(post.title, { timeout: CMS_LOAD_TIMEOUT });
    await page.getByLabel("Date").fill(post.date);
    await page.getByLabel("Author").fill(post.author);
    await page.getByLabel("Category").fill(post.category);
    await page.keyboard.press("Enter");
    await page.getByLabel("Excerpt").fill(post.excerpt);
    // The cover: uploaded through the media library, then chosen; its alt text beside it.
    await page.getByRole("button", { name: "Choose an image" }).click();
    await page.locator('input[type="file"]').setInputFiles(coverUpload);
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByLabel("Cover image description (alt text)").fill(post.coverAlt);
    // Typed, then cleared: the field must be left out of the file, not saved as readTime: "".
    await page.getByLabel(/Read time/).fill("7");
    await page.getByLabel(/Read time/).fill("");
    // The rich text editor (Slate) is the Markdown widget's contenteditable; its label is not tied to it.
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.type(post.body);

    // The preview pane draws the post with the site's own post component and styles.
    const preview = page.frameLocator("#preview-pane");
    const previewHeading = preview.getByRole("heading", { level: 1, name: post.title });
    await previewHeading.waitFor();
    expect(await previewHeading.evaluate(headingStyle)).toEqual(publishedStyle);
    await expect(preview.getByTestId("post-category").textContent()).resolves.toBe(post.category);
    await expect(preview.getByTestId("post-meta").textContent()).resolves.toContain("March 14, 2025");
    const previewCover = preview.getByTestId("post-cover").getByRole("img", { name: post.coverAlt });
    await previewCover.waitFor();
    expect(await previewCover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await page.getByText("Entry saved").waitFor({ timeout: 30_000 });

    expect(existsSync(postFile)).toBe(true);
    // The upload sits beside the post, named as the writer's file.
    expect(readdirSync(postFolder).sort()).toEqual([coverName, "index.md"].sort());
    // Parsed and checked exactly as the build does (same YAML parser, same validation rules, the cover file read from disk).
    const entry = entryFromSource(`content/blog/${slug}/index.md`, readFileSync(postFile, "utf8"));
    entry.media = await readEntryMedia(postFile, entry.frontmatter, entry.body);
    expect(validateEntry(entry)).toEqual([]);
    expect(String(entry.raw?.cover).replace(/^\.\//, "")).toBe(coverName);
    expect(entry.raw?.coverAlt).toBe(post.coverAlt);
    expect(entry.raw).toMatchObject({
      title: post.title,
      date: post.date,
      author: post.author,
      category: post.category,
      excerpt: post.excerpt,
      draft: "false",
    });
    expect(entry.raw).not.toHaveProperty("readTime");
    expect(entry.body.trim()).toBe(post.body);

    expect(tracked.pageErrors).toEqual([]);
    expect(tracked.foreignRequests).toEqual([]);
  }, 180_000);

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

    // The uploaded cover, made into AVIF and WebP at the site's widths, every file written.
    const stem = coverName.replace(/\.jpg$/, "");
    const cover = html.slice(html.indexOf('data-testid="post-cover"'));
    expect(cover).toContain(`alt="${post.coverAlt}"`);
    for (const type of ["avif", "webp"]) {
      const srcset = new RegExp(`<source type="image/${type}" srcSet="([^"]+)"`).exec(cover)?.[1] ?? "";
      const files = srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]);
      expect(files.length).toBeGreaterThanOrEqual(3);
      for (const file of files) {
        expect(file).toMatch(new RegExp(`^/static/[^/]+/[^/]+/${stem}\\.${type}$`));
        expect(existsSync(join(site.dir, "public", file))).toBe(true);
      }
    }
    // Its social card.
    const card = /<meta[^>]*property="og:image" content="https?:\/\/[^/"]+(\/static\/[^"]+\.jpg)"/.exec(html)?.[1];
    expect(card).toBeDefined();
    expect(await sharp(join(site.dir, "public", card!)).metadata()).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
  }, 1_200_000);
});
