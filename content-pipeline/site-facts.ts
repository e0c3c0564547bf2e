// Node only: what the content rules need to know of the site beyond each file (src/content/rules.ts, SiteFacts).
import { existsSync, readdirSync } from "node:fs";
import type { SiteFacts } from "../src/content/rules";

/** The names at the top of static/ (copied to the site's root by the build), read once per build. */
export function readSiteFacts(staticDir: string): SiteFacts {
  return { staticNames: existsSync(staticDir) ? readdirSync(staticDir) : [] };
}
