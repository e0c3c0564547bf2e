// Renders the site's original raster artwork from SVG with sharp:
// static/social-card.png (1200x630 Open Graph / Twitter card) and static/icons/icon-{192,512}.png (web manifest).
// Run with `node scripts/make-artwork.mjs` after changing the drawings; the PNGs are committed.
import sharp from "sharp";
import { mkdir, writeFile } from "node:fs/promises";

const mark = (x, y, s) => `
  <g transform="translate(${x} ${y}) scale(${s / 32})">
    <rect width="32" height="32" rx="8" fill="#5a46e5"/>
    <rect x="7" y="17" width="4.5" height="8" rx="1.5" fill="#cdc9ff"/>
    <rect x="13.75" y="12" width="4.5" height="13" rx="1.5" fill="#e4e2ff"/>
    <rect x="20.5" y="7" width="4.5" height="18" rx="1.5" fill="#ffffff"/>
  </g>`;

const bars = Array.from({ length: 9 }, (_, i) => {
  const h = 60 + i * 38 + (i % 2) * 18;
  return `<rect x="${700 + i * 52}" y="${560 - h}" width="34" height="${h}" rx="8" fill="url(#bar)" opacity="${0.35 + i * 0.07}"/>`;
}).join("");

const socialCard = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1c1649"/><stop offset="1" stop-color="#3d2fa2"/>
    </linearGradient>
    <linearGradient id="bar" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="#6d5ef3"/><stop offset="1" stop-color="#cdc9ff"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  ${bars}
  <path d="M720 480 C 820 430, 900 330, 1000 290 S 1130 160, 1150 120" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.9"/>
  <circle cx="1150" cy="120" r="12" fill="#ffffff"/>
  ${mark(80, 80, 72)}
  <text x="172" y="133" font-family="DejaVu Sans, Arial, sans-serif" font-size="48" font-weight="700" fill="#ffffff">Scalewise</text>
  <text x="80" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="58" font-weight="700" fill="#ffffff">From Data to Results</text>
  <text x="80" y="375" font-family="DejaVu Sans, Arial, sans-serif" font-size="58" font-weight="700" fill="#cdc9ff">AI Gets You There</text>
  <text x="80" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#e4e2ff">AI-powered marketing and growth platform</text>
  <text x="80" y="520" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" fill="#aba3ff">3-day free trial · no credit card</text>
</svg>`;

const icon = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 32 32">${mark(0, 0, 32)}</svg>`;

await sharp(Buffer.from(socialCard)).png({ compressionLevel: 9 }).toFile("static/social-card.png");
// The web manifest's icons (static/manifest.webmanifest lists them).
await mkdir("static/icons", { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(icon)).resize(size, size).png({ compressionLevel: 9 }).toFile(`static/icons/icon-${size}x${size}.png`);
}
// iOS's home-screen icon (gatsby-ssr.tsx links it on every page).
await sharp(Buffer.from(icon)).resize(180, 180).png({ compressionLevel: 9 }).toFile("static/icons/apple-touch-icon.png");
await writeFile("static/favicon.svg", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${mark(0, 0, 32)}</svg>\n`);
// favicon.ico for browsers that ask for it regardless of <link rel="icon">: an ICO wrapping a 32x32 PNG.
const png32 = await sharp(Buffer.from(icon)).resize(32, 32).png({ compressionLevel: 9 }).toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png32.length, 14); // image size
header.writeUInt32LE(22, 18); // image offset
await writeFile("static/favicon.ico", Buffer.concat([header, png32]));
console.log("Wrote static/social-card.png, static/icons/, static/favicon.svg, static/favicon.ico");
