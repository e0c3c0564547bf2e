import { defineSemanticTokens, defineTokens } from "@chakra-ui/react";

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
