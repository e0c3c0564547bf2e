// The site's address: a build whose address is unusable (netlify/site-url.ts) stops first, naming the
// variable; public/robots.txt names the sitemap's absolute address and keeps crawlers off the dashboard
// and the editor. Why: the address comes from the build's environment, so the file cannot sit in static/.
// Checked against gatsby 5.16.1.
// Guard: __tests__/unit/site-url.test.ts; __tests__/e2e/content-pages.e2e.test.ts reads the file.
import path from "node:path";
import { writeFile } from "node:fs/promises";
import type { GatsbyNode } from "gatsby";
import { readSiteUrl } from "../../netlify/site-url";

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const address = readSiteUrl(process.env);
  if (!address.ok) reporter.panic(address.message);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`query RobotsSiteUrl { site { siteMetadata { siteUrl } } }`);
  const siteUrl = result.data!.site.siteMetadata.siteUrl;
  const robots = ["User-agent: *", "Allow: /", "Disallow: /dashboard/", "Disallow: /admin/", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""];
  await writeFile(path.resolve("public", "robots.txt"), robots.join("\n"));
};
