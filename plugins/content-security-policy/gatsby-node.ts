// Content-Security-Policy from the built pages (only those written since the last build are read) into public/_headers,
// with the editor's policy, 404.html's <meta> and noindex on previews; Gatsby's per-page pagePath script made constant.
// Why: a handful of hashes for any number of pages (docs/overrides.md#survivors, docs/security-headers.md).
// Checked against gatsby 5.16.1, @netlify/headers-parser 10.1.1, @netlify/redirect-parser 16.1.1.
// Guard: __tests__/e2e/security-headers.e2e.test.ts, __tests__/unit/content-security-policy.test.tsx, the build itself
// (too many inline scripts, a page the rules miss).
import path from "node:path";
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import type { GatsbyNode, Node } from "gatsby";
import { adminPolicy, collectScriptHashes, headersFile, isPreviewDeploy, pageScripts, publicPolicyPaths, SCRIPT_PARSER_FINGERPRINT, unknownScriptsMessage, withPolicyMeta, type PageSource } from "./policy";
import { pageHashesWithCache, parseCache, restamped } from "./page-script-cache";
import { cmsApiOrigins, readCmsSettings } from "../../src/cms/settings";
import { fileStamp, htmlFiles } from "../../build/public-files.mjs";
import { contentFile, storedEntryField } from "../../content-pipeline/entries";

/** Every built page's HTML file under public/, with its route, sorted by file. */
function builtPages(publicDir: string): Array<{ route: string; file: string }> {
  const files = htmlFiles(publicDir);
  // A client-only page's `[...].html` beside its index.html is a stopped build's adapter move (netlify/moved-pages.ts): index.html is this build's.
  const present = new Set(files);
  return files
    .filter((file) => !(file.endsWith("/[...].html") && present.has(file.replace(/\[\.\.\.\]\.html$/, "index.html"))))
    .map((file) => ({ file, route: file === "index.html" ? "/" : file.endsWith("/index.html") ? `/${file.slice(0, -"index.html".length)}` : `/${file}` }));
}

/** The last build's hashes of each page, reused for the pages Gatsby did not write again. */
const scriptHashCacheFile = () => path.resolve(".cache", "content-security-policy", "page-script-hashes.json");

/** public/_headers = static/_headers + the policy from the built pages' inline scripts; the 404 page carries it too. */
async function writeSecurityHeaders(siteUrl: string, sourceOf: (file: string) => PageSource | null): Promise<string> {
  const started = Date.now();
  const publicDir = path.resolve("public");
  const pages = builtPages(publicDir);
  if (!pages.some((page) => page.file === "404.html")) throw new Error("public/404.html is missing");
  const stampOf = (file: string) => fileStamp(statSync(path.join(publicDir, file), { bigint: true }));
  const cacheFile = scriptHashCacheFile();
  const previous = parseCache(existsSync(cacheFile) ? await readFile(cacheFile, "utf8") : undefined, SCRIPT_PARSER_FINGERPRINT);
  const withUnknownScripts: Array<{ file: string; unknown: string[] }> = [];
  const scanned = pageHashesWithCache(
    pages.map((page) => ({ file: page.file, stamp: stampOf(page.file) })),
    previous,
    SCRIPT_PARSER_FINGERPRINT,
    // One page's HTML at a time, so the step never holds every page.
    (file) => {
      const { hashes, unknown } = pageScripts(readFileSync(path.join(publicDir, file), "utf8"));
      if (unknown.length > 0) withUnknownScripts.push({ file, unknown });
      return hashes;
    },
  );
  if (withUnknownScripts.length > 0) throw new Error(unknownScriptsMessage(withUnknownScripts, sourceOf));
  const hashes = collectScriptHashes(scanned.pages);
  const staticHeaders = await readFile(path.resolve("static", "_headers"), "utf8");
  // Checked when the build started (plugins/decap-admin); a self-managed GitLab joins the editor's policy.
  const cms = readCmsSettings(process.env, siteUrl);
  const editorPolicy = cms.ok ? adminPolicy(cmsApiOrigins(cms.settings), { localEditor: cms.settings.localOnly }) : adminPolicy();
  const headersPath = path.join(publicDir, "_headers");
  const policyPaths = publicPolicyPaths(pages.map((page) => page.route));
  await writeFile(headersPath, headersFile(staticHeaders, policyPaths, hashes, editorPolicy, { noindex: isPreviewDeploy(process.env) }));
  const notFound = await readFile(path.join(publicDir, "404.html"), "utf8");
  // Written only when the policy changed, so an unchanged file keeps its time.
  const notFoundWithPolicy = withPolicyMeta(notFound, hashes);
  let cache = scanned.cache;
  if (notFoundWithPolicy !== notFound) {
    await writeFile(path.join(publicDir, "404.html"), notFoundWithPolicy);
    // The <meta> policy holds no script: the page's hashes stay, its file has a new stamp.
    cache = restamped(cache, "404.html", stampOf("404.html"));
  }
  await mkdir(path.dirname(cacheFile), { recursive: true });
  await writeFile(cacheFile, JSON.stringify(cache));
  // The build test reads which pages were read from this line.
  const read = scanned.read.length <= 10 ? `: ${scanned.read.join(", ")}` : "";
  return (
    `Content-Security-Policy: ${hashes.length} inline scripts across ${pages.length} pages, ` +
    `read ${scanned.read.length} changed since the last build${read}, written in ${Date.now() - started} ms`
  );
}

/** The Markdown file a built page (its file under public/) was made from, with its text, if it was made from one. */
function markdownSources(getNodesByType: (type: string) => Node[], getNode: (id: string) => Node | undefined): (file: string) => PageSource | null {
  return (file) => {
    const route = `/${file.replace(/index\.html$/, "")}`;
    const node = getNodesByType("MarkdownRemark").find((candidate) => storedEntryField(candidate)?.path === route);
    const absolutePath = node?.parent ? (getNode(node.parent) as (Node & { absolutePath?: string }) | undefined)?.absolutePath : undefined;
    if (!absolutePath) return null;
    return { file: contentFile(absolutePath), text: readFileSync(absolutePath, "utf8") };
  };
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, getNodesByType, getNode }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(
    `query ContentSecurityPolicySiteUrl { site { siteMetadata { siteUrl } } }`,
  );
  try {
    reporter.info(await writeSecurityHeaders(result.data!.site.siteMetadata.siteUrl, markdownSources(getNodesByType, getNode)));
  } catch (error) {
    reporter.panicOnBuild(`Content-Security-Policy: ${(error as Error).message}`);
  }
};
