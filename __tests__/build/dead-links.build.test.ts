import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { copySite, type SiteCopy } from "../../scripts/site-copy.mjs";
import { gatsbyBuild } from "./support/gatsby-build";

// The link check (plugins/content-links): one production build of a temporary copy of the site, with
// a post whose links lead nowhere (a path, a relative path, a fragment, a heading's id cut short, a
// draft) and a post whose links all lead somewhere (one to its own old address: a redirect made from
// redirectFrom; others to headings' ids, its own {#custom-id} among them). The build must fail naming
// exactly the dead ones, by file and line.
const FIELDS = "date: 2025-03-01\nauthor: dana-whitfield\ncategory: Strategy\nexcerpt: An excerpt.\n";

/** content/blog/<name>/index.md: a six-line frontmatter block (lines 1-7 with the --- lines), a blank line, then the body from line 9. */
function writePost(site: string, name: string, body: string, extraFields = "") {
  mkdirSync(join(site, "content/blog", name), { recursive: true });
  writeFileSync(join(site, "content/blog", name, "index.md"), `---\ntitle: ${name}\n${FIELDS}${extraFields}---\n\n${body}`);
}

describe("gatsby build with dead links in Markdown", () => {
  let copy: SiteCopy;
  let site: string;
  let output = "";
  let status: number | null = null;

  beforeAll(() => {
    copy = copySite();
    site = copy.dir;
    writePost(site, "unpublished-plan", "Not ready yet.\n", "draft: true\n");
    writePost(
      site,
      "links-that-work",
      [
        "[Pricing](/pricing) without its slash, [features](/features/#integrations), [the blog](/blog/?category=Strategy),",
        "[a neighbour](../full-funnel-plan-for-small-teams/), [the feed](/rss.xml), [the dashboard](/dashboard/settings/),",
        "[the editor](/admin/), [the top](#top), [the main content](#main-content), [privacy](/privacy/) and",
        "[a site](https://other.example/missing/) that is never fetched, and [my old address](/blog/links-that-used-to-work) (redirectFrom).",
        "",
        "A post's section: [the signals](/blog/lead-scoring-sales-will-trust/#step-2-collect-your-candidate-signals), and this",
        "page's own: [below](#a-section-of-my-own) and [its old name](#kept-name).",
        "",
        "## A section of my own",
        "",
        "## Renamed since, its old link kept {#kept-name}",
        "",
      ].join("\n"),
      "redirectFrom:\n  - /blog/links-that-used-to-work/\n",
    );
    writePost(
      site,
      "links-that-do-not",
      [
        "A first paragraph with [an old post](/blog/ful-funnel-plan-for-small-teams/).",
        "",
        "[Plans](/pricing/#enterprise-plan) and [a neighbour](../lead-scoring/).",
        "",
        "Coming soon: [our plan](/blog/unpublished-plan/).",
        "",
        "[The first step](/blog/lead-scoring-sales-will-trust/#step-1-agree), shortened.",
        "",
      ].join("\n"),
    );
    ({ status, output } = gatsbyBuild(site));
  }, 600_000);

  afterAll(() => {
    copy?.remove();
  });

  it("fails", () => {
    expect(status).not.toBe(0);
    expect(status).not.toBeNull();
  });

  it("names each dead link with its file, line, what is wrong and the closest existing path or id", () => {
    const file = "content/blog/links-that-do-not/index.md";
    const lines = [
      `${file}:9: link "/blog/ful-funnel-plan-for-small-teams/" leads to no page; closest existing path: /blog/full-funnel-plan-for-small-teams/`,
      `${file}:11: link "/pricing/#enterprise-plan": /pricing/ has no element with id "enterprise-plan"; closest: #plan-enterprise`,
      `${file}:11: link "../lead-scoring/" leads to no page; closest existing path: /blog/lead-scoring-sales-will-trust/`,
      `${file}:13: link "/blog/unpublished-plan/" leads to content/blog/unpublished-plan/index.md, a draft (draft: true), not published in this build; link to it once it is live`,
      // A heading's id (plugins/heading-anchors), checked like any other.
      `${file}:15: link "/blog/lead-scoring-sales-will-trust/#step-1-agree": /blog/lead-scoring-sales-will-trust/ has no element with id "step-1-agree"; closest: #step-1-agree-on-what-a-good-lead-is`,
    ];
    for (const line of lines) expect(output).toContain(line);
    expect(output).toContain("Markdown in content/ has 5 dead links");
  });

  it("says nothing about links that lead somewhere, nor about the site's own content", () => {
    expect(output).not.toMatch(/links-that-work\/index\.md:\d+/);
    expect(output.match(/\.md:\d+: link "/g)).toHaveLength(5);
  });
});
