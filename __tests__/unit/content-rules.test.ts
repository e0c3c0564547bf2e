import { duplicatePathProblems, entryPath, formatProblems, referenceProblems, validateEntries, validateEntry } from "../../src/content/rules";
import { collections } from "../../src/content/schema";
import { BLOG_CATEGORIES } from "../../src/content/vocabulary";
import { isIsoDate } from "../../src/content/date-rules";
import { entryFromSource } from "../support/content-entry";

const FILE = "content/blog/foo/index.md";

const validFields: Record<string, string> = {
  title: '"Reading attribution reports"',
  date: "2025-03-14",
  author: "kabir-sethi",
  category: "Analytics",
  excerpt: '"How to read models side by side."',
};

function post(fields: Record<string, string | undefined> = {}, body = "Some real text.\n", file = FILE) {
  const merged = { ...validFields, ...fields };
  const lines = Object.entries(merged)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}:${value === "" ? "" : ` ${value}`}`);
  return entryFromSource(file, `---\n${lines.join("\n")}\n---\n${body}`);
}

const problemsOf = (source: ReturnType<typeof post>) => validateEntry(source);

describe("a valid post", () => {
  it("has no problems", () => {
    expect(problemsOf(post())).toEqual([]);
  });
  it("accepts optional readTime, draft and slug", () => {
    expect(problemsOf(post({ readTime: "7", draft: "true", slug: "my-post" }))).toEqual([]);
  });
  it("accepts a date still ahead (a scheduled post), an update date and old addresses", () => {
    expect(problemsOf(post({ date: "2031-01-01", updated: "2031-02-01", redirectFrom: "\n  - /blog/old-name/\n  - /blog/older" }))).toEqual([]);
  });
});

describe("malformed posts: each names the file, the field, what was found and what is allowed", () => {
  const cases: Array<[string, ReturnType<typeof post>, string]> = [
    ["missing title (the transformer gives it an empty one)", post({ title: undefined }), `${FILE}: title is missing or empty; every blog post needs one`],
    ["empty title", post({ title: '""' }), `${FILE}: title is missing or empty; every blog post needs one`],
    ["title of spaces", post({ title: '"   "' }), `${FILE}: title is empty; every blog post needs one`],
    ["title that is not text", post({ title: "[1, 2]" }), `${FILE}: title must be text; found [1,2]`],
    ["missing date", post({ date: undefined }), `${FILE}: date is missing; every blog post needs one`],
    ["date that is not a date", post({ date: "last tuesday" }), `${FILE}: date "last tuesday" is not a real date; write it as YYYY-MM-DD, for example 2025-03-14`],
    ["month 13 (YAML would roll it into next year)", post({ date: "2025-13-01" }), `${FILE}: date "2025-13-01" is not a real date; write it as YYYY-MM-DD, for example 2025-03-14`],
    ["February 30", post({ date: "2025-02-30" }), `${FILE}: date "2025-02-30" is not a real date; write it as YYYY-MM-DD, for example 2025-03-14`],
    ["updated before date", post({ updated: "2025-03-01" }), `${FILE}: updated "2025-03-01" is before date "2025-03-14"; a post cannot change before it is published`],
    ["updated that is not a date", post({ updated: "soon" }), `${FILE}: updated "soon" is not a real date; write it as YYYY-MM-DD, for example 2025-03-14`],
    ["draft that is not a boolean", post({ draft: "yes please" }), `${FILE}: draft "yes please" must be true or false`],
    ["redirectFrom as one text", post({ redirectFrom: "/blog/old/" }), `${FILE}: redirectFrom must be a list of old addresses, one per line under it, each written "  - /blog/old-name/"; found "/blog/old/"`],
    ["redirectFrom without a leading slash", post({ redirectFrom: "\n  - blog/old/" }), `${FILE}: redirectFrom "blog/old/" is not an absolute site path; start it with /, as in /blog/old/`],
    ["redirectFrom on another website", post({ redirectFrom: "\n  - https://example.com/old/" }), `${FILE}: redirectFrom "https://example.com/old/" is on another website; list only paths of this site, such as /blog/old-name/`],
    ["redirectFrom with a splat", post({ redirectFrom: "\n  - /blog/old/*" }), `${FILE}: redirectFrom "/blog/old/*" may not contain spaces, ?, #, *, : or \\; write the path alone, such as /blog/old-name/`],
    ["redirectFrom with ..", post({ redirectFrom: "\n  - /blog/../old/" }), `${FILE}: redirectFrom "/blog/../old/" may not contain . or .. segments; write the full path, such as /blog/old-name/`],
    ["missing author", post({ author: undefined }), `${FILE}: author is missing; every blog post needs one`],
    ["unknown category", post({ category: "AI trend" }), `${FILE}: category "AI trend" is not one of AI Trends, Strategy, Case Study, Tutorial, Analytics`],
    ["missing category", post({ category: undefined }), `${FILE}: category is missing; every blog post needs one (one of AI Trends, Strategy, Case Study, Tutorial, Analytics)`],
    ["empty excerpt", post({ excerpt: "" }), `${FILE}: excerpt is empty; every blog post needs one`],
    ["empty optional field", post({ coverAlt: "" }), `${FILE}: coverAlt is empty; write a value or leave the field out`],
    ["excerpt too long", post({ excerpt: "x".repeat(301) }), `${FILE}: excerpt is 301 characters long; keep it to 300 or fewer`],
    ["readTime not a number", post({ readTime: "ten" }), `${FILE}: readTime "ten" is not a whole number of minutes from 1 to 60`],
    ["readTime written as text", post({ readTime: '"7"' }), `${FILE}: readTime "7" is not a whole number of minutes from 1 to 60`],
    ["readTime out of range", post({ readTime: "0" }), `${FILE}: readTime 0 is not a whole number of minutes from 1 to 60`],
    ["readTime just above the range", post({ readTime: "61" }), `${FILE}: readTime 61 is not a whole number of minutes from 1 to 60`],
    ["readTime too long", post({ readTime: "999" }), `${FILE}: readTime 999 is not a whole number of minutes from 1 to 60`],
    ["readTime with a fraction", post({ readTime: "5.5" }), `${FILE}: readTime 5.5 is not a whole number of minutes from 1 to 60`],
    ["draft not a boolean", post({ draft: "yes please" }), `${FILE}: draft "yes please" must be true or false`],
    ["slug with spaces and capitals", post({ slug: '"My Post"' }), `${FILE}: slug "My Post" may use only lowercase letters, digits and single hyphens, like "my-post"`],
    ["slug taken by a list page", post({ slug: '"2"' }), `${FILE}: slug "2" is reserved: /blog/2/ is a page of the blog list; use words`],
    ["misspelt field", post({ catgory: "Strategy" }), `${FILE}: unknown field "catgory"; did you mean "category"? allowed fields are title, date, updated, author, category, excerpt, cover, coverAlt, readTime, draft, slug, redirectFrom`],
    ["empty body", post({}, "\n   \n"), `${FILE}: body is empty; write the blog post below the closing --- line`],
  ];

  it.each(cases)("%s", (_name, entry, message) => {
    expect(problemsOf(entry)).toEqual([message]);
  });

  it("a file without a frontmatter block gets one clear message", () => {
    const entry = entryFromSource(FILE, "# A post\n\nNo frontmatter here.\n");
    expect(problemsOf(entry)).toEqual([
      `${FILE}: has no frontmatter block; the file must start with a --- line, then its fields, then another --- line`,
    ]);
  });

  it("reports every problem of a file, not just the first", () => {
    const problems = problemsOf(post({ title: undefined, category: "News", readTime: "-3" }, ""));
    expect(problems).toEqual([
      `${FILE}: title is missing or empty; every blog post needs one`,
      `${FILE}: category "News" is not one of AI Trends, Strategy, Case Study, Tutorial, Analytics`,
      `${FILE}: readTime -3 is not a whole number of minutes from 1 to 60`,
      `${FILE}: body is empty; write the blog post below the closing --- line`,
    ]);
  });
});

/** An author's file: content/authors/<name>.md, with these fields over valid ones, and optionally a body. */
function author(name: string, fields: Record<string, string | undefined> = {}, body = "") {
  const merged = { title: '"Kabir Sethi"', role: "Analytics Lead", bio: '"Kabir builds the reports growth teams read."', photo: `${name}.jpg`, ...fields };
  const lines = Object.entries(merged)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return entryFromSource(`content/authors/${name}.md`, `---\n${lines.join("\n")}\n---\n${body}`);
}
const KABIR = author("kabir-sethi");

describe("slugs across the site", () => {
  it("rejects two posts published at the same URL, naming both files", () => {
    const a = post({}, "Text.", "content/blog/a/index.md");
    const b = post({ slug: "a" }, "Text.", "content/blog/b/index.md");
    expect(duplicatePathProblems([a, b])).toEqual([
      'content/blog/b/index.md: slug "a" gives /blog/a/, which content/blog/a/index.md already uses; slugs must be unique across the site',
    ]);
    expect(validateEntries([a, b, KABIR])).toHaveLength(1);
  });

  it("collects problems of several files in one list", () => {
    const bad1 = post({ title: undefined }, "Text.", "content/blog/one/index.md");
    const bad2 = post({ category: "Misc" }, "Text.", "content/blog/two/index.md");
    const problems = validateEntries([bad1, bad2, KABIR]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^content\/blog\/one\/index\.md: title/);
    expect(problems[1]).toMatch(/^content\/blog\/two\/index\.md: category "Misc"/);
    expect(formatProblems(problems)).toMatch(/has 2 problems[\s\S]*- content\/blog\/one\/index\.md[\s\S]*- content\/blog\/two\/index\.md/);
  });

  it("a legal page may not take a screen's route or a section's", () => {
    const legalPage = (name: string) => entryFromSource(`content/legal/${name}.md`, "---\ntitle: Terms\ndescription: x\nupdated: 2025-03-01\n---\nText\n");
    const site = { pageRoutes: ["/", "/pricing/", "/dashboard/*"] };
    expect(validateEntry(legalPage("pricing"), site)).toEqual([
      'content/legal/pricing.md: slug "pricing" is reserved: /pricing/ is already a screen of the site (src/pages); choose another name, such as "pricing-policy"',
    ]);
    expect(validateEntry(legalPage("dashboard"), site)).toEqual([
      'content/legal/dashboard.md: slug "dashboard" is reserved: /dashboard/* is already a screen of the site (src/pages); choose another name, such as "dashboard-policy"',
    ]);
    expect(validateEntry(legalPage("help"), site)).toEqual([
      'content/legal/help.md: slug "help" is reserved: /help/ is a section of the site; choose another name, such as "help-policy"',
    ]);
  });
});

describe("blog post layout: one folder per post (a page bundle)", () => {
  it("takes the address from the folder, not from index.md", () => {
    expect(entryPath(post({}, "x", "content/blog/lead-scoring/index.md"))).toBe("/blog/lead-scoring/");
    expect(problemsOf(post({}, "x", "content/blog/lead-scoring/index.md"))).toEqual([]);
  });

  it("rejects a post written as a single file in content/blog/, saying where it goes", () => {
    expect(problemsOf(post({}, "x", "content/blog/My Post.md"))).toEqual([
      "content/blog/My Post.md: is not in a folder of its own; a blog post is content/blog/<name>/index.md: move it to content/blog/my-post/index.md and put its images beside it",
    ]);
  });

  it("rejects other Markdown files inside a post's folder and deeper folders", () => {
    expect(problemsOf(post({}, "x", "content/blog/lead-scoring/notes.md"))).toEqual([
      "content/blog/lead-scoring/notes.md: is not in a folder of its own; a blog post is content/blog/<name>/index.md: move it to content/blog/notes/index.md and put its images beside it",
    ]);
    expect(problemsOf(post({}, "x", "content/blog/2025/lead-scoring/index.md"))).toHaveLength(1);
  });
});

describe("help and docs pages", () => {
  const help = (file: string, fields: string) => entryFromSource(file, `---\n${fields}\n---\n`);

  it("accept a page without a body", () => {
    expect(problemsOf(help("content/help/tutorials.md", "title: Tutorials\nsummary: Guides\nkind: page\narticleCount: 15\norder: 3"))).toEqual([]);
  });
  it("reject an unknown kind and a negative article count", () => {
    expect(problemsOf(help("content/help/tutorials.md", "title: Tutorials\nsummary: Guides\nkind: chapter\narticleCount: -2"))).toEqual([
      'content/help/tutorials.md: kind "chapter" is not one of page, article',
      'content/help/tutorials.md: articleCount -2 is not a whole number of 0 or more',
    ]);
  });
  it("an article must sit in help/article/", () => {
    expect(problemsOf(help("content/help/article/x.md", "title: X\nsummary: Y\nkind: page"))).toEqual([
      'content/help/article/x.md: kind "page" does not match the folder: files in content/help/article/ are articles',
    ]);
  });
  it("a docs page needs a known badge", () => {
    expect(problemsOf(help("content/docs/webhooks.md", "title: Webhooks\nsummary: Events\nkind: page\nbadge: Expert"))).toEqual([
      'content/docs/webhooks.md: badge "Expert" is not one of Beginner, Developer, Advanced, Integration, Security',
    ]);
  });
});

describe("paths", () => {
  it("blog posts and legal pages use their slug, help and docs mirror their folder", () => {
    expect(entryPath(post({}, "x", "content/blog/Hello World/index.md"))).toBe("/blog/hello-world/");
    expect(entryPath(post({ slug: "custom" }, "x", "content/blog/a/index.md"))).toBe("/blog/custom/");
    expect(entryPath(entryFromSource("content/legal/privacy.md", "---\ntitle: P\n---\nx"))).toBe("/privacy/");
    expect(entryPath(entryFromSource("content/help/article/crm-integration.md", "---\ntitle: C\n---\n"))).toBe("/help/article/crm-integration/");
    expect(entryPath(entryFromSource("content/docs/webhooks.md", "---\ntitle: W\n---\n"))).toBe("/docs/webhooks/");
  });
});

describe("frontmatter helpers", () => {
  it("knows real dates", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2025-03-14T09:30:00Z")).toBe(true);
    expect(isIsoDate("2025-03-14T25:00:00Z")).toBe(false);
    expect(isIsoDate("14/03/2025")).toBe(false);
  });
  it("every collection declares title as required", () => {
    for (const rule of Object.values(collections)) expect(rule.fields.find((f) => f.name === "title")?.required).toBe(true);
    expect(BLOG_CATEGORIES).toEqual(["AI Trends", "Strategy", "Case Study", "Tutorial", "Analytics"]);
  });
});

describe("inputs that would crash the build or break the site are named, with what is valid", () => {
  const redirect = (path: string) => post({ redirectFrom: `\n  - ${JSON.stringify(path)}` });
  const legal = (slug: string) =>
    entryFromSource(`content/legal/${slug}.md`, `---\ntitle: Terms\ndescription: x\nupdated: 2025-03-01\n---\nText\n`);
  const STATIC = { staticNames: ["icons", "favicon.ico", "social-card.png", "_headers"] };

  it.each([
    ["a % that starts no escape (the URIError of a plain build)", "/blog/100%-growth/", 'has a % that does not start an escape such as %20; write a % itself as %25, as in /blog/100%25-growth/'],
    ["an escape that is no UTF-8 character", "/blog/caf%C3/", 'has a % escape, %C3, that is not a whole character; write the address as your browser shows it, such as /blog/old-name/'],
    ["a quote", '/blog/"quoted"/', 'has ", which is not valid in an address; write the path with letters, digits and - . _ ~ ! $ & \' ( ) + , ; = @ /, and %XX escapes for anything else'],
    ["a pipe", "/blog/a|b/", 'has |, which is not valid in an address; write the path with letters, digits and - . _ ~ ! $ & \' ( ) + , ; = @ /, and %XX escapes for anything else'],
    ["angle brackets", "/blog/<b>/", 'has <, which is not valid in an address; write the path with letters, digits and - . _ ~ ! $ & \' ( ) + , ; = @ /, and %XX escapes for anything else'],
  ])("redirectFrom with %s", (_name, path, message) => {
    expect(problemsOf(redirect(path))).toEqual([`${FILE}: redirectFrom ${JSON.stringify(path)} ${message}`]);
  });

  it.each([
    ["/admin/", "admin"],
    ["/admin/config.yml", "admin"],
    ["/page-data/blog/page-data.json", "page-data"],
    ["/static/old/", "static"],
    ["/pagefind/", "pagefind"],
    ["/_gatsby/slices/x/", "_gatsby"],
    ["/~partytown/", "~partytown"],
    ["/404/", "404"],
    ["/Admin/", "Admin"],
  ])("redirectFrom %s, under a name the build or the host owns", (path, name) => {
    expect(problemsOf(redirect(path))).toEqual([
      `${FILE}: redirectFrom "${path}" is under /${name}/, which the build or the host uses for its own files (/admin/, /images/, /page-data/, /static/, /pagefind/, /_gatsby/, /~partytown/, /404/, /.netlify/ and the files and folders of static/); list only old addresses of the post, such as /blog/old-name/`,
    ]);
  });

  it("redirectFrom under a folder of static/, when the build says which there are", () => {
    expect(problemsOf(redirect("/icons/old/"))).toEqual([]);
    expect(validateEntry(redirect("/icons/old/"), STATIC)).toEqual([
      `${FILE}: redirectFrom "/icons/old/" is under /icons/, which the build or the host uses for its own files (/admin/, /images/, /page-data/, /static/, /pagefind/, /_gatsby/, /~partytown/, /404/, /.netlify/ and the files and folders of static/); list only old addresses of the post, such as /blog/old-name/`,
    ]);
  });

  it.each(["/robots.txt", "/rss.xml", "/favicon.ico", "/app-0123abcd.js", "/404.html"])("redirectFrom %s, a file at the top of the site", (path) => {
    expect(problemsOf(redirect(path))).toEqual([
      `${FILE}: redirectFrom "${path}" is a file at the top of the site, where the build and the host keep theirs (robots.txt, rss.xml, the sitemaps, the scripts); list only old addresses of the post, such as /blog/old-name/ (a redirect for another file belongs in static/_redirects)`,
    ]);
  });

  it("accepts old addresses that are pages or files under a folder of the post's past, and valid escapes", () => {
    for (const path of ["/blog/old-name/", "/blog/old-name", "/blog/old-name.html", "/news/2019/launch/", "/blog/100%25-growth/", "/blog/caf%C3%A9/", "/blog/café/", "/blog/a_b~c!$&'()+,;=@/"]) {
      expect([path, validateEntry(redirect(path), STATIC)]).toEqual([path, []]);
    }
  });

  it.each(["page-data", "static", "pagefind", "admin", "404", "icons"])("a legal page may not take the slug %s, which the build or the host owns", (slug) => {
    expect(validateEntry(legal(slug), STATIC)).toEqual([
      `content/legal/${slug}.md: slug "${slug}" is reserved: /${slug}/ holds the build's or the host's own files (/admin/, /images/, /page-data/, /static/, /pagefind/, /404/ and the folders of static/); choose another name, such as "${slug}-policy"`,
    ]);
  });

  it.each([
    ["+99:99", "2025-03-01T09:00:00+99:99"],
    ["+24:00", "2025-03-01T09:00:00+24:00"],
    ["+15:00", "2025-03-01T09:00:00+15:00"],
    ["-13:00", "2025-03-01T09:00:00-13:00"],
    ["+05:60", "2025-03-01T09:00:00+05:60"],
    ["+9960", "2025-03-01T09:00:00+9960"],
  ])("a date whose time offset %s no place on Earth uses", (offset, date) => {
    expect(problemsOf(post({ date }))).toEqual([
      `${FILE}: date "${date}" has the time offset ${offset}, which no place uses; write an offset from -12:00 to +14:00, such as +05:30, or leave the time out (2025-03-01)`,
    ]);
  });

  it("accepts real offsets", () => {
    for (const date of ["2025-03-01T09:00:00+05:30", "2025-03-01T09:00:00+0530", "2025-03-01T09:00:00+14:00", "2025-03-01T09:00:00-12:00", "2025-03-01T09:00:00Z", "2025-03-01 09:00"]) {
      expect([date, problemsOf(post({ date }))]).toEqual([date, []]);
    }
  });
});

describe("the frontmatter as the YAML reader produced it: every way of writing a field meets the same rules", () => {
  const source = (frontmatter: string, body = "Some real text.\n") => entryFromSource(FILE, `---\n${frontmatter}\n---\n${body}`);
  const VALID = 'title: T\ndate: 2025-03-14\nauthor: A\ncategory: Analytics\nexcerpt: E.';

  it.each([
    ["a quoted key", `${VALID}\n"draft": "yes"`, `${FILE}: draft "yes" must be true or false`],
    ["a single-quoted key", `${VALID}\n'readTime': 999`, `${FILE}: readTime 999 is not a whole number of minutes from 1 to 60`],
    ["a merge key", `${VALID}\n<<: {draft: "true"}`, `${FILE}: draft "true" must be true or false`],
    ["flow style", `{title: T, date: 2025-03-14, author: A, category: Analytics, excerpt: E., draft: 1}`, `${FILE}: draft 1 must be true or false`],
    ["an alias", `${VALID}\nslug: &s Not A Slug\ncoverAlt: *s`, `${FILE}: slug "Not A Slug" may use only lowercase letters, digits and single hyphens, like "not-a-slug"`],
    ["an update before the date, through a quoted key", `${VALID}\n"updated": 2025-03-01`, `${FILE}: updated "2025-03-01" is before date "2025-03-14"; a post cannot change before it is published`],
    ["a year the writer did not mean", VALID.replace("2025-03-14", "0025-03-01"), `${FILE}: date "0025-03-01" is in the year 25; write a year from 1990 to 2100 (the four digits of the year, as in 2025-03-14)`],
    ["a year too far ahead", VALID.replace("2025-03-14", "2250-03-01"), `${FILE}: date "2250-03-01" is in the year 2250; write a year from 1990 to 2100 (the four digits of the year, as in 2025-03-14)`],
    ["a date that is a number", VALID.replace("2025-03-14", "20250314"), `${FILE}: date 20250314 is not a date; write it as YYYY-MM-DD, for example 2025-03-14`],
    ["a key written twice", `${VALID}\ntitle: Again`, `${FILE}: frontmatter line 7 is not valid YAML: Map keys must be unique`],
    ["a YAML syntax error", `${VALID}\nexcerpt2: [unclosed\nauthor2: x`, `${FILE}: frontmatter line 8 is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]`],
    ["a list instead of fields", "- title\n- date", `${FILE}: frontmatter is not a list of fields; write one \`name: value\` per line between the --- lines`],
  ])("%s", (_name, frontmatter, message) => {
    expect(problemsOf(source(frontmatter))).toEqual([message]);
  });

  it("refuses an alias bomb at once, without expanding it", () => {
    const levels = "abcdefghi".split("");
    const bomb = levels
      .map((name, index) => `${name}: &${name} [${index === 0 ? Array(9).fill('"lol"').join(",") : Array(9).fill(`*${levels[index - 1]}`).join(",")}]`)
      .join("\n");
    const started = Date.now();
    const problems = problemsOf(source(`${VALID}\n${bomb}`));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(problems).toEqual([`${FILE}: frontmatter uses too many aliases (more than 100 *name references), which would expand without end; write each field's value out`]);
  });

  it("names each unknown field, with the field it probably meant, or the allowed ones", () => {
    expect(problemsOf(source(`${VALID}\nDraft: true\ntags: [a]`))).toEqual([
      `${FILE}: unknown field "Draft"; did you mean "draft"? allowed fields are title, date, updated, author, category, excerpt, cover, coverAlt, readTime, draft, slug, redirectFrom`,
      `${FILE}: unknown field "tags"; allowed fields are title, date, updated, author, category, excerpt, cover, coverAlt, readTime, draft, slug, redirectFrom`,
    ]);
  });

  it("lists every bad old address of a file, not just the first", () => {
    expect(problemsOf(source(`${VALID}\nredirectFrom:\n  - /blog//twice/\n  - /blog/ok/\n  - /blog/!!!/\n  - /blog/./x/`))).toEqual([
      `${FILE}: redirectFrom "/blog//twice/" has an empty segment (//); write each part of the path once, such as /blog/old-name/`,
      `${FILE}: redirectFrom "/blog/!!!/" has the segment "!!!", with no letter or digit; write the path with words, such as /blog/old-name/`,
      `${FILE}: redirectFrom "/blog/./x/" may not contain . or .. segments; write the full path, such as /blog/old-name/`,
    ]);
  });

  it("refuses an old address that one of the site's screens answers, client-only routes included", () => {
    const site = { pageRoutes: ["/", "/pricing/", "/dashboard/*"] };
    expect(validateEntry(source(`${VALID}\nredirectFrom:\n  - /dashboard/settings/\n  - /Pricing\n  - /dashboard`), site)).toEqual(
      ["/dashboard/settings/", "/Pricing", "/dashboard"].map(
        (path) => `${FILE}: redirectFrom "${path}" is an address the site already answers (${path.toLowerCase().startsWith("/dashboard") ? "/dashboard/*" : "/pricing/"}, one of its screens in src/pages), so the redirect would take that page away; list only old addresses of the post, such as /blog/old-name/`,
      ),
    );
  });
});

describe("addresses across files: every problem of every file in one list", () => {
  const withRedirects = (file: string, ...paths: string[]) =>
    entryFromSource(file, `---\ntitle: T\ndate: 2025-03-14\nauthor: kabir-sethi\ncategory: Analytics\nexcerpt: E.\nredirectFrom:\n${paths.map((path) => `  - ${path}`).join("\n")}\n---\nText.\n`);

  it("refuses another file's address, a list page of the blog, and an address claimed twice", () => {
    const first = withRedirects("content/blog/first/index.md", "/blog/second/", "/blog/2/", "/blog/category/strategy/", "/blog/old/");
    const second = withRedirects("content/blog/second/index.md", "/blog/old/");
    expect(validateEntries([first, second, KABIR])).toEqual([
      'content/blog/first/index.md: redirectFrom "/blog/second/" is the address of content/blog/second/index.md, so the redirect would take that page away; list only old addresses of the post',
      'content/blog/first/index.md: redirectFrom "/blog/2/" is one of the blog\'s list pages, which the build makes from the posts; list only old addresses of the post',
      'content/blog/first/index.md: redirectFrom "/blog/category/strategy/" is one of the blog\'s list pages, which the build makes from the posts; list only old addresses of the post',
      'content/blog/second/index.md: redirectFrom "/blog/old/" is already redirected by content/blog/first/index.md; an old address can lead to one post only',
    ]);
  });

  it("refuses a help or docs file whose name has no letters or digits (its page would have no address)", () => {
    const page = entryFromSource("content/help/!!!.md", "---\ntitle: T\nsummary: S\nkind: page\n---\n");
    expect(validateEntry(page)).toEqual([
      'content/help/!!!.md: "!!!" has no letters or digits, so the page would have no address; rename it with words, such as "getting-started"',
    ]);
  });
});

describe("authors: one file each, content/authors/<slug>.md, their photo beside it", () => {
  it("a valid author has no problems, and their list of posts is /blog/author/<slug>/", () => {
    expect(problemsOf(KABIR)).toEqual([]);
    expect(problemsOf(author("meera-iyer", { website: "https://meera.example/", linkedin: "https://www.linkedin.com/in/meera", github: "https://github.com/meera" }))).toEqual([]);
    expect(entryPath(KABIR)).toBe("/blog/author/kabir-sethi/");
  });

  it.each([
    ["no name", author("a", { title: undefined }), "title is missing or empty; every author needs one"],
    ["no role", author("a", { role: undefined }), "role is missing; every author needs one"],
    ["no bio", author("a", { bio: undefined }), "bio is missing; every author needs one"],
    ["a bio too long", author("a", { bio: "x".repeat(401) }), "bio is 401 characters long; keep it to 400 or fewer"],
    ["no photo", author("a", { photo: undefined }), "photo is missing; every author needs one"],
    ["a website that is not https", author("a", { website: "http://a.example/" }), 'website "http://a.example/" must start with https://'],
    ["a website that is no address", author("a", { website: "a.example" }), 'website "a.example" is not a web address; write it whole, starting with https://'],
    ["a LinkedIn profile elsewhere", author("a", { linkedin: "https://linkedin.example.com/in/a" }), 'linkedin "https://linkedin.example.com/in/a" is not on linkedin.com'],
    ["a GitHub profile elsewhere", author("a", { github: "https://gitlab.com/a" }), 'github "https://gitlab.com/a" is not on github.com'],
    ["an address with a password", author("a", { website: "https://me:secret@a.example/" }), 'website "https://me:secret@a.example/" may not carry a user name or password'],
    ["a slug of its own", author("a", { slug: "other" }), 'unknown field "slug"; allowed fields are title, role, bio, photo, website, linkedin, github'],
  ])("%s", (_name, entry, message) => {
    expect(problemsOf(entry)).toEqual([`content/authors/a.md: ${message}`]);
  });

  it("has no body: the bio is a field", () => {
    expect(problemsOf(author("kabir-sethi", {}, "\nA longer story.\n"))).toEqual([
      "content/authors/kabir-sethi.md: has text below the frontmatter, which no page shows; an author's file ends at the closing --- line (the bio is a field)",
    ]);
  });

  it("is one file named as a slug, not a folder", () => {
    const folder = entryFromSource("content/authors/meera-iyer/index.md", "---\ntitle: Meera Iyer\nrole: R\nbio: B\nphoto: photo.jpg\n---\n");
    expect(problemsOf(folder)).toEqual([
      "content/authors/meera-iyer/index.md: is in a folder; an author is one file, content/authors/<slug>.md: move it to content/authors/meera-iyer.md and put the photo beside it",
    ]);
    const named = entryFromSource("content/authors/Meera Iyer.md", "---\ntitle: Meera Iyer\nrole: R\nbio: B\nphoto: meera.jpg\n---\n");
    expect(problemsOf(named)).toEqual([
      "content/authors/Meera Iyer.md: is not named as a slug; an author's file name is what posts write as their author: rename it content/authors/meera-iyer.md",
    ]);
  });

  it("checks the photo's file beside the author's file", () => {
    const head = (bytes: number[]) => ({ bytes: 2048, head: Uint8Array.from(bytes) });
    const withPhoto = (file: ReturnType<typeof head> | null) => ({ ...KABIR, media: { "kabir-sethi.jpg": file } });
    expect(validateEntry(withPhoto(head([0xff, 0xd8, 0xff, 0xe0])))).toEqual([]);
    expect(validateEntry(withPhoto(null))).toEqual([
      'content/authors/kabir-sethi.md: photo "kabir-sethi.jpg" does not exist: there is no such file in content/authors/ (names are case-sensitive)',
    ]);
    expect(validateEntry(withPhoto(head([0x3c, 0x68, 0x74, 0x6d, 0x6c])))).toEqual([
      'content/authors/kabir-sethi.md: photo "kabir-sethi.jpg" is not an image: its content is not JPEG, PNG or WebP, whatever its name says',
    ]);
    expect(problemsOf(author("kabir-sethi", { photo: "https://example.com/me.jpg" }))).toEqual([
      'content/authors/kabir-sethi.md: photo "https://example.com/me.jpg" is on another website or not a file; the site loads nothing from other origins: save the image in content/authors/ and refer to it by its file name',
    ]);
  });

  it("takes /blog/author/ from the posts: no post slug \"author\", no old address under it", () => {
    expect(problemsOf(post({ slug: "author" }))).toEqual([`${FILE}: slug "author" is reserved: /blog/author/ holds each author's list of posts; use other words`]);
    expect(problemsOf(post({}, "x", "content/blog/author/index.md"))).toEqual([
      'content/blog/author/index.md: slug "author" is reserved: /blog/author/ holds each author\'s list of posts; use other words',
    ]);
    const renamed = post({ redirectFrom: "\n  - /blog/author/kabir-sethi/\n  - /blog/author/" }, "x", "content/blog/renamed/index.md");
    expect(validateEntries([renamed, KABIR])).toEqual([
      'content/blog/renamed/index.md: redirectFrom "/blog/author/kabir-sethi/" is the address of content/authors/kabir-sethi.md, so the redirect would take that page away; list only old addresses of the post',
      'content/blog/renamed/index.md: redirectFrom "/blog/author/" is one of the blog\'s list pages, which the build makes from the posts; list only old addresses of the post',
    ]);
  });

  it("lets a legal page take the slug \"authors\": no section of the site is called so", () => {
    const page = entryFromSource("content/legal/authors.md", "---\ntitle: Authors\ndescription: x\nupdated: 2025-03-01\n---\nText\n");
    expect(validateEntry(page)).toEqual([]);
  });
});

describe("a post's author names an author's file", () => {
  const MEERA = author("meera-iyer", { title: '"Meera Iyer"', role: '"Revenue Operations Manager"' });
  const PRIYA = author("priya-raman", { title: '"Priya Raman"' });
  const byAuthor = (name: string, written: string) => post({ author: JSON.stringify(written) }, "Text.", `content/blog/${name}/index.md`);

  it("accepts the slug of an existing author", () => {
    expect(referenceProblems([byAuthor("a", "meera-iyer"), MEERA, PRIYA])).toEqual([]);
  });

  it.each([
    ["an initial for a first name", "M. Iyer"],
    ["the full name instead of the slug", "Meera Iyer"],
    ["a typo in the slug", "meera-iyr"],
    ["the first name alone", "meera"],
  ])("refuses %s, naming the closest author", (_name, written) => {
    expect(referenceProblems([byAuthor("a", written), MEERA, PRIYA])).toEqual([
      `content/blog/a/index.md: author ${JSON.stringify(written)} is not the name of a file in content/authors/; the closest is content/authors/meera-iyer.md (Meera Iyer): write author: meera-iyer`,
    ]);
  });

  it("says how to add the first author when there is none", () => {
    expect(referenceProblems([byAuthor("a", "Ada Lovelace")])).toEqual([
      "content/blog/a/index.md: author \"Ada Lovelace\" is not the name of a file in content/authors/, which has none yet; add content/authors/ada-lovelace.md (see content/README.md)",
    ]);
  });

  it("is checked with every other rule, every file in one run", () => {
    const problems = validateEntries([byAuthor("a", "Priya"), post({ category: "Misc", author: "meera-iyer" }, "Text.", "content/blog/b/index.md"), byAuthor("c", "kabir"), MEERA, PRIYA]);
    expect(problems).toEqual([
      'content/blog/b/index.md: category "Misc" is not one of AI Trends, Strategy, Case Study, Tutorial, Analytics',
      "content/blog/a/index.md: author \"Priya\" is not the name of a file in content/authors/; the closest is content/authors/priya-raman.md (Priya Raman): write author: priya-raman",
      "content/blog/c/index.md: author \"kabir\" is not the name of a file in content/authors/; the closest is content/authors/meera-iyer.md (Meera Iyer): write author: meera-iyer",
    ]);
  });

  it("leaves a missing or non-text author to the field's own rule", () => {
    expect(referenceProblems([post({ author: undefined }), post({ author: "[a, b]" }, "x", "content/blog/x/index.md"), MEERA])).toEqual([]);
    expect(problemsOf(post({ author: "[a, b]" }))).toEqual([`${FILE}: author must be the name of a file in content/authors/ without .md; found ["a","b"]`]);
  });
});
