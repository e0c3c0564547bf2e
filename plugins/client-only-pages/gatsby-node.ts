// The client-only dashboard (src/pages/dashboard/[...].tsx) built once, as /dashboard/index.html, which the
// adapter's rewrite serves for every /dashboard/* path; the files the adapter moved are put back first.
// Why: Gatsby reads them where it wrote them (netlify/moved-pages.ts, docs/hosting.md#the-adapter).
// Checked against gatsby 5.16.1 and gatsby-adapter-netlify 1.4.0.
// Guard: __tests__/build/incremental.build.test.ts (develop, then a build, after a build).
import type { GatsbyNode } from "gatsby";
import { returnMovedFiles } from "../../netlify/moved-pages";

export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  const returned = await returnMovedFiles();
  if (returned > 0) reporter.verbose(`Put back ${returned} files Netlify's adapter moved in the last build`);
};

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.matchPath === "/dashboard/*" && page.path !== "/dashboard/") {
    actions.deletePage(page);
    actions.createPage({ ...page, path: "/dashboard/" });
  }
};
