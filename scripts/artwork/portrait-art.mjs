// Original portrait avatars for the blog's authors, drawn as SVG (rendered to raster with sharp by
// scripts/make-portraits.mjs): a head-and-shoulders figure with no face, on a backdrop of the brand's
// shapes, varied by the author's features and a seed. Backdrop colours are the brand scale of
// src/theme/tokens.ts (scripts/artwork/cover-art.mjs), so the portraits sit with the covers.

import { BRAND, random } from "./cover-art.mjs";

export const PORTRAIT_SIZE = 800;

/** Skin tones, light to deep. */
export const SKIN = ["#f6d7c3", "#e8b896", "#c98e68", "#a06a46", "#6e4530"];
/** Hair colours. */
export const HAIR = { black: "#1f1a17", brown: "#4a3121", auburn: "#7a3b22", grey: "#9a9590", blond: "#c9a15d" };
/** Clothing colours (not the backdrop's violet, so the figure stands out from it). */
export const CLOTHES = { teal: "#0f766e", slate: "#334155", rust: "#b45309", navy: "#1e3a8a", rose: "#be185d", sand: "#d6c7a1" };

const round = (value) => Math.round(value * 10) / 10;

const HEAD = { cx: 400, cy: 340, rx: 138, ry: 162 };
const TOP = HEAD.cy - HEAD.ry;
const LEFT = HEAD.cx - HEAD.rx;
const RIGHT = HEAD.cx + HEAD.rx;

/** Hair behind the head and shoulders (long styles, a bun), drawn before the figure. */
function hairBehind(style, color) {
  if (style === "long") {
    return `<path d="M ${LEFT - 30} ${HEAD.cy - 20} C ${LEFT - 40} ${TOP - 80}, ${RIGHT + 40} ${TOP - 80}, ${RIGHT + 30} ${HEAD.cy - 20} L ${RIGHT + 50} 640 C ${HEAD.cx + 90} 670, ${HEAD.cx - 90} 670, ${LEFT - 50} 640 Z" fill="${color}"/>`;
  }
  if (style === "bun") return `<circle cx="${HEAD.cx}" cy="${TOP - 30}" r="64" fill="${color}"/>`;
  return "";
}

/** The hair over the top of the head: an outer curve over the crown (`lift` above it) down to `side` on each side, then the hairline back. */
const hairCap = (color, side, lift, hairline) =>
  `<path d="M ${LEFT - 4} ${side} C ${LEFT - 12} ${TOP - lift}, ${RIGHT + 12} ${TOP - lift}, ${RIGHT + 4} ${side} C ${RIGHT - 10} ${TOP + hairline}, ${LEFT + 10} ${TOP + hairline + 20}, ${LEFT - 4} ${side} Z" fill="${color}"/>`;

/** Hair over the top of the head, drawn after it. */
function hairOver(style, color, rand) {
  switch (style) {
    case "short":
      return hairCap(color, HEAD.cy - 5, 70, 40);
    case "cropped":
      return hairCap(color, HEAD.cy - 50, 62, 10);
    case "long":
    case "bun":
      // Parted in the middle.
      return `<path d="M ${LEFT - 6} ${HEAD.cy + 20} C ${LEFT - 14} ${TOP - 70}, ${RIGHT + 14} ${TOP - 70}, ${RIGHT + 6} ${HEAD.cy + 20} C ${RIGHT - 30} ${TOP + 60}, ${HEAD.cx + 30} ${TOP + 40}, ${HEAD.cx + 4} ${TOP + 28} C ${HEAD.cx - 30} ${TOP + 40}, ${LEFT + 30} ${TOP + 60}, ${LEFT - 6} ${HEAD.cy + 20} Z" fill="${color}"/>`;
    case "curly":
      return Array.from({ length: 17 }, (_, i) => {
        const angle = Math.PI * (1 + (i / 16));
        const r = 44 + rand() * 14;
        const x = HEAD.cx + Math.cos(angle) * (HEAD.rx + 2);
        const y = HEAD.cy - 30 + Math.sin(angle) * (HEAD.ry - 6);
        return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="${color}"/>`;
      }).join("");
    default:
      return "";
  }
}

/** Round glasses over the eyes' line, when the author wears them. */
function glasses(show) {
  if (!show) return "";
  const y = HEAD.cy + 10;
  return `<g fill="none" stroke="#1f1a17" stroke-width="10" opacity="0.85">
    <circle cx="${HEAD.cx - 56}" cy="${y}" r="40"/><circle cx="${HEAD.cx + 56}" cy="${y}" r="40"/>
    <path d="M ${HEAD.cx - 16} ${y} Q ${HEAD.cx} ${y - 12} ${HEAD.cx + 16} ${y}"/>
  </g>`;
}

/** The brand's shapes behind the figure: soft rings and dots, placed by the seed. */
function backdrop(dark, rand) {
  const [from, to] = dark ? [BRAND[900], BRAND[700]] : [BRAND[100], BRAND[300]];
  const shape = dark ? BRAND[400] : BRAND[500];
  const rings = Array.from({ length: 3 }, () => {
    const x = rand() * PORTRAIT_SIZE;
    const y = rand() * PORTRAIT_SIZE * 0.6;
    return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(90 + rand() * 150)}" fill="none" stroke="${shape}" stroke-width="${round(10 + rand() * 16)}" opacity="0.35"/>`;
  }).join("");
  const dots = Array.from({ length: 14 }, () => `<circle cx="${round(rand() * PORTRAIT_SIZE)}" cy="${round(rand() * PORTRAIT_SIZE)}" r="${round(6 + rand() * 12)}" fill="${shape}" opacity="${round(0.3 + rand() * 0.4)}"/>`).join("");
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}" fill="url(#bg)"/>
  ${rings}${dots}`;
}

/**
 * One author's portrait: `skin` (an index of SKIN), `hair` ({ style: short, long, bun, curly or
 * cropped; color: a HAIR colour }), `clothes` (a CLOTHES colour), `glasses`, `dark` (the backdrop) and
 * `seed` (the backdrop's shapes).
 */
export function portraitSvg({ skin, hair, clothes, glasses: wearsGlasses = false, dark = false, seed }) {
  const rand = random(seed);
  const tone = SKIN[skin];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}" viewBox="0 0 ${PORTRAIT_SIZE} ${PORTRAIT_SIZE}">
  ${backdrop(dark, rand)}
  ${hairBehind(hair.style, hair.color)}
  <path d="M 110 ${PORTRAIT_SIZE} C 120 630, 250 555, 400 555 C 550 555, 680 630, 690 ${PORTRAIT_SIZE} Z" fill="${clothes}"/>
  <path d="M 340 460 L 340 565 C 370 595, 430 595, 460 565 L 460 460 Z" fill="${tone}"/>
  <path d="M 340 558 C 370 615, 430 615, 460 558 L 476 572 C 440 645, 360 645, 324 572 Z" fill="#000000" opacity="0.12"/>
  <ellipse cx="${LEFT + 4}" cy="${HEAD.cy + 18}" rx="22" ry="34" fill="${tone}"/>
  <ellipse cx="${RIGHT - 4}" cy="${HEAD.cy + 18}" rx="22" ry="34" fill="${tone}"/>
  <ellipse cx="${HEAD.cx}" cy="${HEAD.cy}" rx="${HEAD.rx}" ry="${HEAD.ry}" fill="${tone}"/>
  ${hairOver(hair.style, hair.color, rand)}
  ${glasses(wearsGlasses)}
</svg>`;
}
