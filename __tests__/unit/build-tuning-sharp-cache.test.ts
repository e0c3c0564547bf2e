/** @jest-environment node */
import sharp from "sharp";
import { onPluginInit } from "../../plugins/build-tuning/gatsby-node";

describe("build-tuning onPluginInit: sharp", () => {
  it("turns libvips' operation cache off (Gatsby's image jobs never reuse it; it held memory through the build)", () => {
    sharp.cache(true);
    expect(sharp.cache().items.max).toBeGreaterThan(0);
    (onPluginInit as () => void)();
    const cache = sharp.cache();
    expect([cache.memory.max, cache.files.max, cache.items.max]).toEqual([0, 0, 0]);
  });
});
