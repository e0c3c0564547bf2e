// Netlify's `_headers` and `_redirects` files, read by Netlify's own parsers
// (@netlify/headers-parser, @netlify/redirect-parser) and applied the way the host does, for the
// build's Content-Security-Policy step (./gatsby-node.ts) and the local static server
// (scripts/static-server.mjs imports this file; nothing here imports from scripts/).
//
// _headers: the parser gives each rule its `forRegExp`, the regular expression Netlify matches
// request paths with (case-insensitive; a standalone `/*` part is optional, so `/help/*` also
// matches `/help-center/`; `:name` is one segment; a trailing "/" is optional). Every matching
// rule applies; values of a header set by several matching rules are merged with ", ".
//
// _redirects (https://docs.netlify.com/routing/redirects/): `from [query] to [status][!]
// [conditions]`, the first matching rule wins. Matching is ours, to Netlify's documented rules: a
// trailing `/*` splat matches the path itself and anything below it (`:splat` in `to`),
// `:placeholder` matches one segment, the trailing slash and letter case do not matter. A rule
// applies only when no file answers the path, unless forced with `!`. Status 200 rewrites, 3xx
// redirects (the query string is kept), 404/410 serve `to` with that status; 301 when no status is
// given. Rules with conditions this emulation cannot judge (Country, Language, Role, Cookie...)
// never match.
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";

const failOn = (kind, errors) => {
  if (errors.length > 0) throw new Error(`${kind}: ${errors.map((error) => error.message).join("\n")}`);
};

/** The rules of a `_headers` file, as Netlify's parser reads them (none when the file is missing); throws on an error Netlify reports. */
export async function readHeaderRules(file) {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  failOn("_headers", errors);
  return headers;
}

/** The rules of a `_redirects` file, as Netlify's parser reads them (none when the file is missing); throws on an error Netlify reports. */
export async function readRedirectRules(file) {
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false });
  failOn("_redirects", errors);
  return redirects.map(withPattern);
}

/** The rules of a parsed `_headers` file that apply to `pathname`, by Netlify's `forRegExp`. */
export function matchingHeaderRules(rules, pathname) {
  return rules.filter((rule) => rule.forRegExp.test(pathname));
}

/** The headers for `pathname` (lower-case names): every matching rule, same-named values merged with ", ". */
export function headersFor(rules, pathname) {
  const merged = {};
  for (const rule of matchingHeaderRules(rules, pathname)) {
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      merged[key] = merged[key] === undefined ? value : `${merged[key]}, ${value}`;
    }
  }
  return merged;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A parsed redirect with the regular expression its `from` path matches and the names it captures. */
function withPattern(rule) {
  const names = [];
  const from = rule.path ?? rule.from;
  const trimmed = from.length > 1 ? from.replace(/\/+$/, "") : from;
  const parts = trimmed.split("/").slice(1);
  let source = "";
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
  // A `from` that is not a path on this site (a full URL with a host) never matches here.
  const onThisSite = rule.host === undefined && from.startsWith("/");
  return {
    ...rule,
    status: rule.status ?? 301,
    force: rule.force === true,
    query: rule.query ?? {},
    conditional: Object.keys(rule.conditions ?? {}).length > 0 || !onThisSite,
    pattern: new RegExp(`^${source || "/"}/?$`, "i"),
    names,
  };
}

/**
 * The first rule matching `pathname` (and `search`), with `to` filled in, or null. `fileExists`
 * says whether a file answers the path: then only forced rules apply (Netlify's shadowing).
 */
export function redirectFor(rules, pathname, search = "", fileExists = false) {
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
