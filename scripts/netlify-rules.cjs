// Netlify's `_headers` and `_redirects` files, read and matched the way the host does, for the
// static server (scripts/static-server.mjs) and the build's Content-Security-Policy step.
//
// _headers: a line starting with "/" opens a rule; indented `Name: value` lines follow. A header
// named twice in one rule is joined with ", ". Paths match case-insensitively; `*` matches
// anything (across "/" too), a standalone `/*` part also matches nothing (`/blog/*` matches
// `/blog`), `:name` matches one segment, and a trailing "/" is optional. Every matching rule
// applies; values of a header set by several matching rules are merged with ", ".
//
// _redirects: `from [query=:param ...] to [status][!] [conditions]`, first match wins. `from` may
// hold `:placeholders` and end in a `*` splat (`:splat` in `to`); a trailing slash does not
// matter. A rule applies only when no file answers the path, unless forced with `!`. Status 200
// rewrites, 3xx redirects (the query string is kept), 404/410 serve `to` with that status.
// Rules with conditions this emulation cannot judge (Country, Language, Role, Cookie) never match.

/** @typedef {{ path: string, pattern: RegExp, headers: Record<string, string> }} HeaderRule */

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The regular expression Netlify builds for a `_headers` path. */
function headerPathPattern(path) {
  const parts = path
    .split("/")
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "([^/]+)";
      if (part === "*") return "?(.*)";
      if (part.includes("*")) return part.split("*").map(escapeRegExp).join("(.*)");
      return escapeRegExp(part);
    });
  return new RegExp(`^/${parts.join("/")}/?$`, "iu");
}

/** Parses a `_headers` file; throws on a header line before any path (Netlify rejects the file). */
function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    if (line.startsWith("/")) {
      rules.push({ path: line, pattern: headerPathPattern(line), headers: {} });
      return;
    }
    const colon = line.indexOf(":");
    if (colon < 1) throw new Error(`_headers line ${index + 1}: expected "Name: value", got "${line}"`);
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers line ${index + 1}: a header comes before any path`);
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (value === "") throw new Error(`_headers line ${index + 1}: header ${name} has no value`);
    const key = Object.keys(rule.headers).find((existing) => existing.toLowerCase() === name.toLowerCase()) ?? name;
    rule.headers[key] = rule.headers[key] === undefined ? value : `${rule.headers[key]}, ${value}`;
  });
  return rules;
}

/** The rules of a parsed `_headers` file that apply to `pathname`. */
function matchingHeaderRules(rules, pathname) {
  return rules.filter((rule) => rule.pattern.test(pathname));
}

/** The headers for `pathname` (lower-case names): every matching rule, same-named values merged with ", ". */
function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const merged = {};
  for (const rule of matchingHeaderRules(rules, pathname)) {
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase();
      merged[key] = merged[key] === undefined ? value : `${merged[key]}, ${value}`;
    }
  }
  return merged;
}

const UNSUPPORTED_CONDITION = /^(country|language|role|cookie)=/i;

/**
 * @typedef {{ from: string, to: string, status: number, force: boolean, query: Record<string, string>,
 *   conditional: boolean, pattern: RegExp, names: string[] }} RedirectRule
 */

function redirectPattern(from) {
  const names = [];
  const trimmed = from.length > 1 ? from.replace(/\/+$/, "") : from;
  let source = "";
  const parts = trimmed.split("/").slice(1);
  parts.forEach((part, index) => {
    if (part === "*" && index === parts.length - 1) {
      names.push("splat");
      source += "(?:/(.*))?";
    } else if (part.startsWith(":")) {
      names.push(part.slice(1));
      source += "/([^/]+)";
    } else {
      source += `/${escapeRegExp(part)}`;
    }
  });
  return { pattern: new RegExp(`^${source || "/"}/?$`, "i"), names };
}

/** Parses a `_redirects` file; throws naming the line when one cannot be read. */
function parseRedirects(text) {
  /** @type {RedirectRule[]} */
  const rules = [];
  text.split("\n").forEach((raw, index) => {
    const tokens = raw.replace(/#.*/, "").trim().split(/\s+/).filter(Boolean);
    if (tokens.length === 0) return;
    const [from, ...rest] = tokens;
    if (!from.startsWith("/")) throw new Error(`_redirects line ${index + 1}: "${from}" is not a path`);
    const query = {};
    while (rest.length > 0 && rest[0].includes("=") && !rest[0].startsWith("/") && !/^https?:/.test(rest[0])) {
      const [key, value] = rest.shift().split("=");
      query[key] = value;
    }
    const to = rest.shift();
    if (!to) throw new Error(`_redirects line ${index + 1}: no target for ${from}`);
    let status = 301;
    let force = false;
    const statusToken = rest[0] && /^\d{3}!?$/.test(rest[0]) ? rest.shift() : undefined;
    if (statusToken) {
      status = Number(statusToken.slice(0, 3));
      force = statusToken.endsWith("!");
    }
    const conditional = rest.some((token) => UNSUPPORTED_CONDITION.test(token));
    rules.push({ from, to, status, force, query, conditional, ...redirectPattern(from) });
  });
  return rules;
}

/**
 * The first rule matching `pathname` (and `search`), with `to` filled in, or null. `fileExists`
 * says whether a file answers the path: then only forced rules apply (Netlify's shadowing).
 * @returns {{ rule: RedirectRule, to: string } | null}
 */
function redirectFor(rules, pathname, search = "", fileExists = false) {
  const params = new URLSearchParams(search);
  for (const rule of rules) {
    if (rule.conditional || (fileExists && !rule.force)) continue;
    const match = rule.pattern.exec(pathname);
    if (!match) continue;
    const values = {};
    rule.names.forEach((name, index) => (values[name] = match[index + 1] ?? ""));
    let queryMatches = true;
    for (const [key, value] of Object.entries(rule.query)) {
      if (!params.has(key)) queryMatches = false;
      else if (value.startsWith(":")) values[value.slice(1)] = params.get(key);
      else if (params.get(key) !== value) queryMatches = false;
    }
    if (!queryMatches) continue;
    const to = rule.to.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name) => (name in values ? values[name] : whole));
    return { rule, to };
  }
  return null;
}

module.exports = { headerPathPattern, parseHeaders, matchingHeaderRules, headersFor, parseRedirects, redirectFor };
