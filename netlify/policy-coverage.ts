import type { HeaderRule } from "./rules.mjs";

// The written public/_headers gives every built page exactly one Content-Security-Policy (or the page
// carries it in a <meta>, as the 404 page does), and the editor's paths theirs, read two ways: Netlify's
// `forRegExp` (`/help/*` also matches `/help-center/`) and strict path segments (Cloudflare Pages).

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A `_headers` path under strict path segments: `*` any characters, `:name` one segment, the trailing slash counts. */
export function strictPathPattern(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : escapeRegExp(part)))
    .join("");
  return new RegExp(`^${source}$`);
}

const hasPolicy = (rule: HeaderRule) => Object.keys(rule.values).some((name) => name.toLowerCase() === "content-security-policy");

// One pattern per rule, not per page and rule: the check runs over every built page.
const strictPatterns = new Map<string, RegExp>();
const strictPatternOf = (rulePath: string) => strictPatterns.get(rulePath) ?? strictPatterns.set(rulePath, strictPathPattern(rulePath)).get(rulePath)!;

const READINGS = [
  { name: "with strict path segments", matches: (rule: HeaderRule, path: string) => strictPatternOf(rule.for).test(path) },
  { name: "with Netlify's matching (@netlify/headers-parser)", matches: (rule: HeaderRule, path: string) => rule.forRegExp.test(path) },
];

/** Problems with one path's policy rules, under both readings; `orMeta` says whether the page carries a <meta> policy (asked only when needed). */
function pathProblems(rules: readonly HeaderRule[], path: string, label: string, orMeta: () => boolean): string[] {
  const problems: string[] = [];
  for (const reading of READINGS) {
    const matching = rules.filter((rule) => reading.matches(rule, path));
    if (matching.length === 0 && !orMeta()) {
      problems.push(`${label}: no _headers rule sends it a Content-Security-Policy ${reading.name}, and it has no <meta> policy`);
    } else if (matching.length > 1) {
      problems.push(
        `${label}: ${matching.length} _headers rules (${matching.map((rule) => rule.for).join(", ")}) send it a Content-Security-Policy ` +
          `${reading.name}, and a browser enforces each`,
      );
    }
  }
  return problems;
}

/** What is wrong with the parsed `_headers` for these pages and the editor's paths; `hasMetaPolicy(file)` reads a page's <meta>. */
export function policyCoverageProblems(
  rules: readonly HeaderRule[],
  pages: ReadonlyArray<{ route: string; file: string }>,
  editorPaths: readonly string[],
  hasMetaPolicy: (file: string) => boolean,
): string[] {
  const policyRules = rules.filter(hasPolicy);
  return [
    ...pages.flatMap((page) => {
      let meta: boolean | undefined;
      return pathProblems(policyRules, page.route, `${page.route} (public/${page.file})`, () => (meta ??= hasMetaPolicy(page.file)));
    }),
    ...editorPaths.flatMap((path) => pathProblems(policyRules, path, `the editor's ${path}`, () => false)),
  ];
}

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]+"\/?>/i;

/** Whether a page's HTML carries its policy in a <meta> element. */
export const carriesMetaPolicy = (html: string) => META_POLICY.test(html);
