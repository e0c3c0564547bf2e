import { createRecipeContext, type InputProps } from "@chakra-ui/react";

/*
 * Native form controls styled by Chakra's recipes. Chakra's own Input/Textarea/NativeSelect wrap
 * Ark UI's Field (ids, observers, auto-resize); the forms wire ids and ARIA themselves (see
 * FormField), so the plain elements are enough and keep a few kilobytes off the form pages. The
 * text input's recipe is in the site's system; the textarea and native select take theirs in
 * message-fields.tsx, so their styles ship only with the forms that draw them.
 */
/**
 * The site's system has no layer styles, so the recipes' `layerStyle: "disabled"` is empty:
 * disabled controls get their look here.
 */
export const disabledLook = { opacity: 0.55, cursor: "not-allowed" } as const;

const { withContext: withInputRecipe } = createRecipeContext({ key: "input" });
export const TextInput = withInputRecipe<HTMLInputElement, InputProps>("input");
