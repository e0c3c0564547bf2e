import path from "node:path";
import { readdirSync } from "node:fs";

/**
 * Every HTML file under a built site's folder (public/), as paths relative to it with `/`, sorted;
 * `skipFolders` names top-level folders not to walk. Shared by the plugins that read the built pages
 * (search-index, content-security-policy).
 */
export function htmlFiles(publicDir: string, skipFolders: ReadonlySet<string>): string[] {
  const files: string[] = [];
  // Synchronous: a few thousand small directory reads, which are faster this way than an awaited
  // readdir of the whole folder (docs/performance.md#what-each-build-measure-saves).
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(publicDir, folder), { withFileTypes: true })) {
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory() && !(folder === "" && skipFolders.has(entry.name))) walk(file);
      else if (entry.isFile() && entry.name.endsWith(".html")) files.push(file);
    }
  };
  walk("");
  return files.sort();
}
