import path from "node:path";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import type { AdapterInit, HeaderRoutes, IAdapter, RoutesManifest } from "gatsby";
import createNetlifyAdapter from "gatsby-adapter-netlify";
import { matchingHeaderRules, readHeaderRules, readRedirects, type HeaderRule } from "./rules.mjs";
import { outputProblems } from "./output-checks";

/**
 * The site's adapter: Netlify's own (gatsby-adapter-netlify, pinned in package.json), set in
 * gatsby-config.ts so a laptop, CI and Netlify build the same files and nothing is installed at
 * deploy time. It moves client-only pages, writes Gatsby's redirects and rewrites into
 * public/_redirects, keeps `.cache` and `public` between Netlify builds, and then this wrapper checks
 * public/ as the host receives it (./output-checks.ts). Before a build in a folder an earlier build
 * used, the wrapper moves the client-only pages back where Gatsby wrote them (returnMovedPages).
 * docs/hosting.md says what each step does.
 *
 * Headers have one owner each: static/_headers and the policy step (plugins/content-security-policy)
 * write the site's rules; the adapter is given only what they leave out, the year-long caching of
 * each file webpack names by its content. Gatsby's defaults on `/*` (`x-xss-protection`, a
 * `referrer-policy` and a `cache-control` of their own) would give every path a second value.
 */

/** Where the adapter's block in `_headers` and `_redirects` starts (gatsby-adapter-netlify's route-handler). */
const ADAPTER_BLOCK_START = "# gatsby-adapter-netlify start";
/** Gatsby's header routes for every path and for `/static/*`, whose headers static/_headers states for this site. */
const GATSBY_DEFAULT_PATHS = new Set(["/*", "/static/*"]);

/** Gatsby's header routes without its defaults and without any header a site rule already sets on that path. */
export function adapterHeaderRoutes(gatsbyRoutes: HeaderRoutes, siteRules: readonly HeaderRule[]): HeaderRoutes {
  return gatsbyRoutes
    .filter((route) => !GATSBY_DEFAULT_PATHS.has(route.path))
    .map((route) => {
      const owned = new Set(matchingHeaderRules(siteRules, route.path).flatMap((rule) => Object.keys(rule.values).map((name) => name.toLowerCase())));
      return { ...route, headers: route.headers.filter((header) => !owned.has(header.key.toLowerCase())) };
    })
    .filter((route) => route.headers.length > 0);
}

/** The site's rules in public/_headers: the file without an adapter block an earlier build left. */
async function siteHeaderRules(headersFile: string): Promise<HeaderRule[]> {
  const text = await readFile(headersFile, "utf8");
  const own = text.split(ADAPTER_BLOCK_START)[0];
  if (own !== text) await writeFile(headersFile, own);
  return readHeaderRules(headersFile);
}

/**
 * The pages the last build's adapter moved, for the next build in the same folder (a laptop, CI).
 * Netlify stores its cache before the adapter runs, so a build there starts with them in place.
 */
const MOVED_PAGES = path.resolve(".cache", "adapter-moved-pages.json");

/** A page's HTML as Gatsby wrote it (`from`) and where the adapter moved it (`to`), both from the site's root. */
interface MovedPage {
  from: string;
  to: string;
}

/** Each page's route and the HTML file Gatsby wrote for it, from the routes manifest. */
function writtenHtmlRoutes(routesManifest: RoutesManifest): Array<{ route: string; file: string }> {
  return routesManifest.flatMap((route) => (route.type === "static" && route.filePath.endsWith(".html") ? [{ route: route.path, file: route.filePath }] : []));
}

/**
 * The pages the adapter moved: a client-only page's HTML leaves the file Gatsby wrote
 * (public/dashboard/index.html) for the file the adapter's rewrite of its route serves
 * (public/dashboard/[...].html), read from public/_redirects as the host will read it.
 */
async function movedPages(publicDir: string, written: ReturnType<typeof writtenHtmlRoutes>): Promise<MovedPage[]> {
  const table = await readRedirects(path.join(publicDir, "_redirects"));
  return written.flatMap(({ route, file }) => {
    if (existsSync(file)) return [];
    // The manifest writes a client-only route with a trailing slash (/dashboard/*/), the adapter's rule without.
    const rewrite = table.rules.find((rule) => (rule.from === route || `${rule.from}/` === route) && rule.status === 200);
    return rewrite ? [{ from: file, to: path.join("public", rewrite.to) }] : [];
  });
}

/** Records the pages the adapter moved; written whole or not at all (a new file renamed over the old). */
async function recordMovedPages(pages: MovedPage[]): Promise<void> {
  await mkdir(path.dirname(MOVED_PAGES), { recursive: true });
  await writeFile(`${MOVED_PAGES}.new`, JSON.stringify(pages));
  await rename(`${MOVED_PAGES}.new`, MOVED_PAGES);
}

/** The recorded pages; a record that is not a list of {from, to} stops the build, naming the file. */
async function recordedMovedPages(): Promise<MovedPage[]> {
  const problem = (why: string) => new Error(`${path.relative(process.cwd(), MOVED_PAGES)}: ${why}; delete it (or run npm run clean) and build again`);
  let pages: unknown;
  try {
    pages = JSON.parse(await readFile(MOVED_PAGES, "utf8"));
  } catch (error) {
    throw problem(`not JSON (${(error as Error).message})`);
  }
  const isPage = (page: unknown) => typeof (page as MovedPage)?.from === "string" && typeof (page as MovedPage)?.to === "string";
  if (!Array.isArray(pages) || !pages.every(isPage)) throw problem("not a list of pages with `from` and `to`");
  return pages as MovedPage[];
}

/**
 * Puts the pages the last build's adapter moved back where Gatsby wrote them, before this build
 * starts. When the site's code changes, Gatsby stitches the slices into every page again, reading
 * each page's HTML where it wrote it, and would stop at a moved page (ENOENT).
 */
async function returnMovedPages(): Promise<void> {
  if (!existsSync(MOVED_PAGES)) return;
  for (const { from, to } of await recordedMovedPages()) {
    if (existsSync(from) || !existsSync(to)) continue;
    await mkdir(path.dirname(from), { recursive: true });
    await rename(to, from);
  }
}

const siteAdapter: AdapterInit = () => {
  const netlify = createNetlifyAdapter();
  return {
    name: "gatsby-adapter-netlify (with the site's output checks)",
    cache: {
      async restore(args) {
        const restored = await netlify.cache?.restore(args);
        await returnMovedPages();
        return restored;
      },
      store: (args) => netlify.cache?.store(args),
    },
    config: netlify.config,
    async adapt(context: Parameters<NonNullable<IAdapter["adapt"]>>[0]) {
      const publicDir = path.resolve("public");
      const siteRules = await siteHeaderRules(path.join(publicDir, "_headers"));
      const { routesManifest, functionsManifest, remoteFileAllowedUrls } = context;
      const written = writtenHtmlRoutes(routesManifest);
      try {
        await netlify.adapt({
          reporter: context.reporter,
          pathPrefix: context.pathPrefix,
          trailingSlash: context.trailingSlash,
          routesManifest,
          functionsManifest,
          remoteFileAllowedUrls,
          headerRoutes: adapterHeaderRoutes(context.headerRoutes, siteRules),
        });
      } finally {
        // Also when the adapter failed after moving pages: the next build must find them.
        await recordMovedPages(await movedPages(publicDir, written));
      }
      const started = Date.now();
      const problems = await outputProblems(publicDir, routesManifest);
      if (problems.length > 0) {
        const shown = problems.slice(0, 40);
        const more = problems.length > shown.length ? `\n- and ${problems.length - shown.length} more` : "";
        context.reporter.panic(`public/ as Netlify would serve it has ${problems.length} problems:\n${shown.map((problem) => `- ${problem}`).join("\n")}${more}`);
      }
      context.reporter.info(`Netlify output checked (headers, policy, redirects, client-only routes) in ${Date.now() - started} ms`);
    },
  };
};

export default siteAdapter;
