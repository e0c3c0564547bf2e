import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { copySite, type SiteCopy } from "../../scripts/site-copy.mjs";
import { successfulBuild } from "./support/gatsby-build";
import { relatedPosts } from "../../src/content/related";
import { postSources } from "../support/related-inputs";

// Related posts at scale (content/README.md, "Related posts"): a production build of a copy of the
// site with 1,000 generated posts (scripts/generate-posts.mjs: each about a topic, a second topic,
// an audience and a metric), then a rebuild with the cache after one post's heading is reworded,
// as the host rebuilds after a publish.
const GENERATED_POSTS = 1000;
/** No post may be picked as related by more than this many times the average post. */
const MOST_OVER_AVERAGE = 10;
// A post in the middle of the blog (neither newest nor oldest), and its second heading reworded.
const EDITED = "generated-00500";
const EDITED_HEADING = "## Start with cohort tables and churn curves";

let site: SiteCopy;
let firstOutput = "";
let rebuildOutput = "";
let before: Map<string, PostPage>;
let after: Map<string, PostPage>;
let sourcesBefore: ReturnType<typeof postSources>;
let sourcesAfter: ReturnType<typeof postSources>;

interface PostPage {
  id: string;
  related: string[];
  previousId: string | null;
  nextId: string | null;
  /** The modification time of its HTML. */
  written: number;
}

const build = (dir: string) => successfulBuild(dir, { timeout: 900_000 });

/** Every post's page, by slug: its context and when its HTML was written. */
function postPages(dir: string): Map<string, PostPage> {
  const pages = new Map<string, PostPage>();
  for (const slug of readdirSync(join(dir, "public/page-data/blog"))) {
    const file = join(dir, "public/page-data/blog", slug, "page-data.json");
    if (!existsSync(file)) continue; // /blog/category/
    const data: { result: { data: { post?: unknown }; pageContext: { id: string; relatedIds: string[]; previousId: string | null; nextId: string | null } } } = JSON.parse(
      readFileSync(file, "utf8"),
    );
    if (!data.result.data.post) continue; // /blog/2/ and the other list pages
    const { id, relatedIds, previousId, nextId } = data.result.pageContext;
    pages.set(slug, { id, related: relatedIds, previousId, nextId, written: statSync(join(dir, "public/blog", slug, "index.html")).mtimeMs });
  }
  return pages;
}

/** How many page queries a build ran, from Gatsby's "run queries in workers - … - N/N" line. */
function queriesRun(output: string): number {
  const line = /run queries in workers - [\d.]+s - (\d+)\/\1 /.exec(output);
  if (!line) throw new Error(`no "run queries in workers" line in:\n${output.slice(-2000)}`);
  return Number(line[1]);
}

const slugsOf = (pages: Map<string, PostPage>) => {
  const slugOf = new Map([...pages].map(([slug, { id }]) => [id, slug]));
  return (ids: string[]) => ids.map((id) => slugOf.get(id)!);
};

beforeAll(() => {
  site = copySite();
  const blog = join(site.dir, "content/blog");
  const generated = spawnSync(process.execPath, ["scripts/generate-posts.mjs", String(GENERATED_POSTS), blog], { encoding: "utf8" });
  if (generated.status !== 0) throw new Error(`generate-posts failed:\n${generated.stderr}`);
  firstOutput = build(site.dir);
  before = postPages(site.dir);
  sourcesBefore = postSources(blog);
  const file = join(blog, EDITED, "index.md");
  const source = readFileSync(file, "utf8");
  const heading = source.split("\n").filter((line) => line.startsWith("## "))[1];
  writeFileSync(file, source.replace(heading, EDITED_HEADING));
  rebuildOutput = build(site.dir);
  after = postPages(site.dir);
  sourcesAfter = postSources(blog);
}, 1_800_000);

afterAll(() => {
  site?.remove();
});

test("every post's related posts are the ones src/content/related.ts ranks from its title, excerpt and headings", () => {
  expect(before.size).toBe(GENERATED_POSTS + 5);
  expect(firstOutput).toMatch(new RegExp(`Related posts: ${before.size} posts ranked in \\d+ ms`));
  const expected = relatedPosts(sourcesBefore);
  const slugs = slugsOf(before);
  const differing = [...before].filter(([slug, page]) => JSON.stringify(slugs(page.related)) !== JSON.stringify(expected.get(slug)));
  expect(differing.map(([slug]) => slug)).toEqual([]);
});

test(`no post is picked as related more than ${MOST_OVER_AVERAGE} times as often as the average post`, () => {
  const picks = new Map<string, number>();
  for (const { related } of before.values()) for (const id of related) picks.set(id, (picks.get(id) ?? 0) + 1);
  const total = [...picks.values()].reduce((sum, count) => sum + count, 0);
  const average = total / before.size;
  // Nearly every post has three: the generated posts share topics, audiences and metrics.
  expect(average).toBeGreaterThan(2.5);
  expect(Math.max(...picks.values())).toBeLessThanOrEqual(MOST_OVER_AVERAGE * average);
  // Most posts are someone's related post, not a few newest ones.
  expect(picks.size).toBeGreaterThan(before.size / 2);
});

describe(`rebuild after rewording one heading of ${EDITED}`, () => {
  const changedLists = () => [...after].filter(([slug, page]) => JSON.stringify(page.related) !== JSON.stringify(before.get(slug)!.related)).map(([slug]) => slug);

  test("parses only the edited post's body again: the others' headings come from their nodes", () => {
    expect(rebuildOutput).toMatch(new RegExp(`Related posts: ${after.size} posts ranked in \\d+ ms`));
    expect(rebuildOutput).toMatch(/Content rules: \d+ Markdown files, 1 of them read and parsed this run/);
  });

  test("changes only the related lists whose ranking changed, a few of them", () => {
    const rankedBefore = relatedPosts(sourcesBefore);
    const rankedAfter = relatedPosts(sourcesAfter);
    const reranked = sourcesAfter.filter(({ slug }) => JSON.stringify(rankedBefore.get(slug)) !== JSON.stringify(rankedAfter.get(slug))).map(({ slug }) => slug);
    expect(changedLists().sort()).toEqual(reranked.sort());
    // The post's own list, the lists it joins or leaves, and those whose near ties its words decide.
    expect(reranked.length).toBeGreaterThan(0);
    expect(reranked.length).toBeLessThan(GENERATED_POSTS / 50);
  });

  test("runs again only the queries of the pages that show the edited post or whose related posts changed", () => {
    const edited = before.get(EDITED)!;
    const slugs = slugsOf(before);
    const newest = [...before].find(([, page]) => page.nextId === null)![0];
    const oldest = [...before].find(([, page]) => page.previousId === null)![0];
    const showingIt = [...before].filter(([, page]) => page.related.includes(edited.id)).map(([slug]) => slug);
    const posts = new Set([EDITED, ...slugs([edited.previousId!, edited.nextId!]), newest, oldest, ...showingIt, ...changedLists()]);
    // Besides the posts: the three list pages it is on (/blog/'s, its category's and its author's),
    // and the help centre and documentation pages, which list every help and docs page (see
    // incremental.build.test.ts).
    expect(queriesRun(rebuildOutput)).toBe(posts.size + 3 + 2);
  });

  test("writes again only the edited post's page and the pages whose related posts changed", () => {
    const rewritten = [...after].filter(([slug, page]) => page.written !== before.get(slug)!.written).map(([slug]) => slug);
    expect(rewritten.sort()).toEqual([...new Set([EDITED, ...changedLists()])].sort());
  });
});
