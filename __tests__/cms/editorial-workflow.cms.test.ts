/**
 * The editorial workflow in a real browser, with no account: /admin/ of the build against
 * decap-server in git mode over a throwaway repository (a copy of the site, committed on main).
 * A post with an uploaded cover is saved as a draft (a cms/... branch, not on main), moved to In
 * review and Ready, and published (merged into main); then the copy is rebuilt and shows it with
 * its cover processed.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { validateEntry } from "../../src/content/rules";
import { readEntryMedia } from "../../content-pipeline/media-files";
import { entryFromSource } from "../support/content-entry";
import { launchBrowser, openPage, url, type TrackedPage } from "../e2e/support/browser";
import { startDecapServer, type DecapServer } from "./support/decap-server";
import { CMS_LOAD_TIMEOUT, fillPost, makeCoverUpload, newPost, openNewPost, useTestBackend, type CoverUpload } from "./support/editor";
import { branchDescription, fileOnBranch, git, initRepository, localBranches } from "./support/git-repo";
import { expectProcessedCover } from "./support/published-cover";
import { copySite, type SiteCopy } from "../../scripts/site-copy.mjs";
import { buildSite } from "./support/build-site";

const post = newPost(
  "Editorial workflow check",
  "A post drafted, reviewed and published through the editorial workflow.",
  "This post went through Drafts, In review and Ready before it reached main.",
);
const folder = `content/blog/${post.slug}`;
const file = `${folder}/index.md`;

let site: SiteCopy;
let cover: CoverUpload;
/** The entry's cms/... branch, found once the draft is saved. */
let draftBranch: string;

let decap: DecapServer;
let browser: Browser;
let tracked: TrackedPage;
let detachBackend: (() => Promise<void>) | undefined;

/** Sets the entry's workflow status from the editor's toolbar and waits until the backend has it. */
async function setStatus(page: Page, from: string, to: string) {
  await page.getByRole("button", { name: `Status: ${from}` }).click();
  await page.getByRole("menuitem", { name: to }).click();
  await page.getByText("Entry status updated").waitFor({ timeout: 30_000 });
  await page.getByRole("button", { name: `Status: ${to}` }).waitFor();
}

beforeAll(async () => {
  if (!existsSync("public/admin/index.html")) {
    throw new Error("public/admin/ is missing: run `npm run build` (with the decap-admin plugin) first.");
  }
  site = copySite();
  initRepository(site.dir);
  cover = await makeCoverUpload("A violet gradient uploaded as the cover of a reviewed post.");
  post.cover = cover;
  decap = await startDecapServer(site.dir, "git");
  browser = await launchBrowser();
  tracked = await openPage(browser);
  detachBackend = await useTestBackend(tracked.page, decap.url);
}, 60_000);

afterAll(async () => {
  await detachBackend?.();
  await browser?.close();
  await decap?.stop();
  cover?.remove();
  site?.remove();
});

describe("editorial workflow at /admin/ (decap-server in git mode)", () => {
  it("saves a new post with its cover as a draft on its own cms/... branch, leaving main untouched", async () => {
    const { page } = tracked;
    await openNewPost(page);
    await fillPost(page, post);
    // The workflow's toolbar: Save (no Publish yet) for an entry that is not Ready.
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Entry saved").waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Status: Draft" }).waitFor({ timeout: CMS_LOAD_TIMEOUT });

    const branches = localBranches(site.dir);
    expect(branches).toContain("main");
    draftBranch = branches.find((branch) => branch.startsWith(`cms/blog/${post.slug}`)) ?? "";
    expect(draftBranch).not.toBe("");
    expect(fileOnBranch(site.dir, draftBranch, file)).toContain(`title: ${post.title}`);
    // The cover is committed with the post, in its folder, on the same branch.
    expect(fileOnBranch(site.dir, draftBranch, `${folder}/${cover.name}`)).not.toBeNull();
    expect(fileOnBranch(site.dir, "main", file)).toBeNull();
    expect(fileOnBranch(site.dir, "main", `${folder}/${cover.name}`)).toBeNull();
    expect(branchDescription(site.dir, draftBranch)).toBe("decap-cms/draft");
  }, 180_000);

  it("moves the draft to In review, then Ready", async () => {
    const { page } = tracked;
    await setStatus(page, "Draft", "In review");
    expect(branchDescription(site.dir, draftBranch)).toBe("decap-cms/pending_review");
    await setStatus(page, "In review", "Ready");
    expect(branchDescription(site.dir, draftBranch)).toBe("decap-cms/pending_publish");
    expect(fileOnBranch(site.dir, "main", file)).toBeNull();

    // The workflow board lists it under Ready.
    await page.goto(url("/admin/#/workflow"));
    const readyColumn = page.locator("div", { has: page.getByRole("heading", { name: "Ready" }) }).last();
    await readyColumn.getByText(post.title).waitFor({ timeout: 30_000 });
  }, 120_000);

  it("publishes the Ready entry by merging its branch into main, as a file the build accepts", async () => {
    const { page } = tracked;
    await page.getByRole("link", { name: new RegExp(post.title) }).click();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    // Publishing a workflow entry asks "Are you sure you want to publish this entry?".
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await page.getByText("Entry published").waitFor({ timeout: 30_000 });

    const published = fileOnBranch(site.dir, "main", file);
    expect(published).not.toBeNull();
    expect(localBranches(site.dir)).not.toContain(draftBranch);
    expect(git(site.dir, "branch", "--show-current")).toBe("main");

    expect(fileOnBranch(site.dir, "main", `${folder}/${cover.name}`)).not.toBeNull();
    // Checked as the build checks it, the cover read from main's working tree.
    const entry = entryFromSource(file, published!);
    entry.media = await readEntryMedia(join(site.dir, file), entry);
    expect(validateEntry(entry)).toEqual([]);
    expect(entry.frontmatter.coverAlt).toBe(cover.alt);
    expect(entry.frontmatter).toMatchObject({ title: post.title, date: post.date, author: post.author, category: post.category, excerpt: post.excerpt });
    expect(entry.body.trim()).toBe(post.body);
    // The working tree is main's, so the build below reads the published file.
    expect(readFileSync(join(site.dir, file), "utf8")).toBe(published);

    expect(tracked.pageErrors).toEqual([]);
    expect(tracked.foreignRequests).toEqual([]);
  }, 120_000);

  it("shows the published post with its processed cover when the site is rebuilt from main", async () => {
    expect(existsSync(join(site.dir, file))).toBe(true); // published above; no point building without it
    await buildSite(site.dir);
    const html = readFileSync(join(site.dir, "public/blog", post.slug, "index.html"), "utf8");
    expect(html).toContain(post.title);
    expect(html).toContain(post.body);
    expect(readFileSync(join(site.dir, "public/blog/index.html"), "utf8")).toContain(`/blog/${post.slug}/`);
    await expectProcessedCover(html, site.dir, cover);
  }, 1_200_000);
});
