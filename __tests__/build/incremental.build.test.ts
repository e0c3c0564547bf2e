import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DEFERRED_SCRIPTS_ATTRIBUTE } from "../../plugins/paint-first-scripts/paint-first-slice";
import { startDevelop } from "../../scripts/develop-server.mjs";
import { copySite, type SiteCopy } from "../../scripts/site-copy.mjs";
import { successfulBuild } from "./support/gatsby-build";

// What a publish costs: a post's text edited, then `gatsby build` with the cache of the last build,
// as the host rebuilds. Only that post's page may be written again; every other page keeps the
// HTML (and the paint-first scripts) of the first build.
const EDIT = "edited-by-the-incremental-build-test-";
// Stitching rewrites what lies between these comments; a page that is not re-stitched keeps the canary.
const SCRIPTS_SLICE_START = '<!-- slice-start id="_gatsby-scripts-1" -->';
const CANARY = "<!-- not stitched again by the incremental build test -->";
const CANARY_PAGE = "about/index.html";
const CODE_EDIT = "Our story, rebuilt";

// Older than the site's own posts, so the edited post stays on /blog/ and the blog has four list pages.
const GENERATED_POSTS = 40;

function copyWithGeneratedPosts(): SiteCopy {
  const copy = copySite();
  const generated = spawnSync(process.execPath, ["scripts/generate-posts.mjs", String(GENERATED_POSTS), join(copy.dir, "content/blog")], { encoding: "utf8" });
  if (generated.status !== 0) throw new Error(`generate-posts failed:\n${generated.stderr}`);
  return copy;
}

/** How many page queries a build ran, from Gatsby's "run queries in workers - … - N/N" line. */
function queriesRun(output: string): number {
  const line = /run queries in workers - [\d.]+s - (\d+)\/\1 /.exec(output);
  if (!line) throw new Error(`no "run queries in workers" line in:\n${output.slice(-2000)}`);
  return Number(line[1]);
}


/** Every page's HTML file (not the editor's, not Gatsby's slice fragments) → its modification time. */
function pageFiles(publicDir: string): Map<string, number> {
  const files = readdirSync(publicDir, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".html") && !/^(admin|_gatsby|page-data)\//.test(file) && statSync(join(publicDir, file)).isFile(),
  );
  return new Map(files.map((file) => [file, statSync(join(publicDir, file)).mtimeMs]));
}

/** The first (or `index`th) blog post file, flat (`<slug>.md`) or a page bundle (`<slug>/index.md`). */
function aPostFile(blogDir: string, index = 0): string {
  const file = readdirSync(blogDir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".md")).sort()[index];
  return join(blogDir, file);
}

/** One post's text edited: the last word of the body changes, the word count does not. */
function editPost(post: string): void {
  writeFileSync(post, readFileSync(post, "utf8").trimEnd().replace(/(\S+)$/, `${EDIT}$1`));
}

describe("rebuild after editing one post's text", () => {
  let copy: SiteCopy;
  let site: string;
  let publicDir: string;
  let before: Map<string, number>;
  let after: Map<string, number>;
  let editedPage: string;
  let cleanOutput: string;
  let rebuildOutput: string;
  let editorBefore: number;
  let editorAfterEdit: number;
  let headersAfterEdit: string;
  let notFoundAfterEdit: string;
  let fullReadOutput: string;
  let headersAfterFullRead: string;
  let notFoundAfterFullRead: string;
  let canaryAfterEdits: string;
  let beforeEnvChange: Map<string, number>;
  let afterEnvChange: Map<string, number>;
  let envChangeOutput: string;
  let codeChangeOutput: string;
  let developDashboard: { data: number | { path?: string; matchPath?: string }; page: number; deepPage: number };

  beforeAll(async () => {
    copy = copyWithGeneratedPosts();
    site = copy.dir;
    publicDir = join(site, "public");
    // A first build with no compiler cache either (a copy keeps the last copy's: scripts/site-copy.mjs).
    rmSync(join(site, ".cache"), { recursive: true, force: true });
    cleanOutput = successfulBuild(site);
    const canaryFile = join(publicDir, CANARY_PAGE);
    writeFileSync(canaryFile, readFileSync(canaryFile, "utf8").replace(SCRIPTS_SLICE_START, `${SCRIPTS_SLICE_START}${CANARY}`));
    before = pageFiles(publicDir);
    editorBefore = statSync(join(publicDir, "admin/cms.js")).mtimeMs;
    // The last word of the body changes; the word count (so the read time on list pages) does not.
    editPost(aPostFile(join(site, "content/blog")));
    rebuildOutput = successfulBuild(site);
    editorAfterEdit = statSync(join(publicDir, "admin/cms.js")).mtimeMs;
    after = pageFiles(publicDir);
    editedPage = [...after.keys()].find((file) => readFileSync(join(publicDir, file), "utf8").includes(EDIT))!;
    headersAfterEdit = readFileSync(join(publicDir, "_headers"), "utf8");
    notFoundAfterEdit = readFileSync(join(publicDir, "404.html"), "utf8");
    // Without its cache the Content-Security-Policy step reads every page, as it did before it had one.
    rmSync(join(site, ".cache/content-security-policy/page-script-hashes.json"));
    fullReadOutput = successfulBuild(site);
    headersAfterFullRead = readFileSync(join(publicDir, "_headers"), "utf8");
    notFoundAfterFullRead = readFileSync(join(publicDir, "404.html"), "utf8");
    // A publish from an environment with one more variable than the last build's (a host sets some
    // only for some builds, a shell differs from a script): Gatsby inlines every variable into
    // the HTML renderer, and webpack rebuilt every module when the set of names changed.
    canaryAfterEdits = readFileSync(join(publicDir, CANARY_PAGE), "utf8");
    beforeEnvChange = pageFiles(publicDir);
    editPost(aPostFile(join(site, "content/blog"), 1));
    envChangeOutput = successfulBuild(site, { env: { SCALEWISE_UNRELATED_BUILD_VARIABLE: "1" } });
    afterEnvChange = pageFiles(publicDir);
    // A deploy that changes the site's JavaScript: Gatsby stitches the slices into every page again,
    // reading each page's HTML where it wrote it, the page Netlify's adapter moved included.
    const moved = join(publicDir, "dashboard/[...].html");
    writeFileSync(moved, readFileSync(moved, "utf8").replace(SCRIPTS_SLICE_START, `${SCRIPTS_SLICE_START}${CANARY}`));
    const about = join(site, "src/pages/about.tsx");
    writeFileSync(about, readFileSync(about, "utf8").replace("Our story", CODE_EDIT));
    // `npm start` in the folder the builds used: develop serves a page's data from where Gatsby
    // wrote it, and the adapter had moved the dashboard's.
    const develop = await startDevelop({ cwd: site });
    try {
      const status = (path: string) => fetch(`${develop.url}${path}`).then((response) => response.status);
      const data = await fetch(`${develop.url}/page-data/dashboard/page-data.json`);
      developDashboard = {
        data: data.ok ? await data.json() : data.status,
        page: await status("/dashboard/"),
        deepPage: await status("/dashboard/settings/"),
      };
    } finally {
      await develop.stop();
    }
    codeChangeOutput = successfulBuild(site);
  }, 2_400_000);

  afterAll(() => {
    copy?.remove();
  });

  it("writes the edited post's page again, with the new text and the paint-first scripts", () => {
    expect(editedPage).toMatch(/^blog\/.+\/index\.html$/);
    expect(after.get(editedPage)).toBeGreaterThan(before.get(editedPage)!);
    expect(readFileSync(join(publicDir, editedPage), "utf8")).toContain(`<script ${DEFERRED_SCRIPTS_ATTRIBUTE}=`);
  });

  it("leaves every other page as it was, paint-first scripts included", () => {
    const rewritten = [...after].filter(([file, mtime]) => file !== editedPage && mtime !== before.get(file)).map(([file]) => file);
    expect(rewritten).toEqual([]);
    expect(after.size).toBe(before.size);
    const withoutLoader = [...after.keys()].filter((file) => !readFileSync(join(publicDir, file), "utf8").includes(`<script ${DEFERRED_SCRIPTS_ATTRIBUTE}=`));
    expect(withoutLoader).toEqual([]);
  });

  it("runs again only the queries of pages that show the edited post, not every blog list page", () => {
    expect(readdirSync(join(publicDir, "blog")).filter((name) => /^\d+$/.test(name)).sort()).toEqual(["2", "3", "4"]);
    // The post's page and its two neighbours' (they show its title); /blog/, its category's first
    // page and its author's, the three list pages it is on; the help centre and documentation pages,
    // which list every help and docs page; and the newest and oldest posts, whose missing neighbour
    // makes Gatsby watch every Markdown node. No post shows it among its related posts (src/content/related.ts:
    // each generated post has generated posts that say more in common with it), an edit to its body
    // alone changes no post's related posts (__tests__/build/related-posts.build.test.ts rewords a
    // heading), and the pages that name its author depend on the author's file, not on it. A list page
    // that read its posts as a list (`allMarkdownRemark`) ran again on any edit: 11.
    expect(queriesRun(rebuildOutput)).toBe(1 + 2 + 3 + 2 + 2);
  });

  it("does not stitch slices into the other pages again (Gatsby saw no change in its scripts slice)", () => {
    expect(canaryAfterEdits).toContain(`${SCRIPTS_SLICE_START}${CANARY}`);
  });

  it("reads only the pages written again for the Content-Security-Policy (the edited post, the page this test touched, the page the adapter moved, which the site put back)", () => {
    const line = /Content-Security-Policy: \d+ inline scripts across (\d+) pages, read (\d+) changed since the last build(?:: ([^\n]*?))?, written in/.exec(rebuildOutput);
    expect(line).not.toBeNull();
    expect(Number(line![1])).toBe(after.size);
    // Netlify's adapter moved dashboard/index.html to dashboard/[...].html after the last build's
    // policy step; the site's adapter moved it back before this build (a rename: a new change time).
    expect(line![3]?.split(", ").sort()).toEqual([CANARY_PAGE, editedPage, "dashboard/index.html"].sort());
  });

  it("writes the same policy as a step that reads every page", () => {
    expect(fullReadOutput).toMatch(new RegExp(`across ${after.size} pages, read ${after.size} changed since the last build,`));
    expect(headersAfterFullRead).toBe(headersAfterEdit);
    expect(notFoundAfterFullRead).toBe(notFoundAfterEdit);
    expect(headersAfterEdit).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  });

  it("collects the main process's garbage once webpack's compilers have built the bundles, not when they came from the cache", () => {
    const line = /Collected webpack's garbage \((\d+) modules built\) in \d+ ms: heap \d+ → \d+ MB/.exec(cleanOutput);
    expect(line).not.toBeNull();
    expect(Number(line![1])).toBeGreaterThan(1000);
    // Again once "Caching Webpack compilations" has stored the cache: its serialised packs are garbage then.
    const afterCaching = cleanOutput.slice(cleanOutput.indexOf("Caching Webpack compilations"));
    expect(afterCaching).toMatch(/Collected webpack's garbage \(\d+ modules built\)/);
    expect(rebuildOutput).not.toContain("Collected webpack's garbage");
  });

  it("does not compile the writers' editor again: nothing it uses changed", () => {
    expect(rebuildOutput).toContain("Decap CMS admin unchanged since the last build: not compiled");
    expect(editorAfterEdit).toBe(editorBefore);
  });

  it("renders only the edited page when the build's environment has a variable the last build's had not", () => {
    expect(envChangeOutput).toMatch(/Building static HTML for pages - [\d.]+s - 1\/1 /);
    const rewritten = [...afterEnvChange].filter(([file, mtime]) => mtime !== beforeEnvChange.get(file)).map(([file]) => file);
    expect(rewritten).toHaveLength(1);
    expect(readFileSync(join(publicDir, rewritten[0]), "utf8")).toContain(EDIT);
  });

  it("serves the client-only dashboard and its data from `gatsby develop` in the folder a build used (the adapter had moved them)", () => {
    expect(developDashboard).toEqual({ data: expect.objectContaining({ path: "/dashboard/", matchPath: "/dashboard/*" }), page: 200, deepPage: 200 });
  });

  it("builds again after develop and a change to the site's code, every page stitched, the client-only page where the adapter puts it", () => {
    expect(codeChangeOutput).toMatch(/stitching slices/);
    expect(readFileSync(join(publicDir, "about/index.html"), "utf8")).toContain(CODE_EDIT);
    expect(readdirSync(join(publicDir, "dashboard"))).toEqual(["[...].html"]);
    expect(readdirSync(join(publicDir, "page-data/dashboard"))).toEqual(["[...]"]);
    // The moved page was stitched again (its canary is gone), where Gatsby wrote it, then moved by the adapter.
    const dashboard = readFileSync(join(publicDir, "dashboard/[...].html"), "utf8");
    expect(dashboard).toContain(SCRIPTS_SLICE_START);
    expect(dashboard).not.toContain(CANARY);
    expect(dashboard).toContain('id="site-footer"');
  });
});
