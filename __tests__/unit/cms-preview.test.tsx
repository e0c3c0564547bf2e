import { render, screen, within } from "@testing-library/react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { markdownPage } from "../../src/cms/markdown-html";
import { blogPostViewProps, legalPageViewProps, supportPageViewProps } from "../../src/cms/preview-props";
import { displayDate, isoDay } from "../../src/content/dates";
import { fromJS } from "immutable";
import { AuthorPreview, BlogPostPreview, LegalPagePreview, SupportPagePreview } from "../../src/cms/previews";
import { readTimeMinutes } from "../../src/content/read-time";

/** A Markdown body as the preview shows it. */
const markdownToHtml = (...args: Parameters<typeof markdownPage>) => markdownPage(...args).html;

/** The slice of Decap's Immutable entry the previews read. */
const entryOf = (data: Record<string, unknown>, collection = "blog") =>
  ({ get: (key: string) => (key === "data" ? { toJS: () => data } : key === "collection" ? collection : undefined) }) as unknown as PreviewTemplateComponentProps["entry"];

function previewFrame() {
  const iframe = document.createElement("iframe");
  document.body.append(iframe);
  return iframe.contentDocument!;
}

const post = {
  title: "Planning a Quarter with AI",
  date: "2025-03-14",
  author: "Ada Writer",
  category: "Strategy",
  excerpt: "How we plan.",
  body: "Intro paragraph.\n\n## A heading\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
};

describe("blog post preview", () => {
  it("passes the entry to BlogPostView the way the published page does", () => {
    const props = blogPostViewProps(post);
    expect(props).toMatchObject({
      title: post.title,
      author: { name: post.author },
      category: "Strategy",
      isoDate: "2025-03-14",
      date: "March 14, 2025",
      readTime: readTimeMinutes(post.body),
    });
    expect(props.html).toContain('<h2 id="a-heading">A heading</h2>');
    expect(props.html).toContain("<table>");
  });

  it("badges a draft and a post dated ahead, not a live one, and shows an update date", () => {
    const now = new Date("2025-06-01T12:00:00Z");
    expect(blogPostViewProps(post, undefined, now).release).toBe("live");
    expect(blogPostViewProps({ ...post, draft: true }, undefined, now).release).toBe("draft");
    expect(blogPostViewProps({ ...post, date: "2025-06-02" }, undefined, now).release).toBe("scheduled");
    // At 16:00 UTC it is already June 2 in Tokyo.
    expect(blogPostViewProps({ ...post, date: "2025-06-02" }, undefined, new Date("2025-06-01T16:00:00Z"), "Asia/Tokyo").release).toBe("live");
    expect(blogPostViewProps({ ...post, updated: "2025-04-02" }).updated).toEqual({ date: "April 2, 2025", isoDate: "2025-04-02" });

    render(<BlogPostPreview {...({ entry: entryOf({ ...post, date: "2099-01-05" }), document: previewFrame() } as PreviewTemplateComponentProps)} />);
    expect(screen.getByTestId("post-release")).toHaveTextContent("Scheduled for January 5, 2099");
  });

  it("shows the Draft badge in the preview pane", () => {
    render(<BlogPostPreview {...({ entry: entryOf({ ...post, draft: true }), document: previewFrame() } as PreviewTemplateComponentProps)} />);
    expect(screen.getByTestId("post-release")).toHaveTextContent(/^Draft$/);
  });

  it("uses a readTime the writer set, and as the build does, counts the words for one that is not whole minutes", () => {
    expect(blogPostViewProps({ ...post, readTime: 7 }).readTime).toBe(7);
    expect(blogPostViewProps({ ...post, readTime: 2.5 }).readTime).toBe(readTimeMinutes(post.body));
  });

  it("renders inside the preview frame, with the site's styles written into the frame's head", () => {
    const frameDocument = previewFrame();
    const stylesBefore = document.head.querySelectorAll("style").length;
    render(<BlogPostPreview {...({ entry: entryOf(post), document: frameDocument } as PreviewTemplateComponentProps)} />);

    expect(screen.getByRole("heading", { level: 1, name: post.title })).toBeInTheDocument();
    expect(within(screen.getByTestId("post-body")).getByRole("heading", { level: 2, name: "A heading" })).toBeInTheDocument();
    expect(screen.getByTestId("post-category")).toHaveTextContent("Strategy");
    expect(screen.getByTestId("post-meta")).toHaveTextContent("March 14, 2025");
    expect(screen.queryByTestId("post-release")).toBeNull();
    expect(frameDocument.head.querySelectorAll("style[data-emotion]").length).toBeGreaterThan(0);
    expect(document.head.querySelectorAll("style").length).toBe(stylesBefore);
  });

  it("shows the cover and the body's images from the editor's asset store, decorative ones with an empty alt", () => {
    const urls: Record<string, string> = { "cover.jpg": "blob:http://localhost/cover", "./chart.png": "blob:http://localhost/chart" };
    const getAsset = jest.fn((path: string) => ({ url: urls[path] ?? "", path }));
    const body = "Text.\n\n![Bar chart](./chart.png)\n\n![decorative](./divider.png)\n";
    render(
      <BlogPostPreview
        {...({ entry: entryOf({ ...post, cover: "cover.jpg", coverAlt: "Violet dots.", body }), document: previewFrame(), getAsset } as unknown as PreviewTemplateComponentProps)}
      />,
    );
    expect(within(screen.getByTestId("post-cover")).getByRole("img", { name: "Violet dots." })).toHaveAttribute("src", urls["cover.jpg"]);
    const images = [...screen.getByTestId("post-body").querySelectorAll("img")];
    expect(images.map((img) => [img.getAttribute("src"), img.getAttribute("alt")])).toEqual([
      [urls["./chart.png"], "Bar chart"],
      ["./divider.png", ""],
    ]);
  });

  it("shows no cover box while the uploaded cover is still loading", () => {
    const getAsset = () => ({ url: "", path: "cover.jpg" });
    render(<BlogPostPreview {...({ entry: entryOf({ ...post, cover: "cover.jpg" }), document: previewFrame(), getAsset } as unknown as PreviewTemplateComponentProps)} />);
    expect(screen.queryByTestId("post-cover")).toBeNull();
  });

  it("names the author the writer chose by their name, once the editor has read their file, else by the file's name", () => {
    const fieldsMetaData = fromJS({ author: { authors: { "meera-iyer": { title: "Meera Iyer", role: "Revenue Operations Manager" } } } });
    const { unmount } = render(
      <BlogPostPreview {...({ entry: entryOf({ ...post, author: "meera-iyer" }), document: previewFrame(), fieldsMetaData } as unknown as PreviewTemplateComponentProps)} />,
    );
    expect(screen.getByTestId("post-meta")).toHaveTextContent(/^Meera Iyer·/);
    // The page's link to the author's list is the published page's: the preview has no author pages.
    expect(screen.queryByTestId("post-author")).toBeNull();
    unmount();
    render(<BlogPostPreview {...({ entry: entryOf({ ...post, author: "meera-iyer" }), document: previewFrame(), fieldsMetaData: fromJS({}) } as unknown as PreviewTemplateComponentProps)} />);
    expect(screen.getByTestId("post-meta")).toHaveTextContent(/^meera-iyer·/);
  });

  it("shows a half-written post without failing", () => {
    render(<BlogPostPreview {...({ entry: entryOf({ title: "Draft" }), document: previewFrame() } as PreviewTemplateComponentProps)} />);
    expect(screen.getByRole("heading", { level: 1, name: "Draft" })).toBeInTheDocument();
  });
});

describe("author preview", () => {
  it("shows the header of their list of posts: the uploaded photo, role, name, bio and links", () => {
    const getAsset = jest.fn((path: string) => ({ url: path === "meera-iyer.jpg" ? "blob:http://localhost/photo" : "", path }));
    const data = { title: "Meera Iyer", role: "Revenue Operations Manager", bio: "Meera sits between marketing and sales.", photo: "meera-iyer.jpg", github: "https://github.com/meera" };
    const { container } = render(<AuthorPreview {...({ entry: entryOf(data, "authors"), document: previewFrame(), getAsset } as unknown as PreviewTemplateComponentProps)} />);
    expect(screen.getByRole("heading", { level: 1, name: "Meera Iyer" })).toBeInTheDocument();
    expect(screen.getByText("Revenue Operations Manager")).toBeInTheDocument();
    expect(screen.getByText(data.bio)).toBeInTheDocument();
    expect(container.querySelector(".author-photo img")).toHaveAttribute("src", "blob:http://localhost/photo");
    expect(screen.getByRole("link", { name: "GitHub" })).toHaveAttribute("href", data.github);
  });

  it("shows a half-written author without failing", () => {
    const { container } = render(<AuthorPreview {...({ entry: entryOf({ title: "New" }, "authors"), document: previewFrame() } as PreviewTemplateComponentProps)} />);
    expect(screen.getByRole("heading", { level: 1, name: "New" })).toBeInTheDocument();
    expect(container.querySelector(".author-photo")).toBeNull();
  });
});

describe("legal page preview", () => {
  it("shows the title, the month of the last change and the body", () => {
    const props = legalPageViewProps({ title: "Privacy Policy", updated: "2025-03-01", body: "We keep **little**." });
    expect(props).toEqual({ title: "Privacy Policy", updated: "March 2025", html: "<p>We keep <strong>little</strong>.</p>", contents: [] });
    render(
      <LegalPagePreview
        {...({ entry: entryOf({ title: "Terms of Service", updated: "2025-03-01", body: "Be kind." }), document: previewFrame() } as PreviewTemplateComponentProps)}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeInTheDocument();
    expect(screen.getByTestId("last-updated")).toHaveTextContent("March 2025");
  });
});

describe("a body with active content in the preview", () => {
  const active = { ...post, body: "Intro.\n\n<script>window.__ran = 1</script>\n\nHover <span onmouseover=\"window.__ran = 2\">here</span> or [click](javascript:window.__ran=3).\n" };

  it("lists the build's messages by line of the body above the post, and draws none of it", () => {
    render(<BlogPostPreview {...({ entry: entryOf(active), document: previewFrame() } as PreviewTemplateComponentProps)} />);
    const notice = screen.getByRole("note", { name: "Content the site refuses" });
    expect(within(notice).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Line 3 of the body: a <script> element: content may not run script/),
      expect.stringMatching(/^Line 5 of the body: an event handler, onmouseover="window.__ran = 2" on <span>/),
      expect.stringMatching(/^Line 5 of the body: a link to "javascript:window.__ran=3": javascript: URLs run script/),
    ]);
    const body = screen.getByTestId("post-body");
    expect(body.querySelector("script, [onmouseover]")).toBeNull();
    expect(body.querySelector("a")?.hasAttribute("href")).toBe(false);
    expect(body.textContent).toContain("Hover here or click.");
    expect((window as unknown as { __ran?: number }).__ran).toBeUndefined();
  });

  it("shows no notice for a body with nothing to refuse", () => {
    render(<LegalPagePreview {...({ entry: entryOf({ title: "Terms", updated: "2025-03-01", body: "Plain <abbr title=\"x\">text</abbr>." }), document: previewFrame() } as PreviewTemplateComponentProps)} />);
    expect(screen.queryByRole("note", { name: "Content the site refuses" })).toBeNull();
  });

  it("holds for legal pages too", () => {
    render(<LegalPagePreview {...({ entry: entryOf({ title: "Terms", updated: "2025-03-01", body: "<iframe src=\"https://x.example/\"></iframe>\n\nText." }), document: previewFrame() } as PreviewTemplateComponentProps)} />);
    expect(screen.getByRole("note", { name: "Content the site refuses" })).toHaveTextContent("Line 1 of the body: an <iframe> element");
    expect(document.querySelector("iframe[src='https://x.example/']")).toBeNull();
  });
});

/** A body long enough for a table of contents (src/content/contents.ts): three sections, ~700 words. */
const longBody = ["## Before you start", "## Connect your CRM", "### Standard fields", "## If something goes wrong"]
  .map((heading) => `${heading}\n\n${"Every sentence here is part of a long article body. ".repeat(22)}\n`)
  .join("\n");

describe("help and docs previews (the published page's components)", () => {
  const article = { title: "Integrating with your CRM", summary: "Connect and sync.", kind: "article", order: 3, body: longBody };

  it("renders an entry with a body as the published article: title, summary, body, heading ids and table of contents", () => {
    const props = supportPageViewProps(article, "help")!;
    expect(props).toMatchObject({ collection: "help", kind: "article", title: article.title, summary: article.summary });
    expect(props.contents).toEqual([
      { id: "before-you-start", title: "Before you start", children: [] },
      { id: "connect-your-crm", title: "Connect your CRM", children: [{ id: "standard-fields", title: "Standard fields" }] },
      { id: "if-something-goes-wrong", title: "If something goes wrong", children: [] },
    ]);
    render(<SupportPagePreview {...({ entry: entryOf(article, "help_articles"), document: previewFrame() } as PreviewTemplateComponentProps)} />);
    expect(screen.getByRole("heading", { level: 1, name: article.title })).toBeInTheDocument();
    expect(within(screen.getByTestId("support-body")).getByRole("heading", { level: 2, name: "Connect your CRM" })).toHaveAttribute("id", "connect-your-crm");
    // Beside the text from `xl`, which jsdom's window is not: hidden by the stylesheet here.
    expect(within(screen.getByTestId("contents-beside")).getAllByRole("link", { hidden: true }).map((link) => link.getAttribute("href"))).toEqual([
      "#before-you-start",
      "#connect-your-crm",
      "#standard-fields",
      "#if-something-goes-wrong",
    ]);
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toHaveTextContent("Help Center");
    // The stylesheet the server writes into every page's <head>, here for the preview's frame.
    expect([...document.body.querySelectorAll("style")].some((style) => style.textContent?.includes(".contents-beside{"))).toBe(true);
  });

  it("shows an entry without a body as the site does: the page under development", () => {
    expect(supportPageViewProps({ ...article, body: "  \n" }, "help")).toBeNull();
    render(<SupportPagePreview {...({ entry: entryOf({ title: "Webhooks", summary: "Events.", kind: "page", badge: "Advanced" }, "docs"), document: previewFrame() } as PreviewTemplateComponentProps)} />);
    expect(screen.getByRole("heading", { level: 1, name: "Page Under Development" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Documentation" })).toHaveAttribute("href", "/documentation/");
  });

  it("gives the headings of a post the ids and links the build gives them", () => {
    const html = markdownToHtml("## Step 1: Agree {#agree}\n\n### Who's it for?\n");
    expect(html).toContain('<h2 id="agree">Step 1: Agree</h2><a class="heading-link" href="#agree" aria-label="Link to this section: Step 1: Agree"');
    expect(html).toContain('<h3 id="whos-it-for">');
  });
});

describe("preview helpers", () => {
  it("turns Markdown into the build's HTML: GFM, footnotes, the raw HTML the allowlist keeps, and only that", () => {
    expect(markdownToHtml("~~old~~ new")).toBe("<p><del>old</del> new</p>");
    expect(markdownToHtml("Text^[a note]")).toContain('<a href="#fn-1" class="footnote-ref">');
    expect(markdownToHtml('<kbd title="x">Ctrl</kbd> <span style="color: red" onclick="go()">raw</span>')).toBe('<p><kbd title="x">Ctrl</kbd> <span>raw</span></p>');
    expect(markdownToHtml('<div class="navbar">raw</div>')).not.toContain("navbar");
    expect(markdownToHtml('<img src="x" onerror="window.__ran = 4"><script>window.__ran = 5</script>')).toBe('<p><img src="x"></p>');
  });

  it("keeps the page whole whatever a body leaves open", () => {
    expect(markdownToHtml("<details><summary>More</summary>\n\nHidden")).toBe("<details><summary>More</summary>\n<p>Hidden</p></details>");
  });

  it("marks links to other websites as the build does, and leaves the site's own links alone", () => {
    const html = markdownToHtml("[a](https://other.example/x) [b](/pricing/) [c](https://site.example/blog/) [d](mailto:a@b.example)", undefined, "https://site.example");
    expect(html).toBe(
      '<p><a href="https://other.example/x" rel="noopener noreferrer">a</a> <a href="/pricing/">b</a> <a href="https://site.example/blog/">c</a> <a href="mailto:a@b.example">d</a></p>',
    );
  });

  it("reads dates from strings or Dates and formats them in UTC", () => {
    expect(isoDay("2025-12-31")).toBe("2025-12-31");
    expect(isoDay(new Date("2025-12-31T00:00:00Z"))).toBe("2025-12-31");
    expect(isoDay("not a date")).toBe("");
    expect(displayDate("2025-01-01", "day")).toBe("January 1, 2025");
    expect(displayDate("", "day")).toBe("");
  });
});
