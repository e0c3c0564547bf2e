/** @jest-environment node */
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import config from "../../gatsby-config";

const root = path.resolve(__dirname, "../..");
const manifest = JSON.parse(readFileSync(path.join(root, "static/manifest.webmanifest"), "utf8"));

describe("static/manifest.webmanifest", () => {
  it("names the product as siteMetadata does (the one place the name lives)", () => {
    expect(manifest.name).toBe(config.siteMetadata!.title);
    expect(manifest.short_name).toBe(config.siteMetadata!.title);
  });

  it("lists icons that exist in static/, at the sizes they claim", async () => {
    const { default: sharp } = await import("sharp");
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
      const file = path.join(root, "static", icon.src);
      expect([icon.src, existsSync(file)]).toEqual([icon.src, true]);
      const { width, height, format } = await sharp(file).metadata();
      expect([icon.src, `${width}x${height}`, `image/${format}`]).toEqual([icon.src, icon.sizes, icon.type]);
    }
  });
});
