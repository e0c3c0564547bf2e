/**
 * Images in content: which files a Markdown file uses (its cover and the images in its body) and
 * the rules those files must pass. Plain TypeScript with no file access: the build reads the
 * files (media-files.ts) and hands their size and first bytes to these rules.
 */
import visit from "unist-util-visit";
import type { MarkdownNode } from "./markdown";
import { leavesSite } from "./leaves-site";

/** Formats the build turns into AVIF, WebP and a fallback. */
export const IMAGE_FORMATS = {
  jpeg: { label: "JPEG", extensions: ["jpg", "jpeg"] },
  png: { label: "PNG", extensions: ["png"] },
  webp: { label: "WebP", extensions: ["webp"] },
} as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

const SUPPORTED_LABELS = "JPEG, PNG or WebP";

/** Image formats writers may try that the build does not process. */
type OtherImageFormat = "GIF" | "SVG" | "AVIF" | "HEIC" | "TIFF" | "BMP" | "ICO";

const OTHER_IMAGE_EXTENSIONS: Record<string, OtherImageFormat> = {
  gif: "GIF",
  svg: "SVG",
  avif: "AVIF",
  heic: "HEIC",
  heif: "HEIC",
  tif: "TIFF",
  tiff: "TIFF",
  bmp: "BMP",
  ico: "ICO",
};

/**
 * The largest image file a post may use. Sources are resized and compressed by the build, so a
 * 2000 px wide photo (well under 1 MB as a JPEG) is plenty; anything bigger only slows every build.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** How many bytes of a file the rules look at to tell its format. */
export const MEDIA_HEAD_BYTES = 256;

/** Alt text a writer gives an image that is only decoration; the page then gives it an empty alt. */
import { DECORATIVE_ALT, isDecorativeAlt } from "./decorative-alt";

export { DECORATIVE_ALT, isDecorativeAlt };

/** What the build found on disk for one reference: its size and first bytes, or null when there is no such file. */
export interface MediaFile {
  bytes: number;
  head: Uint8Array;
}

/** Files a Markdown file refers to, by the reference as written (`cover.jpg`, `./chart.png`). */
export type MediaFiles = Record<string, MediaFile | null>;

const ascii = (head: Uint8Array, start: number, end: number) => String.fromCharCode(...head.subarray(start, end));

/** The format a file's first bytes announce, whatever its name says; null when it is not an image. */
export function sniffImageFormat(head: Uint8Array): ImageFormat | OtherImageFormat | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "webp";
  if (/^GIF8[79]a$/.test(ascii(head, 0, 6))) return "GIF";
  if (ascii(head, 4, 8) === "ftyp") {
    const brand = ascii(head, 8, 12);
    if (brand === "avif" || brand === "avis") return "AVIF";
    if (["heic", "heix", "mif1", "msf1"].includes(brand)) return "HEIC";
  }
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return "TIFF";
  if (ascii(head, 0, 2) === "BM") return "BMP";
  if (starts(0x00, 0x00, 0x01, 0x00)) return "ICO";
  // SVG is text: an optional BOM (as UTF-8 bytes), XML declaration and comments, then <svg.
  if (/^(\xef\xbb\xbf)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(ascii(head, 0, head.length))) return "SVG";
  return null;
}

const isSupported = (format: string | null): format is ImageFormat => format !== null && format in IMAGE_FORMATS;

const extensionOf = (reference: string) => /\.([A-Za-z0-9]+)$/.exec(reference)?.[1].toLowerCase() ?? "";

const supportedExtension = (extension: string) =>
  Object.values(IMAGE_FORMATS).some((format) => (format.extensions as readonly string[]).includes(extension));

/** The file part of a reference, without `?query` or `#fragment` (the build ignores those too). */
export const referencePath = (reference: string) => reference.replace(/[?#].*$/, "");

/** Where a collection's files keep their images, as messages name it: a post's folder, or content/authors/ beside each author's file. */
export interface ImagePlace {
  /** The folder, as in "save the image in the post's folder". */
  folder: string;
  /** The file the images sit next to, as in "next to the post's index.md". */
  beside: string;
}
export const POST_IMAGES: ImagePlace = { folder: "the post's folder", beside: "the post's index.md" };
export const AUTHOR_IMAGES: ImagePlace = { folder: "content/authors/", beside: "the author's file" };

/** Where a reference points, when that is not a file in the Markdown file's own folder. */
function locationProblem(reference: string, place: ImagePlace = POST_IMAGES): string | null {
  if (leavesSite(reference)) {
    return `is on another website or not a file; the site loads nothing from other origins: save the image in ${place.folder} and refer to it by its file name`;
  }
  if (reference.startsWith("/")) {
    return `is not in ${place.folder}; move the image next to ${place.beside} and refer to it by its file name, like ./chart.png`;
  }
  if (referencePath(reference).split("/").includes("..")) {
    return `points outside ${place.folder}; keep the image next to ${place.beside} and refer to it by its file name`;
  }
  return null;
}

/** True for a reference the build resolves in the Markdown file's own folder: the ones to read from disk. */
export const isLocalReference = (reference: string) => reference.trim() !== "" && locationProblem(reference) === null;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The problem with one image reference, or null. `what` names it in the message, e.g. `cover "x.jpg"`.
 * `file` is what the build found on disk (undefined: not looked up, so only the reference is checked).
 */
export function imageFileProblem(what: string, reference: string, file: MediaFile | null | undefined, place: ImagePlace = POST_IMAGES): string | null {
  const location = locationProblem(reference, place);
  if (location) return `${what} ${location}`;
  const extension = extensionOf(referencePath(reference));
  if (!supportedExtension(extension)) {
    const other = OTHER_IMAGE_EXTENSIONS[extension];
    return other
      ? `${what} is a ${other} file; the build optimises ${SUPPORTED_LABELS} images only: save it as one of those`
      : `${what} is not an image file; use a ${SUPPORTED_LABELS} image`;
  }
  if (file === undefined) return null;
  if (file === null) return `${what} does not exist: there is no such file in ${place.folder} (names are case-sensitive)`;
  const format = sniffImageFormat(file.head);
  if (format === null) return `${what} is not an image: its content is not ${SUPPORTED_LABELS}, whatever its name says`;
  if (!isSupported(format)) {
    return `${what} is a ${format} image saved under a .${extension} name; save it as a real ${SUPPORTED_LABELS} file`;
  }
  if (file.bytes > MAX_IMAGE_BYTES) {
    return `${what} is ${megabytes(file.bytes)}; keep images under ${megabytes(MAX_IMAGE_BYTES)} (about 2000 px wide is plenty: the build makes the smaller sizes)`;
  }
  return null;
}

/** An image in a Markdown body. */
export interface BodyImage {
  url: string;
  alt: string;
}

/** The images a Markdown tree shows (`![alt](url)` and `![alt][reference]`), in order. Raw `<img>` is the allowlist's (allowlist.ts). */
export function bodyImages(tree: MarkdownNode): BodyImage[] {
  const nodes: MarkdownNode[] = [];
  visit(tree as never, (node: MarkdownNode) => {
    if (node.type === "image" || node.type === "imageReference" || node.type === "definition") nodes.push(node);
  });
  const definitions = new Map(
    nodes.filter((node) => node.type === "definition").map((node) => [node.identifier?.toLowerCase() ?? "", node.url ?? ""]),
  );
  const images: BodyImage[] = [];
  for (const node of nodes) {
    if (node.type === "image") images.push({ url: node.url ?? "", alt: node.alt ?? "" });
    if (node.type === "imageReference") {
      const url = definitions.get(node.identifier?.toLowerCase() ?? "");
      if (url !== undefined) images.push({ url, alt: node.alt ?? "" });
    }
  }
  return images;
}

/** The image file a frontmatter field names (`cover`, `photo`), when there is one to check. */
const imageOf = (frontmatter: Record<string, unknown>, field: string) => {
  const value = frontmatter[field];
  return typeof value === "string" && value.trim() !== "" ? value : null;
};
const coverOf = (frontmatter: Record<string, unknown>) => imageOf(frontmatter, "cover");

/**
 * Every file reference the build must look at on disk for a Markdown file: the images its fields
 * name (`imageFields`: a post's cover, an author's photo) and its body's images.
 */
export function mediaReferences(frontmatter: Record<string, unknown>, images: readonly BodyImage[], imageFields: readonly string[] = ["cover"]): string[] {
  const named = imageFields.flatMap((field) => imageOf(frontmatter, field) ?? []);
  const inBody = images.map((image) => image.url);
  return [...new Set([...named, ...inBody])].filter(isLocalReference);
}

/** Problems of the images in a body: where each file is, what it is, and its alt text. */
export function bodyImageProblems(images: readonly BodyImage[], media: MediaFiles | undefined): string[] {
  const problems: string[] = [];
  for (const image of images) {
    const what = `body image "${image.url}"`;
    if (image.alt.trim() === "") {
      problems.push(
        `${what} has no alt text; describe the image in the square brackets, ![like this](${image.url}), or write ![${DECORATIVE_ALT}](${image.url}) if it is only decoration`,
      );
    }
    const fileProblem = imageFileProblem(what, image.url, media === undefined ? undefined : media[image.url]);
    if (fileProblem) problems.push(fileProblem);
  }
  return problems;
}

/** Problems of a cover: its file, and the alt text it needs. */
export function coverProblems(frontmatter: Record<string, unknown>, media: MediaFiles | undefined): string[] {
  const cover = coverOf(frontmatter);
  if (!cover) return [];
  const problems: string[] = [];
  const fileProblem = imageFileProblem(`cover "${cover}"`, cover, media === undefined ? undefined : media[cover]);
  if (fileProblem) problems.push(fileProblem);
  if (!("coverAlt" in frontmatter)) {
    problems.push(`coverAlt is missing; the cover "${cover}" needs a sentence describing it for people who cannot see it`);
  }
  return problems;
}

/** Problems of an author's photo: its file, beside the author's file (no alt text: the photo sits by the author's name, which says it all). */
export function photoProblems(frontmatter: Record<string, unknown>, media: MediaFiles | undefined): string[] {
  const photo = imageOf(frontmatter, "photo");
  if (!photo) return [];
  const problem = imageFileProblem(`photo "${photo}"`, photo, media === undefined ? undefined : media[photo], AUTHOR_IMAGES);
  return problem ? [problem] : [];
}
