import * as React from "react";
import {
  createRecipeContext,
  createSlotRecipeContext,
  type NativeSelectFieldProps,
  type NativeSelectIndicatorProps,
  type NativeSelectRootProps,
  type TextareaProps,
} from "@chakra-ui/react";
import { nativeSelectSlotRecipe } from "@chakra-theme/recipes/native-select";
import { textareaRecipe } from "@chakra-theme/recipes/textarea";
import { disabledLook } from "./controls";
import { FieldShell, type BaseFieldProps } from "./fields";

/*
 * The fields a message needs beside text inputs: a textarea and a native select. Their recipes
 * are imported here, not registered in the system, so only the forms that draw these fields
 * (the contact form) ship their styles; the sign-in, sign-up and reset forms do not.
 */

const { withContext: withTextareaRecipe } = createRecipeContext({ recipe: textareaRecipe });
const TextArea = withTextareaRecipe<HTMLTextAreaElement, TextareaProps>("textarea");

const { withProvider: withSelectRoot, withContext: withSelectPart } = createSlotRecipeContext({ recipe: nativeSelectSlotRecipe });
const SelectRoot = withSelectRoot<HTMLDivElement, NativeSelectRootProps>("div", "root");
const SelectControl = withSelectPart<HTMLSelectElement, NativeSelectFieldProps>("select", "field");
const SelectIndicator = withSelectPart<HTMLDivElement, NativeSelectIndicatorProps>("div", "indicator");

export interface TextareaFieldProps extends BaseFieldProps {
  rows?: number;
  placeholder?: string;
}

export const TextareaField = React.memo(function TextareaField({ name, label, helper, optional, rows = 6, placeholder }: TextareaFieldProps) {
  return (
    <FieldShell name={name} label={label} helper={helper} optional={optional}>
      {(field, { control }) => (
        <TextArea {...field} {...control} rows={rows} placeholder={placeholder} size="lg" bg="bg.panel" resize="vertical" _disabled={disabledLook} />
      )}
    </FieldShell>
  );
});

function ChevronDown() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export interface SelectFieldProps extends BaseFieldProps {
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
}

export const SelectField = React.memo(
  React.forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ name, label, helper, optional, options, placeholder }, ref) {
    return (
      <FieldShell name={name} label={label} helper={helper} optional={optional}>
        {(field, { control, error }) => (
          <SelectRoot size="lg">
            <SelectControl ref={ref} {...field} {...control} bg="bg.panel" _disabled={disabledLook}>
              <option value="">{placeholder}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectControl>
            <SelectIndicator data-invalid={error ? "" : undefined}>
              <ChevronDown />
            </SelectIndicator>
          </SelectRoot>
        )}
      </FieldShell>
    );
  }),
);

