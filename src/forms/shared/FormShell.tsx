import * as React from "react";
import { disabledLook } from "./controls";
import { warmToaster } from "../../components/ui/toaster-gate";
import { Box, Button, Spinner, Stack, Text, VisuallyHidden, chakra, type ButtonProps } from "@chakra-ui/react";

export interface ControlsFieldsetProps {
  disabled: boolean;
  /** Starts loading what the form needs once in use (its validation schema); may be called many times. */
  preload?: () => unknown;
  children: React.ReactNode;
}

/**
 * A fieldset that disables every control inside it while a submission is pending. A visitor
 * starting to use the form (a pointer over it, the focus in it; a touch fires pointerenter too)
 * fetches what only a used form needs: its schema (`preload`) and the toaster that its
 * submission's notice appears in (see toaster-gate). Loading the page fetches neither.
 */
export function ControlsFieldset({ disabled, preload, children }: ControlsFieldsetProps) {
  const prepare = () => {
    void preload?.();
    warmToaster();
  };
  return (
    <chakra.fieldset disabled={disabled} border="0" m="0" p="0" minW="0" onPointerEnter={prepare} onFocus={prepare}>
      <Stack gap="5">{children}</Stack>
    </chakra.fieldset>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, "children"> {
  pending: boolean;
  label: string;
  pendingLabel: string;
}

/**
 * Pressing a button blurs the focused field, and the error that blur reveals can push the
 * button down before the mouse is released, so the click never lands. Keeping focus where
 * it is on mousedown avoids that; the submit attempt then shows and focuses the errors.
 */
export const keepFocusOnPress = (event: React.MouseEvent) => event.preventDefault();

/** The form's main button; reads `pendingLabel` (e.g. "Signing In...") while pending. */
export function SubmitButton({ pending, label, pendingLabel, ...rest }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      colorPalette="brand"
      size="lg"
      w="full"
      _disabled={disabledLook}
      onMouseDown={keepFocusOnPress}
      {...rest}
    >
      {pending && <Spinner size="sm" aria-hidden="true" />}
      {pending ? pendingLabel : label}
    </Button>
  );
}

/** Announces the pending state, since a disabled button's new label is not read out. */
export function PendingStatus({ message }: { message: string | null }) {
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {message ?? ""}
    </VisuallyHidden>
  );
}

export function OrDivider({ children }: { children: React.ReactNode }) {
  return (
    <Box display="flex" alignItems="center" gap="3" color="fg.muted" fontSize="sm">
      <Box flex="1" h="1px" bg="border" />
      <Text as="span">{children}</Text>
      <Box flex="1" h="1px" bg="border" />
    </Box>
  );
}
