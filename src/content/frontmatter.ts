/**
 * The YAML reader of every Markdown file's frontmatter: gatsby-transformer-remark hands it to
 * gray-matter as its `yaml` engine (gatsby-config.ts), so the values Gatsby stores are the values the
 * content rules judge (./schema.ts). It reads YAML 1.2's core schema with the `yaml` package:
 * dates stay the text the writer wrote (no Date, no year rewritten), merge keys (`<<`) merge, a key
 * written twice is an error, and a file with more aliases than a frontmatter ever needs is refused
 * before it can expand (an alias bomb), instead of running for minutes.
 *
 * It never throws: a file that cannot be read gives an object holding only its problem, under
 * FRONTMATTER_PROBLEM, so the build lists every file's problems in one run (the transformer would
 * stop at the first file its engine throws on).
 */
import { parse } from "yaml";

/** The key under which a frontmatter that could not be read carries its problem; no writer's field can be named so. */
export const FRONTMATTER_PROBLEM = "\u0000frontmatter-problem";

/** More aliases (`*name`) than this refuses the file: a real frontmatter has a handful at most. */
export const MAX_YAML_ALIASES = 100;

const YAML_OPTIONS = { schema: "core", merge: true, uniqueKeys: true, maxAliasCount: MAX_YAML_ALIASES, prettyErrors: true } as const;

/** The problem of a frontmatter that could not be read, if it has one. */
export function frontmatterProblem(data: Record<string, unknown>): string | null {
  const problem = data[FRONTMATTER_PROBLEM];
  return typeof problem === "string" ? problem : null;
}

const isFields = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The first line of an error of the `yaml` package, with its line in the file: gray-matter hands the
 * engine the text right after the opening `---`, so the block's lines are the file's.
 */
function describe(error: unknown): string {
  if (error instanceof ReferenceError && /alias/i.test(error.message)) {
    return `frontmatter uses too many aliases (more than ${MAX_YAML_ALIASES} *name references), which would expand without end; write each field's value out`;
  }
  const linePos = (error as { linePos?: Array<{ line: number }> }).linePos;
  const message = String((error as Error).message ?? error).split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
  const line = linePos?.[0]?.line;
  return line === undefined ? `frontmatter is not valid YAML: ${message}` : `frontmatter line ${line} is not valid YAML: ${message}`;
}

/** The fields of a frontmatter block (the text between the `---` lines), as the build stores them. */
export function readFrontmatter(text: string): Record<string, unknown> {
  try {
    const value: unknown = parse(text, YAML_OPTIONS);
    if (value === null || value === undefined) return {};
    if (isFields(value)) return value;
    return { [FRONTMATTER_PROBLEM]: "frontmatter is not a list of fields; write one `name: value` per line between the --- lines" };
  } catch (error) {
    return { [FRONTMATTER_PROBLEM]: describe(error) };
  }
}

/** gray-matter's engine for `yaml` (its `engines` option), as gatsby-transformer-remark passes its options on. */
export const frontmatterEngine = {
  parse: readFrontmatter,
  stringify: () => {
    throw new Error("The site only reads frontmatter");
  },
};
