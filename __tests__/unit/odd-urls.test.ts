import { readFileSync } from "node:fs";
import { guardNavigation, repairLocation, requestedPathname, resetRepairedLocation, safeHash, safePathname } from "../../src/lib/odd-urls";

// Gatsby's own path handling, as its browser runtime runs it.
(globalThis as unknown as { __BASE_PATH__: string }).__BASE_PATH__ = "";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { findPath } = require("gatsby/cache-dir/find-path") as { findPath: (path: string) => string };

/** What @gatsbyjs/reach-router makes of window.location.pathname. */
const routerPathname = (pathname: string) => encodeURI(decodeURI(pathname));

/**
 * Whether Gatsby's runtime handles an address: the router can read it, the page is looked up under
 * the same key from both the router's and the browser's pathname, and the loader's second decoding
 * pass does not throw.
 */
function gatsbyHandles(pathname: string): boolean {
  try {
    const key = findPath(pathname);
    findPath(key);
    return findPath(routerPathname(pathname)) === key;
  } catch {
    return false;
  }
}

const ODD_PATHS = [
  "/a%2Fb",
  "/x%2F..%2F..%2Fetc%2Fpasswd",
  "/100%25",
  "/100%",
  "/blog/%E0%A4%A",
  "/%zz",
  "/%C3",
  "/a%3Fb",
  "/a%23b",
  "/a%2fb/",
  "/dashboard/%E0%A4%A",
  "/%3Cimg%20src=x%20onerror=alert(1)%3E%2F",
];

const ORDINARY_PATHS = ["/", "/blog/post/", "/caf%C3%A9/", "/a%20b", "/%3Cimg%20src=x%20onerror=alert(1)%3E", "/%F0%9F%98%80/", "/a-b_c.d~e/"];

describe("safePathname", () => {
  it.each(ORDINARY_PATHS)("leaves %s alone (Gatsby handles it)", (path) => {
    expect(gatsbyHandles(path)).toBe(true);
    expect(safePathname(path)).toBe(path);
  });

  it.each(ODD_PATHS)("rewrites %s, which Gatsby cannot handle, into a form it can", (path) => {
    expect(gatsbyHandles(path)).toBe(false);
    const safe = safePathname(path);
    expect(gatsbyHandles(safe)).toBe(true);
    // Nothing is added or lost but the percent signs, which read the same in the address bar.
    expect(safe.replaceAll("%EF%BC%85", "%")).toBe(path);
    expect(safePathname(safe)).toBe(safe);
  });

  it("keeps the structure of the path: an escaped slash never becomes a separator", () => {
    expect(safePathname("/a%2Fb")).toBe("/a%EF%BC%852Fb");
    expect(safePathname("/100%25")).toBe("/100%EF%BC%8525");
    expect(safePathname("/blog/%E0%A4%A")).toBe("/blog/%EF%BC%85E0%EF%BC%85A4%EF%BC%85A");
    expect(safePathname("/caf%C3%A9%2F")).toBe("/caf%C3%A9%EF%BC%852F");
    expect(safePathname("/%00/a%0Ab")).toBe("/%EF%BC%8500/a%EF%BC%850Ab");
  });
});

describe("safeHash", () => {
  it.each([
    ["#features", "#features"],
    ["#caf%C3%A9", "#caf%C3%A9"],
    ["#a%2Fb", "#a%2Fb"],
    ["#%E0%A4%A", "#%EF%BC%85E0%EF%BC%85A4%EF%BC%85A"],
    ["#100%", "#100%EF%BC%85"],
  ])("%s -> %s (decodeURI accepts it)", (hash, safe) => {
    expect(safeHash(hash)).toBe(safe);
    expect(() => decodeURI(safe)).not.toThrow();
  });
});

function fakeWindow(href: string) {
  const url = new URL(href);
  const replaced: string[] = [];
  const assigned: string[] = [];
  const navigated: unknown[] = [];
  const win = {
    location: {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      href: url.href,
      origin: url.origin,
      assign: (to: string) => assigned.push(to),
    },
    history: {
      state: { key: "initial" },
      replaceState: (_state: unknown, _title: string, to?: string | URL | null) => {
        replaced.push(String(to));
        win.location.pathname = new URL(String(to), url).pathname;
      },
    },
    ___navigate: (to: string | number) => navigated.push(to),
  };
  return { win, replaced, assigned, navigated };
}

describe("repairLocation", () => {
  afterEach(resetRepairedLocation);

  it("rewrites an odd address in place, keeping query and fragment, and remembers what was asked", () => {
    const { win, replaced } = fakeWindow("https://site.example/a%2Fb?q=%3Cx%3E#top");
    repairLocation(win);
    expect(replaced).toEqual(["/a%EF%BC%852Fb?q=%3Cx%3E#top"]);
    expect(requestedPathname(win.location)).toBe("/a%2Fb");
    expect(requestedPathname({ pathname: "/elsewhere/" })).toBe("/elsewhere/");
  });

  it("repairs a fragment decodeURI would throw on", () => {
    const { win, replaced } = fakeWindow("https://site.example/features/#%E0%A4%A");
    repairLocation(win);
    expect(replaced).toEqual(["/features/#%EF%BC%85E0%EF%BC%85A4%EF%BC%85A"]);
    expect(requestedPathname(win.location)).toBe("/features/");
  });

  it("leaves an ordinary address untouched", () => {
    const { win, replaced } = fakeWindow("https://site.example/blog/?category=AI%20Trends#x");
    repairLocation(win);
    expect(replaced).toEqual([]);
    expect(requestedPathname(win.location)).toBe("/blog/");
  });
});

describe("guardNavigation", () => {
  it("loads odd addresses as new documents and leaves the rest to Gatsby", () => {
    const { win, assigned, navigated } = fakeWindow("https://site.example/blog/");
    guardNavigation(win);
    win.___navigate("/a%2Fb");
    win.___navigate("/features/#%zz");
    win.___navigate("/pricing/");
    win.___navigate(-1);
    win.___navigate("https://elsewhere.example/%E0%A4%A");
    expect(assigned).toEqual(["https://site.example/a%2Fb", "https://site.example/features/#%zz"]);
    expect(navigated).toEqual(["/pricing/", -1, "https://elsewhere.example/%E0%A4%A"]);
  });
});

// guardNavigation wraps Gatsby's private window.___navigate (docs/overrides.md): fails when an upgrade
// stops routing Link and navigate() through it, or defines it elsewhere.
describe("Gatsby's window.___navigate, which guardNavigation wraps", () => {
  const source = (file: string) => readFileSync(require.resolve(file), "utf8");

  it("is defined by the runtime before onClientEntry, and Link and navigate() go through it", () => {
    expect(source("gatsby/cache-dir/navigation.js")).toContain("window.___navigate = (to, options) => navigate(to, options)");
    const app = source("gatsby/cache-dir/production-app.js");
    expect(app.indexOf("navigationInit()")).toBeGreaterThan(0);
    expect(app.indexOf("navigationInit()")).toBeLessThan(app.indexOf("apiRunnerAsync(`onClientEntry`)"));
    const link = source("gatsby-link");
    // Link's click handler and the exported navigate().
    expect(link).toMatch(/exports\.navigate=function\(\w+,\w+\)\{window\.___navigate\(/);
    expect(link.match(/window\.___navigate\(/g)).toHaveLength(2);
  });
});
