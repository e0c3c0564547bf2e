import sharp, { type AvifOptions, type Sharp } from "sharp";

/**
 * The AVIF encoder's effort for every image the build makes (sharp's range is 0–9; its default 4).
 * At 3, this site's covers and chart encode in about a third of the CPU time for a few percent more
 * bytes (docs/performance.md, "Images"); Next.js's image optimiser uses effort 3 for the same reason
 * (vercel/next.js#73030).
 */
export const AVIF_EFFORT = 3;

const sharpAvif: (this: Sharp, options?: AvifOptions) => Sharp = sharp.prototype.avif;

/**
 * gatsby-plugin-sharp encodes AVIF with `.avif({ quality, force })` and has no option for the
 * effort, so every AVIF it makes is encoded at sharp's default, the build's costliest image work.
 * This gives sharp's `avif()` a different default effort (a second call replaces the first); an
 * effort a caller passes still wins. __tests__/unit/avif-effort.test.ts runs gatsby-plugin-sharp's
 * own processing through it, so an upgrade that passes its own effort, or stops calling `avif()`,
 * fails there.
 */
export function defaultAvifEffort(effort: number = AVIF_EFFORT): void {
  sharp.prototype.avif = function avif(this: Sharp, options?: AvifOptions) {
    return sharpAvif.call(this, { effort, ...options });
  };
}
