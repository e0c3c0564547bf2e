import { serializeStyles, type SerializedStyles } from "@emotion/serialize";
import type { SystemContext, SystemStyleObject } from "@chakra-ui/react";
import { getSystem } from "./system";

/** Styles for Emotion's `css` prop, resolved and serialised once per process (see `staticCss`). */
export type StaticStyles = () => SerializedStyles;

type StyleSource = SystemStyleObject | ((system: SystemContext) => SystemStyleObject);

/**
 * Chakra style props (tokens, conditions, breakpoints, recipes) for plain elements, resolved
 * through the theme and serialised by Emotion on first use, then reused by every render. A Chakra
 * component resolves and serialises its props on each render: on the pages the build renders
 * thousands of times (posts, blog lists, the navbar and footer on all of them) that would be most
 * of each page's server rendering. Files that use it opt into Emotion's JSX (the `jsxImportSource`
 * pragma naming Emotion's React package) and pass `css={styles()}` to a plain element.
 */
export function staticCss(source: StyleSource): StaticStyles {
  let serialized: SerializedStyles | undefined;
  return () => {
    if (!serialized) {
      const system = getSystem();
      const styles = typeof source === "function" ? source(system) : source;
      serialized = serializeStyles([system.css(styles) as Parameters<typeof serializeStyles>[0][number]]);
    }
    return serialized;
  };
}

/** Chakra's HStack: a row of items centred on the cross axis. */
export function hstackStyles(gap: string): SystemStyleObject {
  return { display: "flex", flexDirection: "row", alignItems: "center", gap };
}

/** Chakra's Container (its recipe) with the given maximum width, as `<Container maxW={maxW}>` has it. */
export function containerStyles(system: SystemContext, maxW: string): SystemStyleObject {
  return { ...recipeStyles(system, "container"), maxW };
}

/**
 * A theme recipe's styles for the given variants (its defaults for the rest), as Chakra applies
 * them to its own components: resolved, in the `recipes` cascade layer.
 */
export function recipeStyles(system: SystemContext, recipe: string, variants: Record<string, string> = {}): SystemStyleObject {
  return system.cva(system.getRecipe(recipe))(variants) as SystemStyleObject;
}
