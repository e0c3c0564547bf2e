import { accordionSlotRecipe } from "@chakra-theme/recipes/accordion";
import { nativeSelectSlotRecipe } from "@chakra-theme/recipes/native-select";
import { textareaRecipe } from "@chakra-theme/recipes/textarea";
import { toastSlotRecipe } from "@chakra-theme/recipes/toast";
import { animations } from "@chakra-theme/tokens/animations";
import { recipes, slotRecipes } from "../../src/theme/system";
import { keyframes } from "../../src/theme/tokens";

/** Every keyframe name a recipe animates with (`animationName`, or `animation` through its token). */
function keyframeNames(node: unknown, found = new Set<string>()): Set<string> {
  if (!node || typeof node !== "object") return found;
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === "string" && key === "animationName") {
      value.split(",").forEach((name) => found.add(name.trim()));
    } else if (typeof value === "string" && key === "animation") {
      const token = (animations as Record<string, { value: string }>)[value]?.value ?? value;
      found.add(token.split(" ")[0]);
    } else {
      keyframeNames(value, found);
    }
  }
  return found;
}

/** Recipes that pages pass as a prop instead of registering them in the system. */
const pageRecipes = [toastSlotRecipe, textareaRecipe, nativeSelectSlotRecipe];

test("the system defines every keyframe its recipes (and the page-level recipes) animate with", () => {
  const used = keyframeNames([recipes, slotRecipes, ...pageRecipes]);
  expect(used.size).toBeGreaterThan(0);
  expect([...used].filter((name) => !(name in keyframes))).toEqual([]);
});

test("the walk finds the spinner's and the accordion's keyframes", () => {
  expect([...keyframeNames([recipes.spinner, accordionSlotRecipe])].sort()).toEqual([
    "collapse-height",
    "expand-height",
    "fade-in",
    "fade-out",
    "spin",
  ]);
});
