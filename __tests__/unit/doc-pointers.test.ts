/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import remark from "remark";
import { anchorHeadings } from "../../src/content/heading-anchors";

/**
 * Every pointer a comment or a doc makes at a file of the repository (`build/chakra/webpack.cjs`,
 * `./policy.ts`, `docs/search.md#rebuilds`) leads to that file, and to that section of a doc.
 */
const ROOT = path.resolve(__dirname, "../..");
const FOLDERS = ["src", "plugins", "content-pipeline", "netlify", "scripts", "docs", "__tests__", ".ci"];
const ROOT_FILES = ["README.md", "content/README.md", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "jest.config.js", "knip.ts", "eslint.config.mjs"];
const SOURCE = /\.(?:[cm]?[jt]sx?|mts|md)$/;
/** A path from the root into one of the project's folders, or relative to the file (`./x.ts`, `../y/z.md`). */
const POINTER =
  /(?<![\w/.@$-])((?:src|plugins|content-pipeline|netlify|scripts|docs|__tests__)\/[\w./-]*\w|\.\.?\/[\w./-]*\.(?:[cm]?[jt]sx?|mts|md|json)|README\.md)(#[\w-]+)?/g;
/** A Markdown link's target in the repository: `(overrides.md)`, `(../content/README.md#images)`, `(#figures)`; not a site path (`/pricing/`). */
const MARKDOWN_LINK = /\]\((?!https?:|mailto:|\/)([^)#\s]*)(#[\w-]+)?\)/g;
/** Where webpack or Node would find a pointer written without its extension. */
const ENDINGS = ["", ".ts", ".tsx", ".js", ".cjs", ".mjs", ".mts", "/index.js", "/gatsby-node.ts"];

function filesUnder(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/** The lines a reader takes for prose: a doc's every line, a source file's comments. */
function proseLines(file: string, text: string): Array<[number, string]> {
  const lines = text.split("\n");
  const numbered = lines.map((line, index): [number, string] => [index + 1, line]);
  if (file.endsWith(".md")) {
    let fenced = false;
    return numbered.filter(([, line]) => {
      if (!/^\s*```/.test(line)) return !fenced;
      fenced = !fenced;
      return false;
    });
  }
  return numbered.filter(([, line]) => /^\s*(?:\/\/|\/?\*|#)/.test(line) || line.includes(" // "));
}

const anchorsOf = new Map<string, Set<string>>();
function anchors(doc: string): Set<string> {
  if (!anchorsOf.has(doc)) {
    const tree = remark().parse(fs.readFileSync(path.join(ROOT, doc), "utf8"));
    anchorsOf.set(doc, new Set(anchorHeadings(tree).map((heading: { id: string }) => heading.id)));
  }
  return anchorsOf.get(doc)!;
}

function pointersIn(file: string, source: string) {
  return proseLines(file, source).flatMap(([line, text]) => [
    ...[...text.matchAll(POINTER)].map(([, pointer, fragment]) => ({ line, pointer, fragment })),
    // Links written as examples in a code span are not links.
    ...(file.endsWith(".md") ? [...text.replace(/`[^`]*`/g, "").matchAll(MARKDOWN_LINK)] : []).map(([, target, fragment]) => ({
      line,
      pointer: `./${target || path.basename(file)}`,
      fragment,
    })),
  ]);
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

function brokenPointers(file: string, source = read(file)): string[] {
  const broken: string[] = [];
  for (const { line, pointer, fragment } of pointersIn(file, source)) {
    const target = pointer.startsWith(".") ? path.join(path.dirname(file), pointer) : pointer;
    const found = ENDINGS.map((ending) => target + ending).find((candidate) => fs.existsSync(path.join(ROOT, candidate)));
    if (!found) broken.push(`${file}:${line} ${pointer}`);
    else if (fragment && found.endsWith(".md") && !anchors(found).has(fragment.slice(1))) broken.push(`${file}:${line} ${pointer}${fragment}`);
  }
  return broken;
}

/** This file's own comments show pointers as examples. */
const FILES = [...FOLDERS.flatMap(filesUnder), ...ROOT_FILES].filter((file) => file !== path.relative(ROOT, __filename));

describe("pointers in comments and docs", () => {
  it("reads the project's files, their comments and the docs' sections", () => {
    expect(FILES.length).toBeGreaterThan(300);
    const pointers = FILES.flatMap((file) => pointersIn(file, read(file)));
    expect(pointers.length).toBeGreaterThan(500);
    expect(pointers.filter(({ fragment }) => fragment).length).toBeGreaterThan(50);
    expect(anchors("docs/search.md").has("rebuilds")).toBe(true);
    expect(brokenPointers("docs/overrides.md")).toEqual([]);
  });

  it("finds a pointer that leads nowhere and a section that is not there, in a doc and in a comment", () => {
    const doc = "See plugins/chakra/gone.cjs and docs/search.md#no-such-section, not docs/search.md#rebuilds or ./overrides.md.\n\n[a](search.md#rebuilds), [b](search.md#gone), [c](#nowhere), [d](gone.md), [e](https://example.com/x.md), `[f](gone.md)`.\n\n```md\n[g](gone.md)\n```\n";
    expect(brokenPointers("docs/search.md", doc)).toEqual([
      "docs/search.md:1 plugins/chakra/gone.cjs",
      "docs/search.md:1 docs/search.md#no-such-section",
      "docs/search.md:3 ./search.md#gone",
      "docs/search.md:3 ./search.md#nowhere",
      "docs/search.md:3 ./gone.md",
    ]);
    const code = '// Written by ./policy.ts, not ./gone.ts\nconst url = "./gone.ts";\n';
    expect(brokenPointers("plugins/content-security-policy/x.ts", code)).toEqual(["plugins/content-security-policy/x.ts:1 ./gone.ts"]);
  });

  it("lead to a file of the repository, and to a section a doc has", () => {
    expect(FILES.flatMap((file) => brokenPointers(file))).toEqual([]);
  });
});
