/** @jsxImportSource @emotion/react */
import { hstackStyles, recipeStyles, staticCss } from "../../theme/static-css";

export const ALL_CATEGORIES = "All";

export interface CategoryFilterProps {
  categories: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
}

// Plain buttons with static styles (Chakra's small Button recipe, rounded): on every blog list page.
// The buttons take the brand palette from the group (its colour variables written once, not per style).
const groupCss = staticCss({ ...hstackStyles("2"), flexWrap: "wrap", justifyContent: "center", colorPalette: "brand" });
const toggleStyles = (variant: "solid" | "outline") =>
  staticCss((system) => ({ ...recipeStyles(system, "button", { variant, size: "sm" }), rounded: "full" }));
const pressedCss = toggleStyles("solid");
const unpressedCss = toggleStyles("outline");

/** Toggle buttons All + one per category; the pressed one is the current filter. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  return (
    <div role="group" aria-label="Filter posts by category" css={groupCss()}>
      {[ALL_CATEGORIES, ...categories].map((category) => {
        const pressed = category === selected;
        return (
          <button
            key={category}
            type="button"
            css={pressed ? pressedCss() : unpressedCss()}
            aria-pressed={pressed}
            onClick={() => onSelect(category)}
          >
            {category}
          </button>
        );
      })}
    </div>
  );
}
