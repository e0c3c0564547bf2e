// Node only: what the content rules and checks need to know of the site beyond each file (src/content/rules.ts, SiteFacts).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { SiteFacts } from "../src/content/rules";

/** The names at the top of static/ (copied to the site's root by the build), read once per build. */
export function readSiteFacts(staticDir: string): SiteFacts {
  return { staticNames: existsSync(staticDir) ? readdirSync(staticDir) : [] };
}

/** Whether a file under `dir` answers the already decoded path `decodedPath` (a page's index.html, or a file). */
export function fileAt(dir: string, decodedPath: string): boolean {
  const target = path.join(dir, decodedPath);
  if (!target.startsWith(dir)) return false;
  return [target, path.join(target, "index.html")].some((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
}

/** Whether a built file answers `pathname` (as written in a URL): Netlify then applies only forced rules. */
export function fileAnswers(publicDir: string, pathname: string): boolean {
  return fileAt(publicDir, decodeURIComponent(pathname));
}
