import sharp, { type AvifOptions, type Sharp } from "sharp";

/** The AVIF effort of every image the build makes (sharp: 0–9, default 4); why 3: docs/performance.md#images, vercel/next.js#73030. */
export const AVIF_EFFORT = 3;

const sharpAvif: (this: Sharp, options?: AvifOptions) => Sharp = sharp.prototype.avif;

/**
 * gatsby-plugin-sharp's `.avif({ quality, force })` passes no effort: sharp's `avif()` gets another default (a caller's
 * effort wins). Guard: __tests__/unit/avif-effort.test.ts runs gatsby-plugin-sharp's own processing through it.
 */
export function defaultAvifEffort(effort: number = AVIF_EFFORT): void {
  sharp.prototype.avif = function avif(this: Sharp, options?: AvifOptions) {
    return sharpAvif.call(this, { effort, ...options });
  };
}
