import type { HeaderRule } from "./rules.mjs";

/**
 * The build's invariant on the written public/_headers: every built page receives exactly one
 * Content-Security-Policy, whichever way a host reads the file, or carries the policy itself in a
 * <meta> element (the 404 page); the editor's paths receive exactly one policy too (theirs, so no
 * public rule reaches them). Read two ways:
 * - Netlify's: each rule's `forRegExp` as @netlify/headers-parser builds it (`/help/*` matches any
 *   path that starts with `/help`, `/help-center/` too);
 * - strict path segments (Cloudflare Pages): `*` matches any characters, `:name` one segment,
 *   anything else itself, and the trailing slash counts.
 */

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The regular expression a `_headers` path is under strict path segments. */
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

/**
 * What is wrong with the written `_headers` (its rules as @netlify/headers-parser parsed them) for
 * these built pages and the editor's paths; empty when nothing is. `hasMetaPolicy(file)` reads a
 * page for its <meta http-equiv="Content-Security-Policy">.
 */
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
