/** Driving the writers' editor at /admin/ of the build, shared by the CMS browser tests. */
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { LOCAL_BACKEND_URL } from "../../../src/cms/config";
import { slugify } from "../../../src/content/paths";
import { url } from "../../e2e/support/browser";

export const CMS_LOAD_TIMEOUT = 60_000;

export interface PostInput {
  title: string;
  date: string;
  /** The author's slug, which the file stores (a post names an author file: content/authors/<slug>.md). */
  author: string;
  /** Their name, which the editor's Author field offers and the preview shows. */
  authorName: string;
  category: string;
  excerpt: string;
  body: string;
  /** An image to upload through the media library as the cover, and its alt text. */
  cover?: CoverUpload;
}

export interface CoverUpload {
  /** The file's name as the writer's computer has it. */
  name: string;
  /** Where it is on disk for the upload. */
  path: string;
  alt: string;
  remove: () => void;
}

/** A 1600 x 900 JPEG cover to upload, as a phone or an image editor would export it. */
export async function makeCoverUpload(alt: string): Promise<CoverUpload> {
  const name = `cms-cover-${Date.now().toString(36)}.jpg`;
  const path = join(tmpdir(), name);
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g"><stop offset="0" stop-color="#1c1649"/><stop offset="1" stop-color="#8a7dfb"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><circle cx="1100" cy="420" r="220" fill="#f1f0ff"/></svg>`;
  writeFileSync(path, await sharp(Buffer.from(gradient)).jpeg({ quality: 85 }).toBuffer());
  return { name, path, alt, remove: () => existsSync(path) && rmSync(path) };
}

/** A post whose title no existing post has, so its file is new; `slug` is the file name the editor makes. */
export function newPost(titlePrefix: string, excerpt: string, body: string): PostInput & { slug: string } {
  const title = `${titlePrefix} ${Date.now().toString(36)}`;
  return { title, slug: slugify(title), date: "2025-03-14", author: "meera-iyer", authorName: "Meera Iyer", category: "Strategy", excerpt, body };
}

/**
 * Sends the CMS's requests for its local backend (127.0.0.1:8081) to the test's own decap-server.
 * Returns what detaches it, for before the browser closes: a request still in flight then would fail
 * ("Request context disposed") after the test file has ended, and Jest would charge that error to
 * the next file its worker process runs.
 */
export async function useTestBackend(page: Page, decapUrl: string): Promise<() => Promise<void>> {
  const configured = new URL(LOCAL_BACKEND_URL);
  await page.route(`${configured.origin}/**`, async (route) => {
    const target = route.request().url().replace(configured.origin, new URL(decapUrl).origin);
    await route.fulfill({ response: await route.fetch({ url: target }) });
  });
  return () => page.unrouteAll({ behavior: "ignoreErrors" });
}

/**
 * Signs in to the local backend (no account) unless the page already is, and opens the form for a
 * new entry of a collection (a blog post unless said), waiting for its first field.
 */
export async function openNewPost(page: Page, collection = "blog", firstField = "Title") {
  await page.goto(url("/admin/"));
  const login = page.getByRole("button", { name: "Login" });
  const collections = page.getByRole("link", { name: /Blog posts/ }).first();
  await login.or(collections).first().waitFor({ timeout: CMS_LOAD_TIMEOUT });
  if (await login.isVisible()) await login.click();
  await collections.waitFor({ timeout: CMS_LOAD_TIMEOUT });
  await page.goto(url(`/admin/#/collections/${collection}/new`));
  await page.getByLabel(firstField).waitFor({ timeout: CMS_LOAD_TIMEOUT });
}

/**
 * Picks an author in a post's Author field: a choice among the Authors collection (Decap's relation
 * widget), typed, then taken once the editor has searched the authors' files and offers the match.
 */
export async function chooseAuthor(page: Page, name: string) {
  await page.getByLabel("Author").fill(name);
  await page.locator('[id*="-option-"]', { hasText: name }).first().waitFor({ timeout: CMS_LOAD_TIMEOUT });
  await page.keyboard.press("Enter");
}

/** Fills every required field of the new-post form (and the cover, when the post has one) and types the body. */
export async function fillPost(page: Page, post: PostInput) {
  await page.getByLabel("Title").fill(post.title);
  await page.getByLabel(/^Date/).fill(post.date); // not "Updated", which also contains "date"
  await chooseAuthor(page, post.authorName);
  await page.getByLabel("Category").fill(post.category);
  await page.keyboard.press("Enter");
  await page.getByLabel("Excerpt").fill(post.excerpt);
  if (post.cover) {
    // Uploaded through the media library, then chosen; its alt text beside it.
    await page.getByRole("button", { name: "Choose an image" }).click();
    await page.locator('input[type="file"]').setInputFiles(post.cover.path);
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByLabel("Cover image description (alt text)").fill(post.cover.alt);
  }
  // The rich text editor (Slate) is the Markdown widget's contenteditable; its label is not tied to it.
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type(post.body);
}
