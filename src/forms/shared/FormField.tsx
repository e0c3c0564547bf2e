import * as React from "react";
import { getIn, useField, useFormikContext, type FieldInputProps } from "formik";
import { Box, Text, chakra } from "@chakra-ui/react";

/** The id prefix of the form the fields belong to, so field ids are unique and predictable. */
export const FormIdContext = React.createContext("form");

export const fieldDomId = (formId: string, name: string) => `${formId}-${name}`;

export interface ControlAria {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
}

export interface FieldState {
  control: ControlAria;
  errorId: string;
  helperId: string;
  /** The error to show: only after the field was touched or the form submitted. */
  error: string | undefined;
}

/** What a field shows of Formik's state: its control's id and its visible error. Cheap: no styled elements. */
export function useFieldStatus(name: string): { id: string; error: string | undefined } {
  const formId = React.useContext(FormIdContext);
  const { errors, touched, submitCount } = useFormikContext<Record<string, unknown>>();
  const rawError = getIn(errors, name);
  const error = typeof rawError === "string" && (getIn(touched, name) || submitCount > 0) ? rawError : undefined;
  return { id: fieldDomId(formId, name), error };
}

/** All a memoized field view needs from Formik: its control's id, visible error, value and Formik's (stable) handlers. */
export interface BoundField<Value> {
  id: string;
  error: string | undefined;
  value: Value;
  onChange: FieldInputProps<Value>["onChange"];
  onBlur: FieldInputProps<Value>["onBlur"];
}

/**
 * Reads one field's part of Formik's state in the component that calls it, which should draw no
 * styled elements itself: every change anywhere in the form re-renders it. Its memoized view
 * (shared/fields.tsx) then re-renders only when this field's own part changes.
 */
export function useBoundField<Value = string>(name: string, type?: "checkbox"): BoundField<Value> {
  const [field] = useField<Value>(type ? { name, type } : name);
  const { id, error } = useFieldStatus(name);
  return { id, error, value: (type === "checkbox" ? Boolean(field.checked) : field.value) as Value, onChange: field.onChange, onBlur: field.onBlur };
}

/** Ids and ARIA wiring of a field's control, from its id and visible error. */
export function fieldState(id: string, name: string, error: string | undefined, { hasHelper = false, required = false } = {}): FieldState {
  const errorId = `${id}-error`;
  const helperId = `${id}-help`;
  const describedBy = [hasHelper ? helperId : null, error ? errorId : null].filter(Boolean).join(" ");
  return {
    errorId,
    helperId,
    error,
    control: {
      id,
      name,
      ...(error ? { "aria-invalid": true as const } : {}),
      ...(describedBy ? { "aria-describedby": describedBy } : {}),
      ...(required ? { "aria-required": true as const } : {}),
    },
  };
}

function ErrorMark() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="M8 4.5v4.2" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="8" cy="11.4" r="1" fill="#fff" />
    </svg>
  );
}

// Label, helper and error are memoized: typing in a field redraws its control, not these.

/** The error line under a field; role=alert so it is announced when it appears. */
export const FieldError = React.memo(function FieldError({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <Text id={id} role="alert" display="flex" alignItems="flex-start" gap="1.5" mt="1.5" fontSize="sm" color="red.fg">
      <Box as="span" mt="0.5" flexShrink={0}>
        <ErrorMark />
      </Box>
      <span>{children}</span>
    </Text>
  );
});

export const FieldHelper = React.memo(function FieldHelper({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <Text id={id} mt="1.5" fontSize="sm" color="fg.muted">
      {children}
    </Text>
  );
});

export interface FieldLabelProps {
  htmlFor: string;
  children: React.ReactNode;
  optional?: boolean;
}

export const FieldLabel = React.memo(function FieldLabel({ htmlFor, children, optional }: FieldLabelProps) {
  return (
    <chakra.label htmlFor={htmlFor} display="block" mb="1.5" fontSize="sm" fontWeight="medium" color="fg.heading">
      {children}
      {optional && (
        <Text as="span" fontWeight="normal" color="fg.muted">
          {" "}
          (optional)
        </Text>
      )}
    </chakra.label>
  );
});
