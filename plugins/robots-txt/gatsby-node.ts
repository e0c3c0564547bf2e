/**
 * public/robots.txt, written after the build, with the sitemap's absolute address; the dashboard and
 * the editor are kept out of crawlers' way.
 * Why: the address depends on SITE_URL (siteMetadata.siteUrl), so the file cannot sit in static/.
 * No library internals involved; checked against gatsby 5.16.1.
 * Guard: __tests__/e2e/content-pages.e2e.test.ts reads the file.
 */
import path from "node:path";
import { writeFile } from "node:fs/promises";
import type { GatsbyNode } from "gatsby";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`query RobotsSiteUrl { site { siteMetadata { siteUrl } } }`);
  const siteUrl = result.data!.site.siteMetadata.siteUrl;
  const robots = ["User-agent: *", "Allow: /", "Disallow: /dashboard/", "Disallow: /admin/", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""];
  await writeFile(path.resolve("public", "robots.txt"), robots.join("\n"));
};
