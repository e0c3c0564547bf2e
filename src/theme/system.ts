import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from "@chakra-ui/react";
// `@chakra-theme/*` points at the individual modules of Chakra's default theme (alias set in
// gatsby-node.ts, tsconfig.json and jest.config.ts). Importing them one by one keeps the other
// ~60 default recipes out of the bundle: importing from "@chakra-ui/react/theme" pulls them all.
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
import { accordionSlotRecipe } from "@chakra-theme/recipes/accordion";
import { badgeRecipe } from "@chakra-theme/recipes/badge";
import { buttonRecipe } from "@chakra-theme/recipes/button";
import { checkboxSlotRecipe } from "@chakra-theme/recipes/checkbox";
import { containerRecipe } from "@chakra-theme/recipes/container";
import { fieldSlotRecipe } from "@chakra-theme/recipes/field";
import { headingRecipe } from "@chakra-theme/recipes/heading";
import { inputRecipe } from "@chakra-theme/recipes/input";
import { linkRecipe } from "@chakra-theme/recipes/link";
import { nativeSelectSlotRecipe } from "@chakra-theme/recipes/native-select";
import { separatorRecipe } from "@chakra-theme/recipes/separator";
import { skipNavLinkRecipe } from "@chakra-theme/recipes/skip-nav-link";
import { spinnerRecipe } from "@chakra-theme/recipes/spinner";
import { textareaRecipe } from "@chakra-theme/recipes/textarea";
import { brandColors, brandSemanticColors, fontStack, keyframes, lightSemanticColors } from "./tokens";

/**
 * The recipes the site renders; everything else of Chakra's default theme is left out.
 * The toast recipe is not here: the lazily loaded toaster passes it to Toast.Root itself.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  accordion: accordionSlotRecipe,
  checkbox: checkboxSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
};

const siteConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  globalCss: {
    ...globalCss,
    html: {
      ...(globalCss.html as object),
      scrollPaddingTop: "5rem",
    },
    body: { bg: "bg.canvas", color: "fg" },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors: { ...colors, ...brandColors },
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
      colors: lightSemanticColors,
      shadows: semanticShadows,
      radii: semanticRadii,
    },
    recipes,
    slotRecipes,
  },
});

/** Brand decisions layered on top; mergeConfigs deep-merges, so Chakra's own bg/fg tokens stay. */
const brandConfig = defineConfig({
  theme: { semanticTokens: { colors: brandSemanticColors } },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, siteConfig, brandConfig));
