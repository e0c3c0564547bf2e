// @ts-check
// Netlify's `_headers` and `_redirects`, read by @netlify/headers-parser and @netlify/redirect-parser and
// matched by netlify-redirector (the matcher Netlify's CLI uses), for every check and the local host.
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import redirector from "netlify-redirector";
import { failOn } from "../build/fail-on.mjs";

/** @typedef {import("@netlify/headers-parser").Header} HeaderRule */
/** The statuses of a `_redirects` rule that redirects (others rewrite or answer an error). */
export const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** @typedef {{ from: string, to: string, status: number, force: boolean, query: Record<string, string>, conditions: Record<string, unknown> }} RedirectRule */
/** Where a request goes: the rule's `from`, the target with placeholders filled. @typedef {{ from: string, to: string, status: number, force: boolean }} RedirectMatch */

/** A `_headers` file's rules (none when it is missing); throws on an error Netlify reports. @param {string} file @returns {Promise<HeaderRule[]>} */
export async function readHeaderRules(file) {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  failOn("_headers", errors);
  return /** @type {HeaderRule[]} */ (headers);
}

/** The rules that apply to `pathname`, by Netlify's `forRegExp`. @param {readonly HeaderRule[]} rules @param {string} pathname */
export function matchingHeaderRules(rules, pathname) {
  return rules.filter((rule) => rule.forRegExp.test(pathname));
}

/** The headers for `pathname` (lower-case names) from every matching rule. @param {readonly HeaderRule[]} rules @param {string} pathname @returns {Record<string, string>} */
export function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const merged = {};
  for (const rule of matchingHeaderRules(rules, pathname)) {
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      merged[key] = merged[key] === undefined ? value : `${merged[key]}, ${value}`;
    }
  }
  return merged;
}

/**
 * Each header two matching rules give `pathname` with different values, with the rules' paths and values.
 * @param {readonly HeaderRule[]} rules @param {string} pathname @returns {Array<{ header: string, rules: Array<{ for: string, value: string }> }>}
 */
export function conflictingHeaders(rules, pathname) {
  /** @type {Map<string, Array<{ for: string, value: string }>>} */
  const byHeader = new Map();
  for (const rule of matchingHeaderRules(rules, pathname)) {
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      byHeader.set(key, [...(byHeader.get(key) ?? []), { for: rule.for, value }]);
    }
  }
  return [...byHeader]
    .filter(([, sources]) => new Set(sources.map((source) => source.value)).size > 1)
    .map(([header, sources]) => ({ header, rules: sources }));
}

/** A rule as netlify-redirector 0.5 takes it (`path`, `params`, capitalized conditions, as Netlify's CLI gives them). @param {RedirectRule} rule */
function forRedirector({ from, query, conditions, ...rest }) {
  const { country, language, role, ...other } = /** @type {Record<string, unknown>} */ (conditions ?? {});
  return {
    ...rest,
    path: from,
    params: query,
    conditions: { ...other, ...(role ? { Role: role } : {}), ...(country ? { Country: country } : {}), ...(language ? { Language: language } : {}) },
  };
}

/** @param {RedirectRule[]} rules @returns {Promise<import("netlify-redirector").RedirectMatcher>} */
async function matcherOf(rules) {
  if (rules.length === 0) return { match: () => null };
  return redirector.parseJSON(JSON.stringify(rules.map(forRedirector)), {});
}

/** A `_redirects` file's rules (none when it is missing) and Netlify's matching; throws on an error Netlify reports. @param {string} file */
export async function readRedirects(file) {
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false });
  failOn("_redirects", errors);
  const parsed = /** @type {Array<Partial<RedirectRule> & { from: string, to: string }>} */ (redirects);
  /** @type {RedirectRule[]} */
  const rules = parsed.map(({ from, to, status, force, query, conditions }) => ({
    from,
    to,
    status: status ?? 301,
    force: force === true,
    query: query ?? {},
    conditions: conditions ?? {},
  }));
  const all = await matcherOf(rules);
  const forced = await matcherOf(rules.filter((rule) => rule.force));
  return {
    rules,
    /**
     * The rule that takes a request for `pathname`, or null (only forced rules where a file answers); the visitor is `en` in `us`, as Netlify's CLI assumes.
     * @param {string} pathname @param {{ search?: string, fileExists?: boolean }} [request] @returns {RedirectMatch | null}
     */
    match(pathname, { search = "", fileExists = false } = {}) {
      /** @type {Record<string, string>} */
      const headers = { "x-language": "en", "x-country": "us" };
      const found = (fileExists ? forced : all).match({
        scheme: "http",
        host: "localhost",
        path: pathname,
        query: search.replace(/^\?/, ""),
        headers,
        getHeader: (/** @type {string} */ name) => headers[name.toLowerCase()] ?? "",
        getCookie: () => "",
      });
      if (!found) return null;
      // A rule reserved for a role the visitor lacks answers 404 (netlify-redirector's force404).
      if (!("to" in found)) return { from: "", to: "", status: 404, force: true };
      return { from: found.from, to: found.to, status: found.status, force: found.force };
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof readRedirects>>} Redirects */
