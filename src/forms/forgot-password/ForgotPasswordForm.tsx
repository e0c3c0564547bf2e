import * as React from "react";
import { FormikProvider, useFormik } from "formik";
import { Box, Text } from "@chakra-ui/react";
import { notices } from "../../data/notices";
import { notify } from "../../components/ui/notify";
import { TextField } from "../shared/fields";
import { FormIdContext } from "../shared/FormField";
import { ControlsFieldset, SubmitButton } from "../shared/FormShell";
import { attemptSubmit } from "../shared/submit";
import { lazyValidation } from "../shared/lazyValidation";
import { emptyForgotPassword, type ForgotPasswordValues } from "./forgotPasswordFields";

const FORM_ID = "forgot-password";
const validation = lazyValidation<ForgotPasswordValues>(
  () => import(/* webpackChunkName: "schema-forgot-password" */ "./forgotPasswordSchema").then((module) => module.forgotPasswordSchema),
  emptyForgotPassword,
);

/** Password reset in demo mode: says plainly that no email is sent. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const formik = useFormik<ForgotPasswordValues>({
    initialValues: emptyForgotPassword,
    validate: validation.validate,
    onSubmit: (values) => {
      setSentTo(values.email.trim());
      void notify.show(notices.passwordResetDemo);
    },
  });

  return (
    <FormikProvider value={formik}>
      <FormIdContext.Provider value={FORM_ID}>
        <form
          id={FORM_ID}
          noValidate
          aria-label="Reset your password"
          onSubmit={(event) => {
            event.preventDefault();
            void attemptSubmit(formik, FORM_ID, ["email"]);
          }}
        >
          <ControlsFieldset disabled={false} preload={validation.preload}>
            <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" spellCheck={false} />
            <SubmitButton pending={false} label="Send Reset Link" pendingLabel="Sending..." />
          </ControlsFieldset>
        </form>
        <Box role="status" mt={sentTo ? "5" : "0"} data-testid="reset-demo-status">
          {sentTo && (
            <Box bg="brand.subtle" borderWidth="1px" borderColor="brand.muted" rounded="lg" p="4" fontSize="sm" color="fg">
              <Text fontWeight="semibold" color="fg.heading">
                Demo mode: no email was sent.
              </Text>
              <Text mt="1" wordBreak="break-word">
                A live account would get a reset link at {sentTo}. This demo has no accounts, so any email and password
                will sign you in.
              </Text>
            </Box>
          )}
        </Box>
      </FormIdContext.Provider>
    </FormikProvider>
  );
}
