import * as React from "react";
import { useField } from "formik";
import { Box, chakra } from "@chakra-ui/react";
import { SelectControl, SelectIndicator, SelectRoot, TextArea, TextInput, disabledLook } from "./controls";
import { FieldError, FieldHelper, FieldLabel, useFieldState } from "./FormField";

interface BaseFieldProps {
  name: string;
  label: React.ReactNode;
  helper?: React.ReactNode;
  optional?: boolean;
}

type FieldState = ReturnType<typeof useFieldState>;

/**
 * One labelled form field bound to Formik: the label, the control `children` renders with the
 * field's ids and aria attributes, then its helper and its error, both referenced by the control.
 */
function FieldShell({
  name,
  label,
  helper,
  optional,
  children,
}: BaseFieldProps & { children: (field: ReturnType<typeof useField<string>>[0], state: FieldState) => React.ReactNode }) {
  const [field] = useField<string>(name);
  const state = useFieldState(name, { hasHelper: Boolean(helper), required: !optional });
  return (
    <Box>
      <FieldLabel htmlFor={state.control.id} optional={optional}>
        {label}
      </FieldLabel>
      {children(field, state)}
      {helper && <FieldHelper id={state.helperId}>{helper}</FieldHelper>}
      {state.error && <FieldError id={state.errorId}>{state.error}</FieldError>}
    </Box>
  );
}

export interface TextFieldProps
  extends BaseFieldProps,
    Pick<
      React.InputHTMLAttributes<HTMLInputElement>,
      "type" | "autoComplete" | "inputMode" | "placeholder" | "spellCheck" | "autoCapitalize"
    > {}

export function TextField({ name, label, helper, optional, type = "text", ...inputProps }: TextFieldProps) {
  return (
    <FieldShell name={name} label={label} helper={helper} optional={optional}>
      {(field, { control }) => <TextInput {...field} {...control} {...inputProps} type={type} size="lg" bg="white" _disabled={disabledLook} />}
    </FieldShell>
  );
}

export interface TextareaFieldProps extends BaseFieldProps {
  rows?: number;
  placeholder?: string;
}

export function TextareaField({ name, label, helper, optional, rows = 6, placeholder }: TextareaFieldProps) {
  return (
    <FieldShell name={name} label={label} helper={helper} optional={optional}>
      {(field, { control }) => (
        <TextArea {...field} {...control} rows={rows} placeholder={placeholder} size="lg" bg="white" resize="vertical" _disabled={disabledLook} />
      )}
    </FieldShell>
  );
}

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

export const SelectField = React.forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { name, label, helper, optional, options, placeholder },
  ref,
) {
  return (
    <FieldShell name={name} label={label} helper={helper} optional={optional}>
      {(field, { control, error }) => (
        <SelectRoot size="lg">
          <SelectControl ref={ref} {...field} {...control} bg="white" _disabled={disabledLook}>
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
});

export interface CheckboxFieldProps {
  name: string;
  label: React.ReactNode;
  onCheckedChange?: (checked: boolean) => void;
}

/** A native checkbox (no state machine to download) with its label beside it. */
export function CheckboxField({ name, label, onCheckedChange }: CheckboxFieldProps) {
  const [field] = useField<boolean>({ name, type: "checkbox" });
  const { control, error, errorId } = useFieldState(name);
  return (
    <Box>
      <chakra.div display="flex" alignItems="flex-start" gap="2.5">
        <chakra.input
          type="checkbox"
          {...field}
          {...control}
          checked={Boolean(field.checked)}
          value={undefined}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            field.onChange(event);
            onCheckedChange?.(event.target.checked);
          }}
          flexShrink={0}
          w="4.5"
          h="4.5"
          mt="0.5"
          accentColor="brand.solid"
          cursor="pointer"
          _disabled={disabledLook}
          _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
        />
        <chakra.label htmlFor={control.id} fontSize="sm" color="fg" cursor="pointer">
          {label}
        </chakra.label>
      </chakra.div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Box>
  );
}
