// Node only: what the content rules and checks need to know of the site beyond each file (src/content/addresses.ts, SiteFacts).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { SiteFacts } from "../src/content/addresses";

/** Gatsby's file-system routes: a page file's path under src/pages, as its route (`about.tsx` -> `/about/`, `dashboard/[...].tsx` -> `/dashboard/*`). */
export function pageRoute(relativeFile: string): string {
  const segments = relativeFile.replace(/\.[jt]sx?$/, "").split(/[\\/]/);
  if (segments.at(-1) === "index") segments.pop();
  const splat = segments.findIndex((segment) => segment.startsWith("["));
  if (splat >= 0) return `/${[...segments.slice(0, splat), "*"].join("/")}`;
  return segments.length === 0 ? "/" : `/${segments.join("/")}/`;
}

/** Every page file under `pagesDir`, relative to it. */
function pageFiles(pagesDir: string, folder = ""): string[] {
  if (!existsSync(path.join(pagesDir, folder))) return [];
  return readdirSync(path.join(pagesDir, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return pageFiles(pagesDir, relative);
    return /\.[jt]sx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The names at the top of static/ (copied to the site's root by the build) and the routes of src/pages, read once per build. */
export function readSiteFacts(staticDir: string, pagesDir?: string): SiteFacts {
  return {
    staticNames: existsSync(staticDir) ? readdirSync(staticDir) : [],
    ...(pagesDir ? { pageRoutes: pageFiles(pagesDir).map(pageRoute).sort() } : {}),
  };
}
