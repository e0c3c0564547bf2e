import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from "@chakra-ui/react";
// `@chakra-theme/*` points at the individual modules of Chakra's default theme (alias defined
// once in build/chakra/webpack.cjs; tsconfig.json maps the types). Importing them one by one keeps the other
// default recipes out of the bundle: importing from "@chakra-ui/react/theme" pulls them all.
import { breakpoints } from "@chakra-theme/breakpoints";
import { globalCss } from "@chakra-theme/global-css";
import { animations } from "@chakra-theme/tokens/animations";
import { aspectRatios } from "@chakra-theme/tokens/aspect-ratios";
import { blurs } from "@chakra-theme/tokens/blurs";
import { borders } from "@chakra-theme/tokens/borders";
import { colors } from "@chakra-theme/tokens/colors";
import { cursor } from "@chakra-theme/tokens/cursor";
import { durations } from "@chakra-theme/tokens/durations";
import { easings } from "@chakra-theme/tokens/easings";
import { fontSizes } from "@chakra-theme/tokens/font-sizes";
import { fontWeights } from "@chakra-theme/tokens/font-weights";
import { letterSpacings } from "@chakra-theme/tokens/letter-spacing";
import { lineHeights } from "@chakra-theme/tokens/line-heights";
import { radii } from "@chakra-theme/tokens/radius";
import { sizes } from "@chakra-theme/tokens/sizes";
import { spacing } from "@chakra-theme/tokens/spacing";
import { zIndices } from "@chakra-theme/tokens/z-indices";
import { semanticRadii } from "@chakra-theme/semantic-tokens/radii";
import { semanticShadows } from "@chakra-theme/semantic-tokens/shadows";
import { badgeRecipe } from "@chakra-theme/recipes/badge";
import { buttonRecipe } from "@chakra-theme/recipes/button";
import { containerRecipe } from "@chakra-theme/recipes/container";
import { headingRecipe } from "@chakra-theme/recipes/heading";
import { inputRecipe } from "@chakra-theme/recipes/input";
import { linkRecipe } from "@chakra-theme/recipes/link";
import { skipNavLinkRecipe } from "@chakra-theme/recipes/skip-nav-link";
import { spinnerRecipe } from "@chakra-theme/recipes/spinner";
import { PALETTES_LEFT_OUT, brandColors, brandSemanticColors, chakraSemanticColors, fontStack, keyframes } from "./tokens";

function withoutPalettes<T extends Record<string, unknown>>(tokens: T, leftOut: readonly string[]) {
  return Object.fromEntries(Object.entries(tokens).filter(([name]) => !leftOut.includes(name)));
}

/**
 * The recipes every page may render; everything else of Chakra's default theme is left out.
 * Recipes used by one or two pages are not registered here: those components take their recipe
 * as a prop, so its styles ship with that page's chunk only (toast: the lazy toaster; textarea
 * and nativeSelect: the contact form).
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {};

const siteConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  globalCss: {
    ...globalCss,
    html: {
      ...(globalCss.html as object),
      scrollPaddingTop: "5rem",
      // Form controls, scrollbars and the browser's own surfaces follow the mode (the class: src/lib/color-mode.ts).
      colorScheme: "light",
      "&.dark": { colorScheme: "dark" },
    },
    body: { bg: "bg.canvas", color: "fg" },
  },
  theme: {
    breakpoints,
    keyframes,
    // Chakra's recipes style disabled controls with `layerStyle: "disabled"`; only that one is needed.
    layerStyles: { disabled: { value: { opacity: "0.5", cursor: "not-allowed" } } },
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors: { ...withoutPalettes(colors, PALETTES_LEFT_OUT), ...brandColors },
      durations,
      easings,
      fonts: {
        heading: { value: fontStack.sans },
        body: { value: fontStack.sans },
        mono: { value: fontStack.mono },
      },
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
    },
    semanticTokens: {
      colors: chakraSemanticColors,
      shadows: semanticShadows,
      radii: semanticRadii,
    },
    recipes,
    slotRecipes,
  },
});

/** Brand decisions layered on top; configs are deep-merged, so Chakra's own bg/fg tokens stay. */
const brandConfig = defineConfig({
  theme: { semanticTokens: { colors: brandSemanticColors } },
});

let siteSystem: SystemContext | undefined;

/**
 * The site's Chakra system, created on first use rather than when this module is evaluated:
 * creating it is the costliest step of starting the page, and the browser gives it a task of
 * its own (src/lib/browser-root.tsx). createSystem deep-merges the configs itself.
 */
export function getSystem(): SystemContext {
  siteSystem ??= createSystem(defaultBaseConfig, siteConfig, brandConfig);
  return siteSystem;
}
