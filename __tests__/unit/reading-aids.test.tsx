import { screen, within } from "@testing-library/react";
import { CONTENTS_MIN_HEADINGS, CONTENTS_MIN_MINUTES, tableOfContents } from "../../src/content/contents";
import { WithContents } from "../../src/components/TableOfContents";
import { Breadcrumb } from "../../src/components/Breadcrumb";
import { RelatedPosts } from "../../src/components/blog/RelatedPosts";
import { breadcrumbJsonLd } from "../../src/lib/breadcrumbs";
import { SupportPageView } from "../../src/templates/support-page";
import { HEADING_CLASS, LINK_CLASS } from "../../src/content/heading-anchors";
import { contentCssText } from "../../src/theme/content-css";
import { getSystem } from "../../src/theme/system";
import type { PostSummaryNode } from "../../src/components/blog/post-summary";
import { renderWithProviders } from "../support/render";

const heading = (id: string, depth = 2) => ({ id, value: id.replace(/-/g, " "), depth });

describe("the table of contents (src/content/contents.ts)", () => {
  const headings = [heading("one"), heading("one-a", 3), heading("two"), heading("two-a", 4), heading("three"), heading("four", 5)];

  it("lists ## sections with their ### subsections, not deeper headings", () => {
    expect(tableOfContents(headings, 6)).toEqual([
      { id: "one", title: "one", children: [{ id: "one-a", title: "one a" }] },
      { id: "two", title: "two", children: [] },
      { id: "three", title: "three", children: [] },
    ]);
  });

  it(`is left out of a page shorter than ${CONTENTS_MIN_MINUTES} minutes or with fewer than ${CONTENTS_MIN_HEADINGS} sections`, () => {
    expect(tableOfContents(headings, CONTENTS_MIN_MINUTES - 1)).toEqual([]);
    expect(tableOfContents([heading("one"), heading("two")], 9)).toEqual([]);
    expect(tableOfContents([heading("one"), heading("two"), heading("three")], CONTENTS_MIN_MINUTES)).toHaveLength(3);
  });

  it("lists a body of ### headings only at their own level, and skips headings without an id", () => {
    expect(tableOfContents([heading("a", 3), heading("b", 3), heading("c", 3), { id: null, value: "x", depth: 2 }, null], 5).map((item) => item.id)).toEqual(["a", "b", "c"]);
  });
});

describe("WithContents", () => {
  const items = tableOfContents([heading("one"), heading("one-a", 3), heading("two"), heading("three")], 5);

  it("puts the same links above the text (closed) and beside it, each in a navigation landmark", () => {
    renderWithProviders(
      <WithContents items={items}>
        <p>Body</p>
      </WithContents>,
    );
    const collapsed = screen.getByTestId("contents-collapsed");
    const beside = screen.getByTestId("contents-beside");
    for (const nav of [collapsed, beside]) {
      expect(nav.tagName).toBe("NAV");
      expect(nav).toHaveAttribute("aria-label", "On this page");
      expect([...nav.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual(["#one", "#one-a", "#two", "#three"]);
    }
    expect(collapsed.querySelector("details")).not.toHaveAttribute("open");
    expect(collapsed.querySelector("summary")).toHaveTextContent("On this page");
    expect(screen.getByText("Body")).toBeInTheDocument();
  });

  it("renders only the body when there is no table", () => {
    const { container } = renderWithProviders(
      <WithContents items={[]}>
        <p>Body</p>
      </WithContents>,
    );
    expect(container.querySelector("nav")).toBeNull();
    expect(screen.getByText("Body")).toBeInTheDocument();
  });
});

describe("RelatedPosts", () => {
  const node = (id: string, title: string, category: string): PostSummaryNode => ({
    id,
    readTime: 6,
    fields: { path: `/blog/${id}/` },
    frontmatter: { title, excerpt: "", authorEntry: { frontmatter: { title: "A" } }, category, date: "March 4, 2025", isoDate: "2025-03-04", coverAlt: null, cover: null },
  });

  it("shows each post as a card with its category, date and a link over the whole card", () => {
    renderWithProviders(<RelatedPosts nodes={[node("a", "Post A", "Strategy"), node("b", "Post B", "Tutorial")]} />);
    const section = screen.getByRole("region", { name: "Related posts" });
    const cards = within(section).getAllByTestId("related-post");
    expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual(["Post A", "Post B"]);
    expect(within(cards[0]).getByRole("link")).toHaveAttribute("href", "/blog/a/");
    expect(cards[1]).toHaveTextContent("Tutorial");
    expect(cards[1].querySelector("time")).toHaveAttribute("datetime", "2025-03-04");
  });

  it("renders nothing without posts", () => {
    const { container } = renderWithProviders(<RelatedPosts nodes={[]} />);
    expect(container.querySelector("section")).toBeNull();
  });
});

describe("breadcrumbs", () => {
  it("link each step but the page itself, and are given to search engines as a BreadcrumbList", () => {
    const trail = [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog/" },
      { name: "Case Study", path: "/blog/category/case-study/" },
    ];
    renderWithProviders(<Breadcrumb trail={trail.slice(1)} />);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(nav).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Blog", "/blog/"],
      ["Case Study", "/blog/category/case-study/"],
    ]);
    expect(breadcrumbJsonLd("https://site.example", [...trail, { name: "A post", path: "/blog/a-post/" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://site.example/" },
        { "@type": "ListItem", position: 2, name: "Blog", item: "https://site.example/blog/" },
        { "@type": "ListItem", position: 3, name: "Case Study", item: "https://site.example/blog/category/case-study/" },
        { "@type": "ListItem", position: 4, name: "A post", item: "https://site.example/blog/a-post/" },
      ],
    });
  });
});

describe("SupportPageView", () => {
  it("shows a docs page's body under its title and summary, with the way back to its hub", () => {
    renderWithProviders(<SupportPageView collection="docs" kind="page" title="Webhooks" summary="Events, pushed." html="<h2 id='setup'>Setup</h2><p>Text.</p>" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Webhooks");
    expect(screen.getByText("Events, pushed.")).toHaveAttribute("data-pagefind-meta", "summary");
    expect(screen.getByTestId("support-body")).toContainHTML('<h2 id="setup">Setup</h2>');
    expect(screen.getByRole("link", { name: "← Back to Documentation" })).toHaveAttribute("href", "/documentation/");
    expect(within(screen.getByRole("navigation", { name: "Breadcrumb" })).getByRole("link")).toHaveAttribute("href", "/documentation/");
    expect(screen.getByRole("article")).toHaveAttribute("data-pagefind-filter", "kind:Documentation");
  });
});

describe("the reading aids' stylesheet (src/theme/content-css.ts)", () => {
  const css = contentCssText(getSystem());

  it("styles every class the components and the heading plugin write", () => {
    const { container } = renderWithProviders(
      <>
        <WithContents items={tableOfContents([heading("a"), heading("b"), heading("c")], 5)}>
          <div className={HEADING_CLASS}>
            <a className={LINK_CLASS} href="#a" aria-label="Link to this section: a" />
          </div>
        </WithContents>
        <Breadcrumb trail={[{ name: "Blog", path: "/blog/" }]} />
        <RelatedPosts nodes={[{ id: "x", readTime: 5, fields: { path: "/blog/x/" }, frontmatter: { title: "X", category: "Strategy" } }]} />
      </>,
    );
    const classes = new Set([...container.querySelectorAll("[class]")].flatMap((element) => [...element.classList]).filter((name) => !name.startsWith("css-")));
    expect([...classes].sort()).toEqual(
      ["breadcrumb", "contents-beside", "contents-body", "contents-collapsed", "contents-list", HEADING_CLASS, LINK_CLASS, "related-card", "related-cover", "related-posts"].sort(),
    );
    for (const name of classes) expect(css).toContain(`.${name}`);
  });

  it("resolves the system's tokens and breakpoints: the list beside the text from xl (80rem)", () => {
    expect(css).toMatch(/@media screen and \(min-width: ?80rem\)\{\.contents-beside\{display:block;?\}/);
    expect(css).toContain("var(--chakra-colors-fg-muted)");
    expect(css).not.toMatch(/-webkit-/);
  });
});
