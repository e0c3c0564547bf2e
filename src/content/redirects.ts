/**
 * Renamed posts keep their old addresses: each path in a post's `redirectFrom` becomes a permanent
 * redirect to the post. This module turns the posts' lists into redirects and finds the problems
 * that need no other source than the posts themselves (the rest: plugins/post-redirects/check-redirects.ts).
 */

/** One old address of a post and where it now lives. */
export interface ContentRedirect {
  fromPath: string;
  toPath: string;
  /** The Markdown file that asked for it, for messages. */
  file: string;
}

export interface RedirectingEntry {
  file: string;
  /** The address the entry is published at. */
  path: string;
  /** Old addresses as written (already checked to be absolute site paths by rules.ts). */
  redirectFrom: readonly string[];
}

/** The path pages of this site use (trailing slash), so "/blog/old" and "/blog/old/" are one address; files keep their name. */
export function canonicalPath(path: string): string {
  const last = path.split("/").pop() ?? "";
  return path.endsWith("/") || last.includes(".") ? path : `${path}/`;
}

/** The redirects the entries ask for, and the problems among them (an entry's own address, an address claimed twice). */
export function contentRedirects(entries: readonly RedirectingEntry[]): { redirects: ContentRedirect[]; problems: string[] } {
  const redirects: ContentRedirect[] = [];
  const problems: string[] = [];
  const claimedBy = new Map<string, string>();
  for (const entry of [...entries].sort((a, b) => a.file.localeCompare(b.file))) {
    for (const written of entry.redirectFrom) {
      const fromPath = canonicalPath(written);
      const other = claimedBy.get(fromPath.toLowerCase());
      if (fromPath === entry.path) {
        problems.push(`${entry.file}: redirectFrom "${written}" is the post's own address; list only addresses it had before`);
      } else if (other === entry.file) {
        problems.push(`${entry.file}: redirectFrom lists "${written}" twice; keep one`);
      } else if (other) {
        problems.push(`${entry.file}: redirectFrom "${written}" is already redirected by ${other}; an old address can lead to one post only`);
      } else {
        claimedBy.set(fromPath.toLowerCase(), entry.file);
        redirects.push({ fromPath, toPath: entry.path, file: entry.file });
      }
    }
  }
  return { redirects, problems };
}

/** Netlify `_redirects` lines for the redirects: 301, so search engines move the old address's standing to the new one. */
export function redirectLines(redirects: readonly ContentRedirect[]): string[] {
  const lines: string[] = [];
  redirects.forEach(({ fromPath, toPath, file }, index) => {
    if (redirects[index - 1]?.file !== file) lines.push(`# redirectFrom in ${file}`);
    lines.push(`${fromPath}  ${toPath}  301`);
  });
  return lines;
}
