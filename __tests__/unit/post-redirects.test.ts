/**
 * @jest-environment node
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { canonicalPath, contentRedirects, redirectLines, type ContentRedirect } from "../../src/content/redirects";
import { checkContentRedirects, redirectProblems } from "../../plugins/post-redirects/check-redirects";
import { parseRedirects } from "../support/rules-from-text";

const NEW = "content/blog/new-name/index.md";
const OTHER = "content/blog/other/index.md";

describe("a post's old addresses (redirectFrom)", () => {
  it("become one redirect each, to the post, with and without the trailing slash written", () => {
    const { redirects, problems } = contentRedirects([{ file: NEW, path: "/blog/new-name/", redirectFrom: ["/blog/old-name/", "/blog/older-name"] }]);
    expect(problems).toEqual([]);
    expect(redirects).toEqual([
      { fromPath: "/blog/old-name/", toPath: "/blog/new-name/", file: NEW },
      { fromPath: "/blog/older-name/", toPath: "/blog/new-name/", file: NEW },
    ]);
    expect(redirectLines(redirects)).toEqual([`# redirectFrom in ${NEW}`, "/blog/old-name/  /blog/new-name/  301", "/blog/older-name/  /blog/new-name/  301"]);
  });

  it("keeps a file's name as it is", () => {
    expect(canonicalPath("/blog/old.html")).toBe("/blog/old.html");
    expect(canonicalPath("/blog/old")).toBe("/blog/old/");
  });

  it("refuses the post's own address, an address listed twice and one claimed by two posts", () => {
    const { problems } = contentRedirects([
      { file: NEW, path: "/blog/new-name/", redirectFrom: ["/blog/new-name", "/blog/a/", "/blog/a"] },
      { file: OTHER, path: "/blog/other/", redirectFrom: ["/blog/A/"] },
    ]);
    expect(problems).toEqual([
      `${NEW}: redirectFrom "/blog/new-name" is the post's own address; list only addresses it had before`,
      `${NEW}: redirectFrom lists "/blog/a" twice; keep one`,
      `${OTHER}: redirectFrom "/blog/A/" is already redirected by ${NEW}; an old address can lead to one post only`,
    ]);
  });
});

describe("the redirects as Netlify applies them with the rest of _redirects", () => {
  const post = (fromPath: string, toPath = "/blog/new-name/"): ContentRedirect => ({ fromPath, toPath, file: NEW });
  const live = new Set(["/blog/new-name/", "/pricing/", "/blog/"]);
  const isLive = (path: string) => live.has(canonicalPath(path));
  const problemsWith = async (staticRules: string[], redirects: ContentRedirect[]) =>
    redirectProblems(await parseRedirects([...staticRules, ...redirectLines(redirects)].join("\n")), redirects, isLive);

  it("accepts an old address nothing else uses", async () => {
    expect(await problemsWith(["/dashboard/*  /dashboard/  200"], [post("/blog/old-name/")])).toEqual([]);
  });

  it("refuses an old address that is a live page", async () => {
    expect(await problemsWith([], [post("/pricing/")])).toEqual([
      `${NEW}: redirectFrom "/pricing/" is a live page of the site, so the redirect would never apply; remove it from the list`,
    ]);
  });

  it("refuses an old address an earlier rule already takes", async () => {
    expect(await problemsWith(["/blog/old-name/*  /blog/  301"], [post("/blog/old-name/")])).toEqual([
      `${NEW}: redirectFrom "/blog/old-name/" is already taken by the rule "/blog/old-name/* /blog/ 301" in static/_redirects; remove one of them`,
    ]);
  });

  it("refuses a chain: another rule sends readers to the old address", async () => {
    expect(await problemsWith(["/promo/  /blog/old-name/  301"], [post("/blog/old-name/")])).toEqual([
      `${NEW}: redirectFrom "/blog/old-name/" is part of a chain of redirects (/promo/ → /blog/old-name/ → /blog/new-name/); point each old address straight at /blog/new-name/`,
    ]);
  });

  it("refuses a loop: a forced rule sends the post back to its old address", async () => {
    const problems = await problemsWith(["/blog/new-name/  /blog/old-name/  301!"], [post("/blog/old-name/")]);
    expect(problems).toContain(
      `${NEW}: redirectFrom "/blog/old-name/" is part of a redirect loop (/blog/new-name/ → /blog/old-name/ → /blog/new-name/); remove one of these redirects`,
    );
  });
});

describe("the future public/_redirects", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "post-redirects-"));
    await writeFile(join(dir, "_redirects"), "/dashboard/*  /dashboard/  200\n");
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("is checked before rendering against the pages and the static files", async () => {
    await writeFile(join(dir, "favicon.svg"), "<svg/>");
    const redirects = [
      { fromPath: "/favicon.svg", toPath: "/blog/new-name/", file: NEW },
      { fromPath: "/blog/old-name/", toPath: "/blog/new-name/", file: NEW },
    ];
    const problems = await checkContentRedirects(dir, join(dir, "scratch"), redirects, new Set(["/blog/new-name/"]));
    expect(problems).toEqual([`${NEW}: redirectFrom "/favicon.svg" is a live page of the site, so the redirect would never apply; remove it from the list`]);
  });
});
