// Renders the sample authors' portraits from SVG with sharp (scripts/artwork/portrait-art.mjs), each
// beside its author's file: content/authors/<slug>.jpg.
// Run with `node scripts/make-portraits.mjs` after changing a drawing; the images are committed, so
// the build never depends on this script.
import sharp from "sharp";
import { CLOTHES, HAIR, PORTRAIT_SIZE, portraitSvg } from "./artwork/portrait-art.mjs";

/** Each sample author's portrait. */
const PORTRAITS = [
  { author: "arjun-mehta", skin: 2, hair: { style: "short", color: HAIR.black }, clothes: CLOTHES.navy, seed: 23 },
  { author: "dana-whitfield", skin: 0, hair: { style: "long", color: HAIR.auburn }, clothes: CLOTHES.teal, dark: true, seed: 31 },
  { author: "kabir-sethi", skin: 3, hair: { style: "cropped", color: HAIR.black }, clothes: CLOTHES.rust, glasses: true, seed: 37 },
  { author: "meera-iyer", skin: 2, hair: { style: "bun", color: HAIR.brown }, clothes: CLOTHES.rose, glasses: true, dark: true, seed: 41 },
  { author: "priya-raman", skin: 3, hair: { style: "curly", color: HAIR.black }, clothes: CLOTHES.slate, seed: 43 },
];

for (const { author, ...features } of PORTRAITS) {
  const file = `content/authors/${author}.jpg`;
  await sharp(Buffer.from(portraitSvg(features))).jpeg({ quality: 86, mozjpeg: true }).toFile(file);
  console.log(`Wrote ${file} (${PORTRAIT_SIZE} x ${PORTRAIT_SIZE})`);
}
