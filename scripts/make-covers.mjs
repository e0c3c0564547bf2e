// Renders the blog's original artwork from SVG with sharp: one cover per sample post and the
// lead-scoring tutorial's chart, written into each post's folder (content/blog/<post>/).
// Run with `node scripts/make-covers.mjs` after changing a drawing; the images are committed, so
// the build never depends on this script.
import sharp from "sharp";
import { BRAND, COVER_WIDTH, coverSvg } from "./artwork/cover-art.mjs";

/** Each sample post's cover: the motif that fits its subject, a seed, and its background. */
const COVERS = [
  { post: "attribution-reports-without-fooling-yourself", motif: "flows", seed: 11, dark: true },
  { post: "five-ai-marketing-shifts-2025", motif: "constellation", seed: 5, dark: true },
  { post: "full-funnel-plan-for-small-teams", motif: "funnel", seed: 3, dark: false },
  { post: "lead-response-time-case-study", motif: "dial", seed: 19, dark: true },
  { post: "lead-scoring-sales-will-trust", motif: "scatter", seed: 7, dark: false },
];

/** The table in Step 3 of the lead-scoring tutorial: conversion to opportunity with and without each signal. */
const SIGNALS = [
  { label: "Visited pricing in the last 7 days", with: 24, without: 6 },
  { label: "Company size 20 or more", with: 18, without: 4 },
  { label: "Senior job title (head, director, VP)", with: 15, without: 7 },
  { label: "Downloaded an ebook", with: 8, without: 9 },
];

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
const TEXT = "#1a202c";

/** A horizontal grouped bar chart, in a 1200-unit-wide drawing so its text stays readable on a phone. */
function signalChartSvg() {
  const width = 1200;
  const groupHeight = 176;
  const top = 130;
  const height = top + SIGNALS.length * groupHeight;
  const unit = 1000 / 30; // drawing units per percentage point: 30 % fills the width
  const bar = (y, value, color) =>
    `<rect x="40" y="${y}" width="${(value * unit).toFixed(1)}" height="44" rx="8" fill="${color}"/>
  <text x="${(52 + value * unit).toFixed(1)}" y="${y + 34}" font-family="${FONT}" font-size="32" font-weight="700" fill="${TEXT}">${value}%</text>`;
  const groups = SIGNALS.map((signal, index) => {
    const y = top + index * groupHeight;
    return `<text x="40" y="${y + 6}" font-family="${FONT}" font-size="34" fill="${TEXT}">${signal.label}</text>
  ${bar(y + 26, signal.with, BRAND[700])}
  ${bar(y + 80, signal.without, BRAND[400])}`;
  }).join("\n  ");
  const legend = (x, color, label) =>
    `<rect x="${x}" y="28" width="36" height="36" rx="8" fill="${color}"/><text x="${x + 50}" y="58" font-family="${FONT}" font-size="32" fill="${TEXT}">${label}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#ffffff"/>
  ${legend(40, BRAND[700], "Leads with the signal")}
  ${legend(560, BRAND[400], "Leads without it")}
  ${groups}
</svg>`;
}

for (const cover of COVERS) {
  const file = `content/blog/${cover.post}/cover.jpg`;
  await sharp(Buffer.from(coverSvg(cover.motif, cover.seed, cover.dark)))
    .jpeg({ quality: 84, mozjpeg: true })
    .toFile(file);
  console.log(`Wrote ${file} (${COVER_WIDTH} px wide)`);
}

const chart = "content/blog/lead-scoring-sales-will-trust/signal-lift-chart.png";
// Drawn at 1.2x (1440 px, twice the column) so it stays sharp on high-density screens at the article's width.
await sharp(Buffer.from(signalChartSvg()), { density: 86.4 }).png({ compressionLevel: 9, palette: true }).toFile(chart);
console.log(`Wrote ${chart}`);
