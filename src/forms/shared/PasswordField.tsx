import * as React from "react";
import { Box, chakra } from "@chakra-ui/react";
import { TextInput, disabledLook } from "./controls";
import { FieldError, FieldHelper, FieldLabel, fieldState, useBoundField, type BoundField } from "./FormField";
import { keepFocusOnPress } from "./FormShell";

export interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  helper?: React.ReactNode;
  /** Ids of more descriptions, such as a rules checklist. */
  describedBy?: string;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}

// Memoized like the other fields (see fields.tsx): typing elsewhere in the form does not redraw it.
const PasswordView = React.memo(function PasswordView({
  name,
  label,
  autoComplete,
  helper,
  describedBy,
  id,
  error,
  value,
  onChange,
  onBlur,
}: PasswordFieldProps & BoundField<string>) {
  const [visible, setVisible] = React.useState(false);
  const { control, errorId, helperId } = fieldState(id, name, error, { hasHelper: Boolean(helper), required: true });
  const ariaDescribedBy = [control["aria-describedby"], describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <Box>
      <FieldLabel htmlFor={control.id}>{label}</FieldLabel>
      <Box position="relative">
        <TextInput
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          {...control}
          aria-describedby={ariaDescribedBy}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          size="lg"
          bg="bg.panel"
          pe="12"
          _disabled={disabledLook}
        />
        <chakra.button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          // The password keeps the focus (and the caret) when the pointer presses the toggle: no blur,
          // so showing it never runs the form's validation and redraw in the same tap.
          onMouseDown={keepFocusOnPress}
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
          aria-controls={control.id}
          position="absolute"
          insetEnd="1"
          top="50%"
          transform="translateY(-50%)"
          zIndex="1"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          w="10"
          h="10"
          rounded="md"
          color="fg.muted"
          cursor="pointer"
          _hover={{ color: "brand.fg", bg: "brand.subtle" }}
          _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "0" }}
          _disabled={{ cursor: "not-allowed", opacity: 0.5 }}
        >
          <EyeIcon crossed={visible} />
        </chakra.button>
      </Box>
      {helper && <FieldHelper id={helperId}>{helper}</FieldHelper>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Box>
  );
});

/** A password input with a show/hide toggle that is a real, named button. */
export const PasswordField = React.memo(function PasswordField(props: PasswordFieldProps) {
  return <PasswordView {...props} {...useBoundField(props.name)} />;
});
