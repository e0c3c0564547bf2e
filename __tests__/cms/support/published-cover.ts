import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { CoverUpload } from "./editor";

/**
 * Checks a rebuilt post page for the cover a writer uploaded: its alt text, AVIF and WebP at the
 * site's widths with every file written, and its 1200 x 630 social card.
 */
export async function expectProcessedCover(html: string, siteDir: string, cover: CoverUpload) {
  const stem = cover.name.replace(/\.jpg$/, "");
  const coverHtml = html.slice(html.indexOf('data-testid="post-cover"'));
  expect(coverHtml).toContain(`alt="${cover.alt}"`);
  for (const type of ["avif", "webp"]) {
    const srcset = new RegExp(`<source type="image/${type}" srcSet="([^"]+)"`).exec(coverHtml)?.[1] ?? "";
    const files = srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      expect(file).toMatch(new RegExp(`^/static/[^/]+/[^/]+/${stem}\\.${type}$`));
      expect(existsSync(join(siteDir, "public", file))).toBe(true);
    }
  }
  const card = /<meta[^>]*property="og:image" content="https?:\/\/[^/"]+(\/static\/[^"]+\.jpg)"/.exec(html)?.[1];
  expect(card).toBeDefined();
  expect(await sharp(join(siteDir, "public", card!)).metadata()).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
}
