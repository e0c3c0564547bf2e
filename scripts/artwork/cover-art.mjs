// Abstract, on-brand cover artwork drawn as SVG (rendered to raster with sharp by the callers):
// five motifs, one per kind of post, each varied by a seed. Colours are the brand scale of
// src/theme/tokens.ts. Used by scripts/make-covers.mjs (the five posts' covers, committed) and
// scripts/generate-posts.mjs --covers (a pool of covers for benchmark posts).

export const COVER_WIDTH = 1920;
export const COVER_HEIGHT = 1080;

/** The brand scale of src/theme/tokens.ts. */
export const BRAND = {
  50: "#f1f0ff",
  100: "#e4e2ff",
  200: "#cdc9ff",
  300: "#aba3ff",
  400: "#8a7dfb",
  500: "#6d5ef3",
  600: "#5a46e5",
  700: "#4b37c9",
  800: "#3d2fa2",
  900: "#2f2678",
  950: "#1c1649",
};

/** A small deterministic random number generator (mulberry32): the same seed draws the same picture. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value) => Math.round(value * 10) / 10;

/** Dark covers use the deep end of the scale behind light shapes; light covers the reverse. */
function palette(dark) {
  return dark
    ? { from: BRAND[950], to: BRAND[800], glow: BRAND[500], shapes: [BRAND[200], BRAND[300], BRAND[400], BRAND[100]], accent: "#ffffff", line: BRAND[300] }
    : { from: BRAND[50], to: BRAND[200], glow: BRAND[300], shapes: [BRAND[500], BRAND[600], BRAND[400], BRAND[700]], accent: BRAND[900], line: BRAND[400] };
}

function frame(colors, body, rand) {
  const glowX = round(COVER_WIDTH * (0.55 + rand() * 0.35));
  const glowY = round(COVER_HEIGHT * (0.2 + rand() * 0.5));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${glowX}" cy="${glowY}" r="760" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${colors.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${colors.glow}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#glow)"/>
  ${body}
</svg>`;
}

/** Channels flowing into one conversion: bands of different weight converging (attribution). */
function flows(colors, rand) {
  const target = { x: 1640, y: 540 };
  const sources = Array.from({ length: 5 }, (_, i) => ({ x: 240 + rand() * 80, y: 150 + i * 195 + rand() * 40 }));
  const bands = sources
    .map((source, i) => {
      const weight = round(24 + rand() * 70);
      const bend = 420 + rand() * 360;
      const color = colors.shapes[i % colors.shapes.length];
      return `<path d="M${round(source.x)} ${round(source.y)} C ${round(source.x + bend)} ${round(source.y)}, ${round(target.x - bend)} ${target.y}, ${target.x} ${target.y}" stroke="${color}" stroke-width="${weight}" stroke-linecap="round" fill="none" opacity="0.6"/>
  <circle cx="${round(source.x)}" cy="${round(source.y)}" r="${round(weight / 2 + 14)}" fill="${color}"/>`;
    })
    .join("\n  ");
  const touchpoints = Array.from({ length: 18 }, () => {
    const x = 520 + rand() * 900;
    const y = 160 + rand() * 760;
    return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(5 + rand() * 9)}" fill="${colors.accent}" opacity="${round(0.25 + rand() * 0.5)}"/>`;
  }).join("");
  return `${bands}
  ${touchpoints}
  <circle cx="${target.x}" cy="${target.y}" r="118" fill="${colors.accent}" opacity="0.95"/>
  <circle cx="${target.x}" cy="${target.y}" r="170" fill="none" stroke="${colors.accent}" stroke-width="6" opacity="0.4"/>`;
}

/** A network of points with five brighter ones rising left to right (shifts, trends). */
function constellation(colors, rand) {
  const nodes = Array.from({ length: 46 }, () => ({ x: 80 + rand() * 1760, y: 70 + rand() * 940 }));
  const lines = [];
  for (const [index, node] of nodes.entries()) {
    const nearest = nodes
      .map((other, otherIndex) => ({ otherIndex, distance: Math.hypot(other.x - node.x, other.y - node.y) }))
      .filter(({ otherIndex }) => otherIndex !== index)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 2);
    for (const { otherIndex } of nearest) {
      const other = nodes[otherIndex];
      lines.push(`<line x1="${round(node.x)}" y1="${round(node.y)}" x2="${round(other.x)}" y2="${round(other.y)}" stroke="${colors.line}" stroke-width="3" opacity="0.45"/>`);
    }
  }
  const dots = nodes.map((node) => `<circle cx="${round(node.x)}" cy="${round(node.y)}" r="${round(6 + rand() * 8)}" fill="${colors.shapes[1]}" opacity="0.8"/>`);
  const stars = Array.from({ length: 5 }, (_, i) => {
    const x = 300 + i * 330 + rand() * 60;
    const y = 860 - i * 150 - rand() * 60;
    const r = 34 + i * 9;
    return `<circle cx="${round(x)}" cy="${round(y)}" r="${r * 2.6}" fill="${colors.glow}" opacity="0.25"/>
  <circle cx="${round(x)}" cy="${round(y)}" r="${r}" fill="${colors.accent}"/>
  <circle cx="${round(x)}" cy="${round(y)}" r="${r + 22}" fill="none" stroke="${colors.accent}" stroke-width="5" opacity="0.5"/>`;
  });
  return `${lines.join("")}\n  ${dots.join("")}\n  ${stars.join("\n  ")}`;
}

/** Stacked tiers narrowing downwards, with leads dropping through (a funnel). */
function funnel(colors, rand) {
  const tiers = Array.from({ length: 5 }, (_, i) => {
    const width = 1320 - i * 230 - rand() * 40;
    const y = 250 + i * 142;
    const x = (COVER_WIDTH - width) / 2;
    return `<rect x="${round(x)}" y="${y}" width="${round(width)}" height="108" rx="54" fill="${colors.shapes[i % colors.shapes.length]}" opacity="${round(0.95 - i * 0.08)}"/>`;
  }).join("\n  ");
  const particles = Array.from({ length: 40 }, () => {
    const x = 360 + rand() * 1200;
    const y = 40 + rand() * 170;
    return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(6 + rand() * 12)}" fill="${colors.accent}" opacity="${round(0.3 + rand() * 0.6)}"/>`;
  }).join("");
  return `${particles}
  ${tiers}
  <circle cx="960" cy="1000" r="30" fill="${colors.accent}"/>`;
}

/** Concentric arcs shrinking toward the centre, with a dial's ticks (response time). */
function dial(colors, rand) {
  const cx = 1180 + rand() * 120;
  const cy = 540;
  const rings = Array.from({ length: 6 }, (_, i) => {
    const r = 150 + i * 62;
    const circumference = 2 * Math.PI * r;
    const share = 0.2 + (i / 6) * 0.7 + rand() * 0.08;
    return `<circle cx="${round(cx)}" cy="${cy}" r="${r}" fill="none" stroke="${colors.line}" stroke-width="22" opacity="0.22"/>
  <circle cx="${round(cx)}" cy="${cy}" r="${r}" fill="none" stroke="${colors.shapes[i % colors.shapes.length]}" stroke-width="22" stroke-linecap="round" stroke-dasharray="${round(circumference * share)} ${round(circumference)}" transform="rotate(-90 ${round(cx)} ${cy})"/>`;
  }).join("\n  ");
  const ticks = Array.from({ length: 60 }, (_, i) => {
    const angle = (i / 60) * 2 * Math.PI;
    const inner = i % 5 === 0 ? 500 : 515;
    const [x1, y1] = [cx + Math.cos(angle) * inner, cy + Math.sin(angle) * inner];
    const [x2, y2] = [cx + Math.cos(angle) * 535, cy + Math.sin(angle) * 535];
    return `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${colors.accent}" stroke-width="${i % 5 === 0 ? 6 : 3}" opacity="0.6"/>`;
  }).join("");
  const trail = Array.from({ length: 7 }, (_, i) => `<circle cx="${round(140 + i * 95)}" cy="${round(540 + Math.sin(i + rand()) * 60)}" r="${26 - i * 3}" fill="${colors.accent}" opacity="${round(0.25 + i * 0.1)}"/>`).join("");
  return `${rings}
  ${ticks}
  ${trail}
  <circle cx="${round(cx)}" cy="${cy}" r="64" fill="${colors.accent}"/>`;
}

/** Scored leads as dots, the hot ones above a threshold line (lead scoring). */
function scatter(colors, rand) {
  const threshold = (x) => 980 - x * 0.42;
  const dots = Array.from({ length: 90 }, () => {
    const x = 140 + rand() * 1640;
    const y = 90 + rand() * 900;
    const hot = y < threshold(x) - 140;
    const r = hot ? 16 + rand() * 16 : 8 + rand() * 10;
    return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="${hot ? colors.accent : colors.shapes[Math.floor(rand() * 3)]}" opacity="${hot ? 0.95 : round(0.35 + rand() * 0.4)}"/>`;
  }).join("");
  const bars = Array.from({ length: 5 }, (_, i) => {
    const height = 120 + i * 70 + rand() * 40;
    return `<rect x="${140 + i * 70}" y="${round(1000 - height)}" width="44" height="${round(height)}" rx="12" fill="${colors.shapes[i % colors.shapes.length]}" opacity="0.85"/>`;
  }).join("");
  return `<path d="M0 ${round(threshold(0))} L ${COVER_WIDTH} ${round(threshold(COVER_WIDTH))}" stroke="${colors.accent}" stroke-width="8" stroke-dasharray="34 22" opacity="0.7"/>
  <path d="M0 0 H ${COVER_WIDTH} V ${round(threshold(COVER_WIDTH))} L 0 ${round(threshold(0))} Z" fill="${colors.glow}" opacity="0.18"/>
  ${dots}
  ${bars}`;
}

export const MOTIFS = { flows, constellation, funnel, dial, scatter };

/** One cover: `motif` from MOTIFS, `seed` varies the drawing, `dark` picks the background. */
export function coverSvg(motif, seed, dark = true) {
  const rand = random(seed);
  const colors = palette(dark);
  return frame(colors, MOTIFS[motif](colors, rand), rand);
}

/** The i-th cover of a pool of varied covers: every motif, seeds and both backgrounds in turn. */
export function poolCoverSvg(index) {
  const names = Object.keys(MOTIFS);
  return coverSvg(names[index % names.length], 1000 + index * 7919, Math.floor(index / names.length) % 2 === 0);
}
