import path from "node:path";
import { readFile, writeFile } from "node:fs/promises";
import type { AdapterInit, HeaderRoutes, IAdapter } from "gatsby";
import createNetlifyAdapter from "gatsby-adapter-netlify";
import { dynamicStaticFiles, movedFiles, recordMovedFiles } from "./moved-pages";
import { matchingHeaderRules, readHeaderRules, type HeaderRule } from "./rules.mjs";
import { outputProblems } from "./output-checks";

// The site's adapter (gatsby-config.ts): Netlify's own, given only the headers no site rule sets, then
// public/ checked as the host receives it (./output-checks.ts) and the files it moved recorded
// (./moved-pages.ts), so a laptop, CI and Netlify build the same files (docs/hosting.md, "The adapter").

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

const siteAdapter: AdapterInit = () => {
  const netlify = createNetlifyAdapter();
  return {
    name: "gatsby-adapter-netlify (with the site's output checks)",
    cache: netlify.cache,
    config: netlify.config,
    async adapt(context: Parameters<NonNullable<IAdapter["adapt"]>>[0]) {
      const publicDir = path.resolve("public");
      const siteRules = await siteHeaderRules(path.join(publicDir, "_headers"));
      const { routesManifest, functionsManifest, remoteFileAllowedUrls } = context;
      const written = dynamicStaticFiles(routesManifest);
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
        // Also when the adapter failed after moving files: the next build must find them.
        await recordMovedFiles(await movedFiles(publicDir, written));
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
