import path from "node:path";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import type { RoutesManifest } from "gatsby";
import { readRedirects } from "./rules.mjs";

// Netlify's adapter moves a client-only route's files to the name its rewrite serves (public/dashboard/index.html
// → [...].html, its page data likewise), but Gatsby reads them where it wrote them: the moves are recorded after
// each build and undone before the next build or `gatsby develop` (plugins/client-only-pages).
const MOVED_FILES = path.join(".cache", "adapter-moved-pages.json");

/** A file as Gatsby wrote it (`from`) and where the adapter moved it (`to`). */
type MovedFile = { from: string; to: string };

/** The routes the adapter moves files for: a route with a wildcard or a parameter (its `normalizeDynamicRoutePath`). */
const isDynamic = (routePath: string) => routePath.includes("/*") || routePath.includes("/:");

/** Each dynamic static route's path and the file Gatsby wrote for it (read before the adapter runs). */
export function dynamicStaticFiles(routesManifest: RoutesManifest): Array<{ route: string; file: string }> {
  return routesManifest.flatMap((route) => (route.type === "static" && isDynamic(route.path) ? [{ route: route.path, file: route.filePath }] : []));
}

/** The files the adapter moved: each one gone from where Gatsby wrote it, to its route's rewrite target in public/_redirects. */
export async function movedFiles(publicDir: string, written: ReturnType<typeof dynamicStaticFiles>): Promise<MovedFile[]> {
  const table = await readRedirects(path.join(publicDir, "_redirects"));
  return written.flatMap(({ route, file }) => {
    if (existsSync(file)) return [];
    const from = route.replace(/\*.*/, "*");
    const rewrite = table.rules.find((rule) => rule.from === from && rule.status === 200);
    return rewrite ? [{ from: file, to: path.join("public", rewrite.to) }] : [];
  });
}

/** Records the moved files; written whole or not at all (a new file renamed over the old). */
export async function recordMovedFiles(files: MovedFile[]): Promise<void> {
  await mkdir(path.dirname(MOVED_FILES), { recursive: true });
  await writeFile(`${MOVED_FILES}.new`, JSON.stringify(files));
  await rename(`${MOVED_FILES}.new`, MOVED_FILES);
}

/** The recorded files; a record that is not a list of {from, to} stops the command, naming the file. */
async function recordedMovedFiles(): Promise<MovedFile[]> {
  const problem = (why: string) => new Error(`${MOVED_FILES}: ${why}; delete it (or run npm run clean) and start again`);
  let files: unknown;
  try {
    files = JSON.parse(await readFile(MOVED_FILES, "utf8"));
  } catch (error) {
    throw problem(`not JSON (${(error as Error).message})`);
  }
  const isMovedFile = (file: unknown) => typeof (file as MovedFile)?.from === "string" && typeof (file as MovedFile)?.to === "string";
  if (!Array.isArray(files) || !files.every(isMovedFile)) throw problem("not a list of files with `from` and `to`");
  return files as MovedFile[];
}

/** Puts the files the last build's adapter moved back where Gatsby wrote them; returns how many it moved. */
export async function returnMovedFiles(): Promise<number> {
  if (!existsSync(MOVED_FILES)) return 0;
  let returned = 0;
  for (const { from, to } of await recordedMovedFiles()) {
    if (existsSync(from) || !existsSync(to)) continue;
    await mkdir(path.dirname(from), { recursive: true });
    await rename(to, from);
    returned += 1;
  }
  return returned;
}
