import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  DECORATIVE_ALT,
  MAX_IMAGE_BYTES,
  bodyImages,
  isDecorativeAlt,
  mediaReferences,
  sniffImageFormat,
  type MediaFile,
  type MediaFiles,
} from "../../src/content/media";
import { readEntryMedia, readMediaFile } from "../../content-pipeline/media-files";
import { validateEntry } from "../../src/content/rules";
import { parseMarkdown } from "../../src/content/markdown";
import { entryFromSource } from "../support/content-entry";

const FILE = "content/blog/lead-scoring/index.md";

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

const HEADS = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF"),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d], "IHDR"),
  webp: bytes("RIFF", [0x24, 0x00, 0x00, 0x00], "WEBPVP8 "),
  gif: bytes("GIF89a", [0x01, 0x00]),
  avif: bytes([0x00, 0x00, 0x00, 0x1c], "ftypavif"),
  heic: bytes([0x00, 0x00, 0x00, 0x18], "ftypheic"),
  tiff: bytes([0x49, 0x49, 0x2a, 0x00]),
  svg: bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">'),
  text: bytes("These are my notes, not a picture."),
};

const file = (head: Uint8Array, size = 120_000): MediaFile => ({ bytes: size, head });

const frontmatter = (fields: string) =>
  `---\ntitle: "Lead scoring"\ndate: 2025-03-04\nauthor: Meera Iyer\ncategory: Tutorial\nexcerpt: "A first score."\n${fields}---\n`;

/** A post with these extra frontmatter lines and body, and the files the build would have found. */
function post(fields: string, body = "Some real text.\n", media: MediaFiles = {}) {
  return { ...entryFromSource(FILE, `${frontmatter(fields)}${body}`), media };
}

const problemsOf = (entry: ReturnType<typeof post>) => validateEntry(entry);

describe("image formats from a file's first bytes", () => {
  it.each([
    ["jpeg", "jpeg"],
    ["png", "png"],
    ["webp", "webp"],
    ["gif", "GIF"],
    ["avif", "AVIF"],
    ["heic", "HEIC"],
    ["tiff", "TIFF"],
    ["svg", "SVG"],
  ] as const)("knows %s", (name, format) => {
    expect(sniffImageFormat(HEADS[name])).toBe(format);
  });

  it("says a text file is not an image", () => {
    expect(sniffImageFormat(HEADS.text)).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});

describe("a post's cover", () => {
  const cover = 'cover: cover.jpg\ncoverAlt: "Violet dots above a dashed line."\n';

  it("passes as a JPEG, PNG or WebP file in the post's folder, with alt text", () => {
    expect(problemsOf(post(cover, undefined, { "cover.jpg": file(HEADS.jpeg) }))).toEqual([]);
    const png = 'cover: ./art/cover.png\ncoverAlt: "A chart."\n';
    expect(problemsOf(post(png, undefined, { "./art/cover.png": file(HEADS.png) }))).toEqual([]);
    const webp = 'cover: cover.webp\ncoverAlt: "A chart."\n';
    expect(problemsOf(post(webp, undefined, { "cover.webp": file(HEADS.webp) }))).toEqual([]);
  });

  const cases: Array<[string, string, MediaFiles, string]> = [
    ["missing file", cover, { "cover.jpg": null }, `cover "cover.jpg" does not exist: there is no such file in the post's folder (names are case-sensitive)`],
    ["not an image", cover, { "cover.jpg": file(HEADS.text) }, `cover "cover.jpg" is not an image: its content is not JPEG, PNG or WebP, whatever its name says`],
    [
      "unsupported format by name",
      'cover: cover.gif\ncoverAlt: "Dots."\n',
      { "cover.gif": file(HEADS.gif) },
      `cover "cover.gif" is a GIF file; the build optimises JPEG, PNG or WebP images only: save it as one of those`,
    ],
    [
      "unsupported format under a supported name",
      'cover: cover.png\ncoverAlt: "Dots."\n',
      { "cover.png": file(HEADS.heic) },
      `cover "cover.png" is a HEIC image saved under a .png name; save it as a real JPEG, PNG or WebP file`,
    ],
    ["a document, not an image", 'cover: brief.pdf\ncoverAlt: "Dots."\n', {}, `cover "brief.pdf" is not an image file; use a JPEG, PNG or WebP image`],
    [
      "over the size limit",
      cover,
      { "cover.jpg": file(HEADS.jpeg, 7_340_032) },
      `cover "cover.jpg" is 7.0 MB; keep images under 5.0 MB (about 2000 px wide is plenty: the build makes the smaller sizes)`,
    ],
    ["without alt text", "cover: cover.jpg\n", { "cover.jpg": file(HEADS.jpeg) }, `coverAlt is missing; the cover "cover.jpg" needs a sentence describing it for people who cannot see it`],
    [
      "on another website",
      'cover: https://images.example.com/a.jpg\ncoverAlt: "Dots."\n',
      {},
      `cover "https://images.example.com/a.jpg" is on another website or not a file; the site loads nothing from other origins: save the image in the post's folder and refer to it by its file name`,
    ],
    [
      "in static/ instead of the post's folder",
      'cover: /images/blog/a.jpg\ncoverAlt: "Dots."\n',
      {},
      `cover "/images/blog/a.jpg" is not in the post's folder; move the image next to the post's index.md and refer to it by its file name, like ./chart.png`,
    ],
    [
      "in another post's folder",
      'cover: ../other-post/cover.jpg\ncoverAlt: "Dots."\n',
      {},
      `cover "../other-post/cover.jpg" points outside the post's folder; keep the image next to the post's index.md and refer to it by its file name`,
    ],
  ];

  it.each(cases)("%s: one line naming the file, the field and what was found", (_name, fields, media, message) => {
    expect(problemsOf(post(fields, undefined, media))).toEqual([`${FILE}: ${message}`]);
  });

  it("an empty alt text is reported like any empty field", () => {
    expect(problemsOf(post('cover: cover.jpg\ncoverAlt: ""\n', undefined, { "cover.jpg": file(HEADS.jpeg) }))).toEqual([`${FILE}: coverAlt is empty; write a value or leave the field out`]);
  });

  it("a cover at exactly the size limit passes", () => {
    expect(problemsOf(post(cover, undefined, { "cover.jpg": file(HEADS.jpeg, MAX_IMAGE_BYTES) }))).toEqual([]);
  });

  it("without the files (media not read), only the reference is checked", () => {
    expect(problemsOf(post(cover))).toEqual([]);
    expect(problemsOf(post('cover: cover.gif\ncoverAlt: "Dots."\n'))).toHaveLength(1);
  });
});

describe("images in a post's body", () => {
  it("pass with alt text, and with the decorative mark", () => {
    const body = `Intro.\n\n![Bar chart of conversion by signal](./chart.png "Conversion by signal")\n\n![${DECORATIVE_ALT}](divider.webp)\n`;
    expect(problemsOf(post("", body, { "./chart.png": file(HEADS.png), "divider.webp": file(HEADS.webp) }))).toEqual([]);
  });

  it("an image with empty alt text fails, naming the image and the decorative mark", () => {
    expect(problemsOf(post("", "Text.\n\n![](./chart.png)\n", { "./chart.png": file(HEADS.png) }))).toEqual([
      `${FILE}: body image "./chart.png" has no alt text; describe the image in the square brackets, ![like this](./chart.png), or write ![decorative](./chart.png) if it is only decoration`,
    ]);
    expect(problemsOf(post("", "Text.\n\n![   ](./chart.png)\n", { "./chart.png": file(HEADS.png) }))).toHaveLength(1);
  });

  it("a missing file, a file that is not an image and an image from another website fail", () => {
    const body = "![Chart](./chart.png)\n\n![Photo](photo.jpg)\n\n![Logo](https://cdn.example.com/logo.png)\n";
    expect(problemsOf(post("", body, { "./chart.png": null, "photo.jpg": file(HEADS.text) }))).toEqual([
      `${FILE}: body image "./chart.png" does not exist: there is no such file in the post's folder (names are case-sensitive)`,
      `${FILE}: body image "photo.jpg" is not an image: its content is not JPEG, PNG or WebP, whatever its name says`,
      `${FILE}: body image "https://cdn.example.com/logo.png" is on another website or not a file; the site loads nothing from other origins: save the image in the post's folder and refer to it by its file name`,
    ]);
  });

  it("reference-style images are checked too", () => {
    expect(problemsOf(post("", "![][chart]\n\n[chart]: ./chart.png\n", { "./chart.png": file(HEADS.png) }))).toHaveLength(1);
  });

  it("a raw <img>, <picture> or <image> fails at its line: the build could not size it, and it could load from anywhere", () => {
    const fix = "write images in Markdown, ![alt text](./file.jpg), with the file in the post's folder, so the build can size and compress them";
    const offset = post("", "").bodyOffset ?? 0;
    expect(problemsOf(post("", 'Text.\n\n<img src="./chart.png" alt="Chart">\n\n<image src="https://images.example.com/x.png">\n\n<picture><source srcset="https://images.example.com/x.avif"></picture>\n'))).toEqual([
      `${FILE}:${offset + 3}: body has an <img> element: ${fix}`,
      `${FILE}:${offset + 5}: body has an <img> element: ${fix}`,
      `${FILE}:${offset + 7}: body has a <picture> element: ${fix}`,
      `${FILE}:${offset + 7}: body has a <source> element: ${fix}`,
    ]);
  });

  it("images inside code are not images", () => {
    expect(bodyImages(parseMarkdown("```md\n![](./x.png)\n```\n\nAnd `![](y.png)` inline.\n"))).toEqual([]);
  });

  it("decorative is matched whatever its case or spaces", () => {
    expect(isDecorativeAlt(" Decorative ")).toBe(true);
    expect(isDecorativeAlt("decorative border")).toBe(false);
  });
});

describe("which files the build reads", () => {
  it("the cover and the body's own images, once each, not other websites' or static/ paths", () => {
    const body = "![A](./chart.png)\n\n![B](./chart.png)\n\n![C](/images/x.png)\n\n![D](https://x.example/y.png)\n";
    expect(mediaReferences({ cover: "cover.jpg" }, bodyImages(parseMarkdown(body)))).toEqual(["cover.jpg", "./chart.png"]);
    expect(mediaReferences({}, bodyImages(parseMarkdown("No images.")))).toEqual([]);
  });

  it("the images the collection's image fields name: an author's photo, not a field of that name elsewhere", () => {
    expect(mediaReferences({ photo: "meera-iyer.jpg", cover: "x.jpg" }, [], ["photo"])).toEqual(["meera-iyer.jpg"]);
    expect(mediaReferences({ photo: "https://x.example/me.jpg" }, [], ["photo"])).toEqual([]);
  });
});

describe("reading the files from disk", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "scalewise-media-"));
    mkdirSync(join(dir, "art"));
    writeFileSync(join(dir, "cover.jpg"), Buffer.concat([Buffer.from(HEADS.jpeg), Buffer.alloc(1000)]));
    writeFileSync(join(dir, "art", "chart.png"), Buffer.from(HEADS.png));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("gives each file's size and first bytes, and null for a file that is not there", async () => {
    const cover = await readMediaFile(join(dir, "cover.jpg"));
    expect(cover?.bytes).toBe(HEADS.jpeg.length + 1000);
    expect(sniffImageFormat(cover!.head)).toBe("jpeg");
    expect(await readMediaFile(join(dir, "nothing.jpg"))).toBeNull();
    expect(await readMediaFile(join(dir, "art"))).toBeNull();
  });

  it("looks up a post's references next to its index.md", async () => {
    const entry = entryFromSource("content/blog/x/index.md", '---\ncover: cover.jpg\n---\n![Chart](./art/chart.png?v=2)\n\n![Gone](gone.png)\n');
    const media = await readEntryMedia(join(dir, "index.md"), entry);
    expect(Object.keys(media)).toEqual(["cover.jpg", "./art/chart.png?v=2", "gone.png"]);
    expect(sniffImageFormat(media["./art/chart.png?v=2"]!.head)).toBe("png");
    expect(media["gone.png"]).toBeNull();
  });

  it("looks up an author's photo beside their file", async () => {
    const entry = entryFromSource("content/authors/x.md", "---\ntitle: X\nphoto: cover.jpg\n---\n");
    const media = await readEntryMedia(join(dir, "x.md"), entry);
    expect(Object.keys(media)).toEqual(["cover.jpg"]);
    expect(sniffImageFormat(media["cover.jpg"]!.head)).toBe("jpeg");
  });
});
