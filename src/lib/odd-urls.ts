/**
 * Gatsby's browser runtime cannot take every address (gatsbyjs/gatsby#23580):
 * - its router computes the location as encodeURI(decodeURI(pathname)) when its module loads, so a
 *   malformed escape (`/blog/%E0%A4%A`, `/100%`) throws "URI malformed" before anything renders;
 * - an escaped reserved character (`/a%2Fb`) comes back double-encoded (`/a%252Fb`), the loader
 *   finds no resources under that key, and the page it has just shown unmounts (React error 423);
 * - the loader decodes paths more than once, so an escaped "%" (`/100%25`) throws on the second pass;
 * - an escaped control character (`/%00`) leaves the loader without page resources ("Not rendering React");
 * - the scroll handler runs decodeURI on the fragment.
 *
 * Before the router module loads (plugins/odd-urls is the first browser plugin), the address is
 * rewritten in place to a form the runtime handles: each "%" Gatsby would trip on becomes "％"
 * (U+FF05, written %EF%BC%85), which reads the same in the address bar. The static host has already
 * answered such a path with the 404 page, which keeps showing what was asked for (requestedPathname).
 * Client-side navigations to such addresses become full page loads, which take the same route.
 */

const NEUTRAL_PERCENT = "%EF%BC%85";
/** Characters decodeURI leaves escaped (so the router double-encodes them), plus "%" itself. */
const RESERVED = new Set([..."#$&+,/:;=?@%"]);
const isControl = (code: number) => code < 0x20 || code === 0x7f;
const ESCAPE_OR_PERCENT = /(?:%[0-9A-Fa-f]{2})+|%/g;

const neutralize = (escapes: string) => escapes.replaceAll("%", NEUTRAL_PERCENT);

/** Rewrites the escapes of `text` that Gatsby cannot handle; `reserved` also rewrites escaped reserved and control characters. */
function repairEscapes(text: string, reserved: boolean): string {
  return text.replace(ESCAPE_OR_PERCENT, (run) => {
    if (run === "%") return neutralize(run);
    try {
      decodeURIComponent(run);
    } catch {
      return neutralize(run);
    }
    if (!reserved) return run;
    return run.replace(/%[0-9A-Fa-f]{2}/g, (escape) => {
      const code = parseInt(escape.slice(1), 16);
      return isControl(code) || (code < 0x80 && RESERVED.has(String.fromCharCode(code))) ? neutralize(escape) : escape;
    });
  });
}

/** The pathname in a form Gatsby's runtime handles; the same string when it already does. */
export function safePathname(pathname: string): string {
  return repairEscapes(pathname, true);
}

/** The fragment (with its "#") in a form decodeURI accepts. */
export function safeHash(hash: string): string {
  return repairEscapes(hash, false);
}

interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
  href: string;
  origin: string;
  assign: (url: string) => void;
}
interface BrowserWindow {
  location: LocationLike;
  history: Pick<History, "state" | "replaceState">;
  ___navigate?: (to: string | number, options?: unknown) => unknown;
}

let repaired: { requested: string; shown: string } | null = null;

/** Rewrites the address bar in place, before Gatsby reads it, when the runtime could not handle it. */
export function repairLocation(win: BrowserWindow): void {
  const { pathname, search, hash } = win.location;
  const shownPath = safePathname(pathname);
  const shownHash = safeHash(hash);
  if (shownPath === pathname && shownHash === hash) return;
  repaired = { requested: pathname, shown: shownPath };
  win.history.replaceState(win.history.state, "", `${shownPath}${search}${shownHash}`);
}

/** The path the visitor asked for: the original one while the address bar shows its repaired form. */
export function requestedPathname(location: Pick<LocationLike, "pathname">): string {
  return repaired && repaired.shown === location.pathname ? repaired.requested : location.pathname;
}

/** Client-side navigations to an address the runtime could not handle load it as a new document instead. */
export function guardNavigation(win: BrowserWindow): void {
  const navigate = win.___navigate;
  if (!navigate) return;
  win.___navigate = (to, options) => {
    if (typeof to === "string") {
      const target = new URL(to, win.location.href);
      if (target.origin === win.location.origin && (safePathname(target.pathname) !== target.pathname || safeHash(target.hash) !== target.hash)) {
        win.location.assign(target.href);
        return undefined;
      }
    }
    return navigate(to, options);
  };
}

/** For tests: forget a repair made by an earlier call. */
export function resetRepairedLocation(): void {
  repaired = null;
}
