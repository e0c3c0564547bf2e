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

/** A colour token's reference (`gray.900`, `white`), or a CSS colour as it is (`#f7f7fb`). */
const color = (value: string) => (value.startsWith("#") ? value : `{colors.${value}}`);

/** A colour for each mode: light, then dark. */
function lightDark(light: string, dark: string) {
  return { value: { _light: color(light), _dark: color(dark) } };
}

/**
 * Semantic colours the pages use, in both colour modes (`_dark` applies under the `dark` class the
 * pre-paint script puts on <html>: src/lib/inline-scripts.ts). `colorPalette="brand"` needs the same
 * keys as Chakra's built-in palettes (solid, contrast, fg, muted, subtle, emphasized, focusRing).
 * The inverted bands (the footer, calls to action) stay dark in both modes.
 */
export const brandSemanticColors = defineSemanticTokens.colors({
  brand: {
    solid: { value: "{colors.brand.600}" },
    contrast: { value: "white" },
    fg: lightDark("brand.700", "brand.300"),
    muted: lightDark("brand.100", "brand.900"),
    subtle: lightDark("brand.50", "brand.950"),
    emphasized: lightDark("brand.200", "brand.800"),
    focusRing: lightDark("brand.600", "brand.400"),
  },
  bg: {
    canvas: lightDark("white", "gray.950"),
    band: lightDark("#f7f7fb", "gray.900"),
    inverted: { value: "{colors.brand.950}" },
  },
  fg: {
    heading: lightDark("gray.900", "gray.50"),
    inverted: { value: "white" },
    invertedMuted: { value: "{colors.brand.100}" },
  },
});

/**
 * The keyframes the site animates with: the spinner's (`spin`) and the FAQ answers' (`fade-in`,
 * src/components/Disclosure.tsx), copied from Chakra's defaults. Chakra's full set would be
 * JavaScript on every page, almost all unused. A recipe that needs another
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
/** A palette key's shade in light mode, then in dark mode. */
type Shades = Record<Exclude<PaletteKey, "contrast">, readonly [Shade, Shade | "white"]>;

/** Chakra's shades for a colour palette's keys, in each mode. */
const paletteShades: Shades = {
  fg: [700, 300],
  subtle: [100, 900],
  muted: [200, 800],
  emphasized: [300, 700],
  solid: [600, 600],
  focusRing: [500, 500],
  border: [500, 400],
};

/** A palette's semantic colours; `contrast` (text on `solid`) as Chakra writes it, in each mode. */
function paletteTokens(name: string, contrast: readonly [string, string], overrides: Partial<Shades> = {}) {
  const shades = { ...paletteShades, ...overrides };
  const tokens: Record<string, { value: { _light: string; _dark: string } }> = { contrast: { value: { _light: contrast[0], _dark: contrast[1] } } };
  for (const [key, [light, dark]] of Object.entries(shades)) tokens[key] = lightDark(`${name}.${light}`, dark === "white" ? dark : `${name}.${dark}`);
  return tokens;
}

/**
 * Chakra's semantic colours with Chakra's own values in both modes, for the palettes the site keeps.
 * Chakra's own module carries every palette: JavaScript on every page for CSS no page uses.
 * A unit test checks each token equals Chakra's light and dark values.
 */
export const chakraSemanticColors = defineSemanticTokens.colors({
  bg: {
    DEFAULT: lightDark("white", "black"),
    subtle: lightDark("gray.50", "gray.950"),
    muted: lightDark("gray.100", "gray.900"),
    emphasized: lightDark("gray.200", "gray.800"),
    inverted: lightDark("black", "white"),
    panel: lightDark("white", "gray.950"),
    error: lightDark("red.50", "red.950"),
    warning: lightDark("orange.50", "orange.950"),
    success: lightDark("green.50", "green.950"),
    info: lightDark("blue.50", "blue.950"),
  },
  fg: {
    DEFAULT: lightDark("black", "gray.50"),
    muted: lightDark("gray.600", "gray.400"),
    subtle: lightDark("gray.400", "gray.500"),
    inverted: lightDark("gray.50", "black"),
    error: lightDark("red.500", "red.400"),
    warning: lightDark("orange.600", "orange.300"),
    success: lightDark("green.600", "green.300"),
    info: lightDark("blue.600", "blue.300"),
  },
  border: {
    DEFAULT: lightDark("gray.200", "gray.800"),
    muted: lightDark("gray.100", "gray.900"),
    subtle: lightDark("gray.50", "gray.950"),
    emphasized: lightDark("gray.300", "gray.700"),
    inverted: lightDark("gray.800", "gray.200"),
    error: lightDark("red.500", "red.400"),
    warning: lightDark("orange.500", "orange.400"),
    success: lightDark("green.500", "green.400"),
    info: lightDark("blue.500", "blue.400"),
  },
  gray: paletteTokens("gray", ["{colors.white}", "{colors.black}"], { fg: [800, 200], solid: [900, "white"], focusRing: [400, 400], border: [200, 800] }),
  red: paletteTokens("red", ["white", "white"]),
  orange: paletteTokens("orange", ["white", "black"], { solid: [600, 500] }),
  green: paletteTokens("green", ["white", "white"]),
  blue: paletteTokens("blue", ["white", "white"]),
});

/**
 * Colour palettes the site leaves out. It uses brand for everything of ours, gray for text and surfaces, and
 * the four status palettes red, orange, green and blue; without the rest, every page's inline
 * CSS carries none of their colour variables.
 */
export const PALETTES_LEFT_OUT = ["yellow", "teal", "purple", "pink", "cyan"] as const;
