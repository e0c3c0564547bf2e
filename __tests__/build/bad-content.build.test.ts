import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { copySite, type SiteCopy } from "../../scripts/site-copy.mjs";

/** Command lines of running processes that mention `text` (Linux /proc). */
function processesMentioning(text: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
      if (commandLine.includes(text)) found.push(commandLine);
    } catch {
      /* ended meanwhile */
    }
  }
  return found;
}

/** The resident memory of a process and its descendants, in bytes (Linux /proc), or 0 once it has ended. */
function treeMemory(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry)).map(Number)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
      rss.set(pid, Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024);
    } catch {
      /* ended meanwhile */
    }
  }
  const sum = (pid: number): number => (rss.get(pid) ?? 0) + (children.get(pid) ?? []).reduce((total, child) => total + sum(child), 0);
  return sum(root);
}

/** Runs a command to its end, sampling the memory of its process tree; its status, output and the largest sample. */
function runMeasured(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeout: number }) {
  return new Promise<{ status: number | null; output: string; peakBytes: number }>((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env });
    let output = "";
    let peakBytes = 0;
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, treeMemory(child.pid!))), 100);
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeout);
    child.on("close", (status) => {
      clearInterval(sampler);
      clearTimeout(timer);
      resolve({ status, output, peakBytes });
    });
  });
}

const VALID_FIELDS = "date: 2025-03-01\nauthor: dana-whitfield\ncategory: Strategy\nexcerpt: An excerpt.\n";

/** Writes content/blog/<name>/index.md with these extra frontmatter lines and body, and the files beside it. */
function writePost(site: string, name: string, fields: string, body = "Body text.\n", files: Record<string, Buffer> = {}) {
  const folder = join(site, "content/blog", name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "index.md"), `---\ntitle: ${name}\n${fields}---\n\n${body}`);
  for (const [file, content] of Object.entries(files)) writeFileSync(join(folder, file), content);
}

/** A real 64 x 36 image, for the cases where only the Markdown is wrong. */
const image = (format: "jpeg" | "png") =>
  sharp({ create: { width: 64, height: 36, channels: 3, background: "#5a46e5" } })
    .toFormat(format)
    .toBuffer();

describe("gatsby build with malformed Markdown", () => {
  let copy: SiteCopy;
  let site: string;
  let output = "";
  let status: number | null = null;
  let leftBehind: string[] = [];
  let peakBytes = 0;

  beforeAll(async () => {
    copy = copySite();
    site = copy.dir;
    const blog = join(site, "content/blog");
    mkdirSync(join(blog, "bad-category"));
    writeFileSync(
      join(blog, "bad-category/index.md"),
      "---\ntitle: Bad category\ndate: 2025-03-01\nauthor: dana-whitfield\ncategory: AI trend\nexcerpt: An excerpt.\n---\n\nBody text.\n",
    );
    mkdirSync(join(blog, "bad-date"));
    writeFileSync(join(blog, "bad-date/index.md"), "---\ndate: 2025-13-01\nauthor: dana-whitfield\ncategory: Strategy\nexcerpt: An excerpt.\n---\n\nBody text.\n");
    // A post written the old way, as one file directly in content/blog/.
    writeFileSync(join(blog, "legacy-flat.md"), `---\ntitle: Legacy\n${VALID_FIELDS}---\n\nBody text.\n`);
    // Covers: a missing file, a text file named .jpg, a GIF, no alt text, a file over the size limit.
    writePost(site, "cover-missing", `${VALID_FIELDS}cover: missing.jpg\ncoverAlt: A picture.\n`);
    writePost(site, "cover-not-image", `${VALID_FIELDS}cover: notes.jpg\ncoverAlt: A picture.\n`, undefined, { "notes.jpg": Buffer.from("Not a picture at all.") });
    writePost(site, "cover-gif", `${VALID_FIELDS}cover: cover.gif\ncoverAlt: A picture.\n`, undefined, {
      "cover.gif": Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(64)]),
    });
    writePost(site, "cover-no-alt", `${VALID_FIELDS}cover: cover.jpg\n`, undefined, { "cover.jpg": await image("jpeg") });
    writePost(site, "cover-too-big", `${VALID_FIELDS}cover: huge.jpg\ncoverAlt: A picture.\n`, undefined, {
      "huge.jpg": Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]),
    });
    // Body images: one without alt text, one whose file is missing.
    writePost(site, "body-images", VALID_FIELDS, "Text.\n\n![](./chart.png)\n\n![A chart](./gone.png)\n", { "chart.png": await image("png") });
    // The writers' controls: a draft flag that is not a boolean, an old address that is not a site path, an update before the date.
    writePost(site, "draft-not-boolean", `${VALID_FIELDS}draft: yes please\n`);
    writePost(site, "redirect-relative", `${VALID_FIELDS}redirectFrom:\n  - blog/old-name/\n`);
    writePost(site, "updated-early", `${VALID_FIELDS}updated: 2025-02-01\n`);
    // Active content in a body: each on its own line (the post's body starts on line 9 of its file).
    writePost(
      site,
      "active-content",
      VALID_FIELDS,
      [
        "Intro.", // 9
        "",
        '<script>document.title = "INJECTED"</script>', // 11
        "",
        '<iframe src="https://video.example/embed/1"></iframe>', // 13
        "",
        '<object data="movie.swf"></object>', // 15
        "",
        '<embed src="movie.swf">', // 17
        "",
        '<form action="https://collect.example/"><input name="email"></form>', // 19
        "",
        'Hover <span onmouseover="document.title = 1">here</span>.', // 21
        "",
        "[Click](javascript:alert(1)) or [open](data:text/html;base64,PHNjcmlwdD4=).", // 23
        "",
      ].join("\n"),
    );
    // Inputs that crashed the build or broke the site without a word.
    writePost(site, "redirect-percent", `${VALID_FIELDS}redirectFrom:\n  - /blog/100%-growth/\n`);
    writePost(site, "redirect-admin", `${VALID_FIELDS}redirectFrom:\n  - /admin/\n`);
    writePost(site, "redirect-pagefind", `${VALID_FIELDS}redirectFrom:\n  - /pagefind/old/\n`);
    writePost(site, "redirect-static-folder", `${VALID_FIELDS}redirectFrom:\n  - /icons/old/\n`);
    writePost(site, "redirect-robots", `${VALID_FIELDS}redirectFrom:\n  - /robots.txt\n`);
    writePost(site, "offset-impossible", VALID_FIELDS.replace("date: 2025-03-01", "date: 2025-03-01T09:00:00+99:99"));
    // Frontmatter as the YAML reader produces it: a quoted key, a merge key, an unknown field, a year
    // the writer did not mean, a syntax error and an alias bomb.
    writePost(site, "quoted-draft", `${VALID_FIELDS}"draft": "yes"\n`);
    writePost(site, "quoted-read-time", `${VALID_FIELDS}'readTime': 999\n`);
    writePost(site, "merge-key", `${VALID_FIELDS}<<: {draft: "true"}\n`);
    writePost(site, "quoted-updated", `${VALID_FIELDS}"updated": 2025-02-01\n`);
    writePost(site, "unknown-field", `${VALID_FIELDS}Draft: true\n`);
    writePost(site, "year-25", VALID_FIELDS.replace("date: 2025-03-01", "date: 0025-03-01"));
    writePost(site, "yaml-syntax", `${VALID_FIELDS}coverAlt: [unclosed\n`);
    const levels = "abcdefghi".split("");
    const bomb = levels.map((name, i) => `${name}: &${name} [${(i === 0 ? Array(9).fill('"lol"') : Array(9).fill(`*${levels[i - 1]}`)).join(",")}]`).join("\n");
    writePost(site, "alias-bomb", `${VALID_FIELDS}${bomb}\n`);
    // Addresses: a screen's route, two bad entries in one file, a folder the editor uploads to, a file name without words.
    writePost(site, "redirect-dashboard", `${VALID_FIELDS}redirectFrom:\n  - /dashboard/settings/\n`);
    writePost(site, "redirect-two-bad", `${VALID_FIELDS}redirectFrom:\n  - /blog//old/\n  - /blog/fine/\n  - /contact/\n`);
    writeFileSync(join(site, "content/legal", "images.md"), "---\ntitle: Image terms\ndescription: A page.\nupdated: 2025-03-01\n---\n\nText.\n");
    writeFileSync(join(site, "content/help", "!!!.md"), "---\ntitle: Punctuation\nsummary: A page.\nkind: page\n---\n");
    // Bodies the allowlist refuses: a script in a template, images from elsewhere, styles, and what leaves the page open.
    writePost(
      site,
      "allowlist",
      VALID_FIELDS,
      [
        "Intro.", // 9
        "",
        "<template><script>document.title = 1</script></template>", // 11
        "",
        '<image src="https://images.example.com/a.png">', // 13
        "",
        '<input type=image src="https://images.example.com/b.png">', // 15
        "",
        "<style>nav { display: none }</style>", // 17
        "",
        '<a href="/pricing/" style="position:fixed;top:0;left:0;width:100%;height:4rem">Pricing</a>', // 19
        "",
        "<textarea>", // 21
        "",
        "The rest of the post.",
      ].join("\n"),
    );
    writePost(site, "open-comment", VALID_FIELDS, "Intro.\n\n<!-- a note left open\n\nThe rest of the post.\n");
    for (const slug of ["pagefind", "page-data", "static"]) {
      writeFileSync(join(site, "content/legal", `${slug}.md`), "---\ntitle: Terms\ndescription: A page.\nupdated: 2025-03-01\n---\n\nText.\n");
    }
    // Authors: a post naming an author by an initial, one naming them by their full name, an author
    // whose photo is missing and whose LinkedIn is elsewhere, an author in a folder, a post taking
    // /blog/author/ and one taking an author's address as an old one.
    writePost(site, "author-initial", VALID_FIELDS.replace("author: dana-whitfield", "author: M. Iyer"));
    writePost(site, "author-full-name", VALID_FIELDS.replace("author: dana-whitfield", "author: Meera Iyer"));
    const authors = join(site, "content/authors");
    writeFileSync(join(authors, "ada-broken.md"), "---\ntitle: Ada Broken\nrole: Editor\nbio: Writes the newsletter.\nphoto: gone.jpg\nlinkedin: https://example.com/in/ada\n---\n");
    mkdirSync(join(authors, "nested"));
    writeFileSync(join(authors, "nested/index.md"), "---\ntitle: Nested Author\nrole: Editor\nbio: Lives in a folder.\nphoto: photo.jpg\n---\n");
    writeFileSync(join(authors, "nested/photo.jpg"), await image("jpeg"));
    writePost(site, "author", VALID_FIELDS);
    writePost(site, "redirect-author-page", `${VALID_FIELDS}redirectFrom:\n  - /blog/author/meera-iyer/\n`);
    const result = await runMeasured(process.execPath, [join(site, "node_modules/gatsby/cli.js"), "build"], {
      cwd: site,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1" },
      timeout: 280_000,
    });
    ({ status, output, peakBytes } = result);
    // Anything still running a few seconds after the build exited was left behind.
    for (let waited = 0; waited < 5_000 && processesMentioning(site).length > 0; waited += 250) {
      await new Promise((done) => setTimeout(done, 250));
    }
    leftBehind = processesMentioning(site);
  });

  afterAll(() => {
    copy?.remove();
  });

  it("fails", () => {
    expect(status).not.toBe(0);
    expect(status).not.toBeNull();
  });

  it("leaves no process behind (the editor's compilation stops with the build)", () => {
    expect(leftBehind).toEqual([]);
  });

  it("names every bad file with its field, what was found and what is allowed", () => {
    expect(output).toContain('content/blog/bad-category/index.md: category "AI trend" is not one of AI Trends, Strategy, Case Study, Tutorial, Analytics');
    expect(output).toContain("content/blog/bad-date/index.md: title is missing or empty; every blog post needs one");
    expect(output).toContain('content/blog/bad-date/index.md: date "2025-13-01" is not a real date; write it as YYYY-MM-DD');
  });

  it("rejects a post that is not in a folder of its own, saying where it goes", () => {
    expect(output).toContain("content/blog/legacy-flat.md: is not in a folder of its own; a blog post is content/blog/<name>/index.md: move it to content/blog/legacy-flat/index.md");
  });

  it("names each bad cover and body image with what was found, one line each, and nothing else", () => {
    const lines = [
      'content/blog/cover-missing/index.md: cover "missing.jpg" does not exist',
      'content/blog/cover-not-image/index.md: cover "notes.jpg" is not an image',
      'content/blog/cover-gif/index.md: cover "cover.gif" is a GIF file; the build optimises JPEG, PNG or WebP images only',
      'content/blog/cover-no-alt/index.md: coverAlt is missing; the cover "cover.jpg" needs a sentence describing it',
      'content/blog/cover-too-big/index.md: cover "huge.jpg" is 6.0 MB; keep images under 5.0 MB',
      'content/blog/body-images/index.md: body image "./chart.png" has no alt text',
      'content/blog/body-images/index.md: body image "./gone.png" does not exist',
    ];
    for (const line of lines) expect(output).toContain(line);
    expect(output).toMatch(/has 59 problems/);
  });

  it("refuses script and other active content in a body, naming the file, the line and what to do instead", () => {
    const file = "content/blog/active-content/index.md";
    const lines = [
      `${file}:11: body has a <script> element: content may not run script; remove it (to show code, put it in a code block between \`\`\` lines)`,
      `${file}:13: body has an <iframe> element: content may not embed other pages, plugins or media; link to the page instead`,
      `${file}:15: body has an <object> element: content may not embed other pages, plugins or media`,
      `${file}:17: body has an <embed> element: content may not embed other pages, plugins or media`,
      `${file}:19: body has a <form> element: content may not hold forms or form fields; link to the contact page instead`,
      `${file}:21: body has an event handler, onmouseover="document.title = 1" on <span>: content may not run script; remove the attribute`,
      `${file}:23: body has a link to "javascript:alert(1)": javascript: URLs run script; link to a page of the site (/pricing/) or to another website (https://...) instead`,
      `${file}:23: body has a link to "data:text/html;base64,PHNjcmlwdD4=": data: URLs carry a document of their own`,
    ];
    for (const line of lines) expect(output).toContain(line);
  });

  it("names each input that crashed the build or broke the site: a stray %, a name the build or host owns, a top-level file, an impossible offset", () => {
    const redirect = (name: string, path: string) => `content/blog/${name}/index.md: redirectFrom "${path}"`;
    const owned = "which the build or the host uses for its own files (/admin/, /images/, /page-data/, /static/, /pagefind/, /_gatsby/, /~partytown/, /404/, /.netlify/ and the files and folders of static/); list only old addresses of the post, such as /blog/old-name/";
    for (const line of [
      `${redirect("redirect-percent", "/blog/100%-growth/")} has a % that does not start an escape such as %20; write a % itself as %25, as in /blog/100%25-growth/`,
      `${redirect("redirect-admin", "/admin/")} is under /admin/, ${owned}`,
      `${redirect("redirect-pagefind", "/pagefind/old/")} is under /pagefind/, ${owned}`,
      `${redirect("redirect-static-folder", "/icons/old/")} is under /icons/, ${owned}`,
      `${redirect("redirect-robots", "/robots.txt")} is a file at the top of the site, where the build and the host keep theirs (robots.txt, rss.xml, the sitemaps, the scripts)`,
      'content/blog/offset-impossible/index.md: date "2025-03-01T09:00:00+99:99" has the time offset +99:99, which no place uses; write an offset from -12:00 to +14:00, such as +05:30, or leave the time out (2025-03-01)',
      ...["pagefind", "page-data", "static"].map(
        (slug) => `content/legal/${slug}.md: slug "${slug}" is reserved: /${slug}/ holds the build's or the host's own files (/admin/, /images/, /page-data/, /static/, /pagefind/, /404/ and the folders of static/); choose another name, such as "${slug}-policy"`,
      ),
    ]) {
      expect(output).toContain(line);
    }
    expect(output).not.toContain("URIError");
  });

  it("judges the frontmatter as parsed: quoted and merge keys, unknown fields, years, YAML errors and alias bombs, each by file and field", () => {
    const post = (name: string) => `content/blog/${name}/index.md`;
    for (const line of [
      `${post("quoted-draft")}: draft "yes" must be true or false`,
      `${post("quoted-read-time")}: readTime 999 is not a whole number of minutes from 1 to 60`,
      `${post("merge-key")}: draft "true" must be true or false`,
      `${post("quoted-updated")}: updated "2025-02-01" is before date "2025-03-01"; a post cannot change before it is published`,
      `${post("unknown-field")}: unknown field "Draft"; did you mean "draft"?`,
      `${post("year-25")}: date "0025-03-01" is in the year 25; write a year from 1990 to 2100`,
      `${post("yaml-syntax")}: frontmatter line 7 is not valid YAML: `,
      `${post("alias-bomb")}: frontmatter uses too many aliases (more than 100 *name references), which would expand without end; write each field's value out`,
    ]) {
      expect(output).toContain(line);
    }
  });

  it("refuses the alias bomb without expanding it: the build stays small", () => {
    expect(output).not.toContain("Invalid string length");
    expect(peakBytes).toBeGreaterThan(0);
    expect(peakBytes).toBeLessThan(1024 ** 3);
  });

  it("refuses every address the site or the host already answers, every bad entry of every file", () => {
    const post = (name: string) => `content/blog/${name}/index.md`;
    for (const line of [
      `${post("redirect-dashboard")}: redirectFrom "/dashboard/settings/" is an address the site already answers (/dashboard/*, one of its screens in src/pages)`,
      `${post("redirect-two-bad")}: redirectFrom "/blog//old/" has an empty segment (//)`,
      `${post("redirect-two-bad")}: redirectFrom "/contact/" is an address the site already answers (/contact/, one of its screens in src/pages)`,
      'content/legal/images.md: slug "images" is reserved: /images/ holds the build\'s or the host\'s own files',
      'content/help/!!!.md: "!!!" has no letters or digits, so the page would have no address; rename it with words, such as "getting-started"',
    ]) {
      expect(output).toContain(line);
    }
  });

  it("judges bodies by the allowlist: each element or attribute it drops, at its line, with what to write instead", () => {
    const file = "content/blog/allowlist/index.md";
    for (const line of [
      `${file}:11: body has a <template> element: it holds markup the page never shows; write the content itself`,
      `${file}:13: body has an <img> element: write images in Markdown, ![alt text](./file.jpg)`,
      `${file}:15: body has type="image" on <input>`,
      `${file}:15: body has <input src="https://images.example.com/b.png">`,
      `${file}:17: body has a <style> element: a post may not restyle the site or lay content over it`,
      `${file}:19: body has a style attribute on <a>: a post may not restyle the site or lay content over it`,
      `${file}:21: body has a <textarea> element: content may not hold forms or form fields`,
      "content/blog/open-comment/index.md:11: body opens a comment (<!--) that is never closed, so everything after it would vanish from the page; close it with -->",
    ]) {
      expect(output).toContain(line);
    }
  });

  it("names a post whose author has no file, with the closest author, and what is wrong with an author's file", () => {
    for (const line of [
      'content/blog/author-initial/index.md: author "M. Iyer" is not the name of a file in content/authors/; the closest is content/authors/meera-iyer.md (Meera Iyer): write author: meera-iyer',
      'content/blog/author-full-name/index.md: author "Meera Iyer" is not the name of a file in content/authors/; the closest is content/authors/meera-iyer.md (Meera Iyer): write author: meera-iyer',
      'content/authors/ada-broken.md: linkedin "https://example.com/in/ada" is not on linkedin.com',
      'content/authors/ada-broken.md: photo "gone.jpg" does not exist: there is no such file in content/authors/ (names are case-sensitive)',
      "content/authors/nested/index.md: is in a folder; an author is one file, content/authors/<slug>.md: move it to content/authors/nested.md and put the photo beside it",
      'content/blog/author/index.md: slug "author" is reserved: /blog/author/ holds each author\'s list of posts; use other words',
      'content/blog/redirect-author-page/index.md: redirectFrom "/blog/author/meera-iyer/" is the address of content/authors/meera-iyer.md, so the redirect would take that page away; list only old addresses of the post',
    ]) {
      expect(output).toContain(line);
    }
  });

  it("names a bad draft flag, old address or update date", () => {
    expect(output).toContain('content/blog/draft-not-boolean/index.md: draft "yes please" must be true or false');
    expect(output).toContain('content/blog/redirect-relative/index.md: redirectFrom "blog/old-name/" is not an absolute site path; start it with /, as in /blog/old-name/');
    expect(output).toContain('content/blog/updated-early/index.md: updated "2025-02-01" is before date "2025-03-01"; a post cannot change before it is published');
  });
});
