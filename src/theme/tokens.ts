import { defineKeyframes, defineSemanticTokens, defineTokens } from "@chakra-ui/react";

/** System font stacks: no web font is downloaded, so text paints at once and never shifts. */
export const fontStack = {
  sans: `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"`,
  mono: `ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace`,
};

/** Scalewise indigo-violet brand scale. 600+ meet 4.5:1 contrast on white. */
export const brandColors = defineTokens.colors({
  brand: {
    50: { value: "#f1f0ff" },
    100: { value: "#e4e2ff" },
    200: { value: "#cdc9ff" },
    300: { value: "#aba3ff" },
    400: { value: "#8a7dfb" },
    500: { value: "#6d5ef3" },
    600: { value: "#5a46e5" },
    700: { value: "#4b37c9" },
    800: { value: "#3d2fa2" },
    900: { value: "#2f2678" },
    950: { value: "#1c1649" },
  },
});

/**
 * Semantic colours the pages use. `colorPalette="brand"` needs the same
 * keys as Chakra's built-in palettes (solid, contrast, fg, muted, subtle, emphasized, focusRing).
 */
export const brandSemanticColors = defineSemanticTokens.colors({
  brand: {
    solid: { value: "{colors.brand.600}" },
    contrast: { value: "white" },
    fg: { value: "{colors.brand.700}" },
    muted: { value: "{colors.brand.100}" },
    subtle: { value: "{colors.brand.50}" },
    emphasized: { value: "{colors.brand.200}" },
    focusRing: { value: "{colors.brand.600}" },
  },
  bg: {
    canvas: { value: "white" },
    band: { value: "#f7f7fb" },
    inverted: { value: "{colors.brand.950}" },
  },
  fg: {
    heading: { value: "{colors.gray.900}" },
    inverted: { value: "white" },
    invertedMuted: { value: "{colors.brand.100}" },
  },
});

/**
 * The keyframes the site animates with: the spinner's (`spin`) and the FAQ answers' (`fade-in`,
 * src/components/Disclosure.tsx), copied from Chakra's defaults. Chakra's full set is ~8 KB of
 * JavaScript on every page (about 2 KB gzipped), almost all unused. A recipe that needs another
 * keyframe adds it here (a unit test checks every recipe's names).
 */
export const keyframes = defineKeyframes({
  spin: {
    "0%": { transform: "rotate(0deg)" },
    "100%": { transform: "rotate(360deg)" },
  },
  "fade-in": {
    from: { opacity: 0 },
    to: { opacity: 1 },
  },
});

type Shade = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950;
type PaletteKey = "contrast" | "fg" | "subtle" | "muted" | "emphasized" | "solid" | "focusRing" | "border";

const paletteShades: Record<Exclude<PaletteKey, "contrast">, Shade> = {
  fg: 700,
  subtle: 100,
  muted: 200,
  emphasized: 300,
  solid: 600,
  focusRing: 500,
  border: 500,
};

function paletteTokens(name: string, contrast: string, overrides: Partial<typeof paletteShades> = {}) {
  const shades = { ...paletteShades, ...overrides };
  const tokens: Record<string, { value: string }> = { contrast: { value: contrast } };
  for (const [key, shade] of Object.entries(shades)) tokens[key] = { value: `{colors.${name}.${shade}}` };
  return tokens;
}

const ref = (path: string) => ({ value: `{colors.${path}}` });

/**
 * Chakra's semantic colours, light mode only (the site has no dark mode). Chakra's own module
 * carries a `_dark` value for every token: ~7 KB of JavaScript on every page for CSS no page uses.
 * A unit test checks each token equals Chakra's light value.
 */
export const lightSemanticColors = defineSemanticTokens.colors({
  bg: {
    DEFAULT: ref("white"),
    subtle: ref("gray.50"),
    muted: ref("gray.100"),
    emphasized: ref("gray.200"),
    inverted: ref("black"),
    panel: ref("white"),
    error: ref("red.50"),
    warning: ref("orange.50"),
    success: ref("green.50"),
    info: ref("blue.50"),
  },
  fg: {
    DEFAULT: ref("black"),
    muted: ref("gray.600"),
    subtle: ref("gray.400"),
    inverted: ref("gray.50"),
    error: ref("red.500"),
    warning: ref("orange.600"),
    success: ref("green.600"),
    info: ref("blue.600"),
  },
  border: {
    DEFAULT: ref("gray.200"),
    muted: ref("gray.100"),
    subtle: ref("gray.50"),
    emphasized: ref("gray.300"),
    inverted: ref("gray.800"),
    error: ref("red.500"),
    warning: ref("orange.500"),
    success: ref("green.500"),
    info: ref("blue.500"),
  },
  gray: paletteTokens("gray", "{colors.white}", { fg: 800, solid: 900, focusRing: 400, border: 200 }),
  red: paletteTokens("red", "white"),
  orange: paletteTokens("orange", "white"),
  green: paletteTokens("green", "white"),
  blue: paletteTokens("blue", "white"),
});

/**
 * Colour palettes the site leaves out. It uses brand for everything of ours, gray for text and surfaces, and
 * the four status palettes red, orange, green and blue; without the rest, every page's inline
 * CSS carries ~70 fewer colour variables.
 */
export const PALETTES_LEFT_OUT = ["yellow", "teal", "purple", "pink", "cyan"] as const;
