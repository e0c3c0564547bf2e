import {
  createRecipeContext,
  createSlotRecipeContext,
  type InputProps,
  type NativeSelectFieldProps,
  type NativeSelectIndicatorProps,
  type NativeSelectRootProps,
  type TextareaProps,
} from "@chakra-ui/react";
import { nativeSelectSlotRecipe } from "@chakra-theme/recipes/native-select";
import { textareaRecipe } from "@chakra-theme/recipes/textarea";

/*
 * Native form controls styled by Chakra's input recipe (in the system) and the textarea and
 * nativeSelect recipes (imported here, so they ship with the form pages only).
 * Chakra's own Input/Textarea/NativeSelect wrap Ark UI's Field (ids, observers, auto-resize);
 * the forms wire ids and ARIA themselves (see FormField), so the plain elements are enough
 * and keep a few kilobytes off the form pages.
 */
/**
 * The site's system has no layer styles, so the recipes' `layerStyle: "disabled"` is empty:
 * disabled controls get their look here.
 */
export const disabledLook = { opacity: 0.55, cursor: "not-allowed" } as const;

const { withContext: withInputRecipe } = createRecipeContext({ key: "input" });
export const TextInput = withInputRecipe<HTMLInputElement, InputProps>("input");

const { withContext: withTextareaRecipe } = createRecipeContext({ recipe: textareaRecipe });
export const TextArea = withTextareaRecipe<HTMLTextAreaElement, TextareaProps>("textarea");

const { withProvider: withSelectRoot, withContext: withSelectPart } = createSlotRecipeContext({ recipe: nativeSelectSlotRecipe });
export const SelectRoot = withSelectRoot<HTMLDivElement, NativeSelectRootProps>("div", "root");
export const SelectControl = withSelectPart<HTMLSelectElement, NativeSelectFieldProps>("select", "field");
export const SelectIndicator = withSelectPart<HTMLDivElement, NativeSelectIndicatorProps>("div", "indicator");
