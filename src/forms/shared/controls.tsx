import {
  createRecipeContext,
  createSlotRecipeContext,
  type InputProps,
  type NativeSelectFieldProps,
  type NativeSelectIndicatorProps,
  type NativeSelectRootProps,
  type TextareaProps,
} from "@chakra-ui/react";

/*
 * Native form controls styled by the system's input, textarea and nativeSelect recipes.
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

const { withContext: withTextareaRecipe } = createRecipeContext({ key: "textarea" });
export const TextArea = withTextareaRecipe<HTMLTextAreaElement, TextareaProps>("textarea");

const { withProvider: withSelectRoot, withContext: withSelectPart } = createSlotRecipeContext({ key: "nativeSelect" });
export const SelectRoot = withSelectRoot<HTMLDivElement, NativeSelectRootProps>("div", "root");
export const SelectControl = withSelectPart<HTMLSelectElement, NativeSelectFieldProps>("select", "field");
export const SelectIndicator = withSelectPart<HTMLDivElement, NativeSelectIndicatorProps>("div", "indicator");
