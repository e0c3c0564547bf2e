import * as React from "react";
import type { FieldInputProps } from "formik";
import { Box, chakra } from "@chakra-ui/react";
import { TextInput, disabledLook } from "./controls";
import { FieldError, FieldHelper, FieldLabel, fieldState, useBoundField, type BoundField, type FieldState } from "./FormField";

/*
 * Every change anywhere in a form gives Formik a new state, and every field reads it. So each field
 * reads it in a light component (useBoundField: no styled elements) and draws its styled elements
 * in a memoized one that gets only its own value, error and Formik's stable handlers: typing
 * re-renders the field being typed in, not every field of the form. The field components
 * themselves are memoized too, so a form that re-renders (a pending state) does not redraw them.
 */

export interface BaseFieldProps {
  name: string;
  label: React.ReactNode;
  helper?: React.ReactNode;
  optional?: boolean;
}

export type RenderControl = (field: FieldInputProps<string>, state: FieldState) => React.ReactNode;

interface FieldShellViewProps extends BaseFieldProps, BoundField<string> {
  renderControl: RenderControl;
}

/** The label, the control `renderControl` draws with the field's ids and aria attributes, the helper and the error. */
const FieldShellView = React.memo(function FieldShellView({
  name,
  label,
  helper,
  optional,
  id,
  error,
  value,
  onChange,
  onBlur,
  renderControl,
}: FieldShellViewProps) {
  const state = fieldState(id, name, error, { hasHelper: Boolean(helper), required: !optional });
  return (
    <Box>
      <FieldLabel htmlFor={state.control.id} optional={optional}>
        {label}
      </FieldLabel>
      {renderControl({ name, value, onChange, onBlur }, state)}
      {helper && <FieldHelper id={state.helperId}>{helper}</FieldHelper>}
      {state.error && <FieldError id={state.errorId}>{state.error}</FieldError>}
    </Box>
  );
});

/** One labelled form field bound to Formik (see the note at the top). */
export function FieldShell({ children, ...props }: BaseFieldProps & { children: RenderControl }) {
  return <FieldShellView {...props} {...useBoundField(props.name)} renderControl={children} />;
}

export interface TextFieldProps
  extends BaseFieldProps,
    Pick<
      React.InputHTMLAttributes<HTMLInputElement>,
      "type" | "autoComplete" | "inputMode" | "placeholder" | "spellCheck" | "autoCapitalize"
    > {}

export const TextField = React.memo(function TextField({ name, label, helper, optional, type = "text", ...inputProps }: TextFieldProps) {
  return (
    <FieldShell name={name} label={label} helper={helper} optional={optional}>
      {(field, { control }) => <TextInput {...field} {...control} {...inputProps} type={type} size="lg" bg="bg.panel" _disabled={disabledLook} />}
    </FieldShell>
  );
});

export interface CheckboxFieldProps {
  name: string;
  label: React.ReactNode;
  onCheckedChange?: (checked: boolean) => void;
}

const CheckboxView = React.memo(function CheckboxView({
  name,
  label,
  onCheckedChange,
  id,
  error,
  value: checked,
  onChange,
  onBlur,
}: CheckboxFieldProps & BoundField<boolean>) {
  const { control, errorId } = fieldState(id, name, error);
  return (
    <Box>
      <chakra.div display="flex" alignItems="flex-start" gap="2.5">
        <chakra.input
          type="checkbox"
          {...control}
          checked={checked}
          onBlur={onBlur}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            onChange(event);
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
});

/** A native checkbox (no state machine to download) with its label beside it. */
export const CheckboxField = React.memo(function CheckboxField(props: CheckboxFieldProps) {
  return <CheckboxView {...props} {...useBoundField<boolean>(props.name, "checkbox")} />;
});
