import * as React from "react";
import { FormikProvider, useFormik } from "formik";
import { Box, SimpleGrid, Text, chakra } from "@chakra-ui/react";
import { AppLink } from "../../components/AppLink";
import { notices } from "../../data/notices";
import { notify } from "../../components/ui/notify";
import { SPECIAL_CHARACTERS, PASSWORD_MIN_LENGTH, meetsPasswordRules } from "../password-rules";
import { EMAIL_SIGN_UP_DELAY_MS, SOCIAL_SIGN_UP_DELAY_MS } from "../timings";
import { completeDemoAuth, prepareDemoAuth } from "../shared/completeDemoAuth";
import { CheckboxField, TextField } from "../shared/fields";
import { FormIdContext } from "../shared/FormField";
import { ControlsFieldset, OrDivider, PendingStatus, SubmitButton } from "../shared/FormShell";
import { PasswordField } from "../shared/PasswordField";
import { SocialButtons, type SocialProvider } from "../shared/SocialButtons";
import { attemptSubmit } from "../shared/submit";
import { useDemoSubmission } from "../shared/useDemoSubmission";
import { PasswordChecklist } from "./PasswordChecklist";
import { lazyValidation } from "../shared/lazyValidation";
import { PASSWORD_MISMATCH_MESSAGE, emptySignup, signupFieldOrder, type SignupValues } from "./signupFields";

const FORM_ID = "signup";
const CHECKLIST_ID = `${FORM_ID}-password-checklist`;
const validation = lazyValidation<SignupValues>(
  () => import(/* webpackChunkName: "schema-signup" */ "./signupSchema").then((module) => module.signupSchema),
  emptySignup,
);

function PasswordHelp() {
  return (
    <>
      Use {PASSWORD_MIN_LENGTH} or more characters with upper- and lowercase letters, a number and one of these special
      characters:{" "}
      <chakra.code fontFamily="mono" fontSize="xs" bg="bg.muted" px="1" rounded="sm" color="fg" whiteSpace="normal">
        {SPECIAL_CHARACTERS.split("").join(" ")}
      </chakra.code>
    </>
  );
}

function TermsLabel() {
  return (
    <>
      I agree to the{" "}
      <AppLink to="/terms/" color="brand.fg" textDecoration="underline">
        Terms of Service
      </AppLink>{" "}
      and the{" "}
      <AppLink to="/privacy/" color="brand.fg" textDecoration="underline">
        Privacy Policy
      </AppLink>
    </>
  );
}

/** Sign-up in demo mode: nothing is created; after 2 s the demo notice and the dashboard. */
export function SignupForm() {
  const { pending, run } = useDemoSubmission<"email" | SocialProvider>();
  const formik = useFormik<SignupValues>({
    initialValues: emptySignup,
    validate: validation.validate,
    onSubmit: () => run("email", EMAIL_SIGN_UP_DELAY_MS, () => completeDemoAuth(notices.signUpDemo), prepareDemoAuth),
  });
  const { values } = formik;
  const ready = meetsPasswordRules(values.password) && values.agreeTerms;

  const attempt = async () => {
    if (pending) return;
    const errors = await attemptSubmit(formik, FORM_ID, signupFieldOrder);
    if (!errors) return;
    // The notice explains the field that just received focus.
    const first = signupFieldOrder.find((name) => errors[name]);
    if (first === "confirmPassword" && errors.confirmPassword === PASSWORD_MISMATCH_MESSAGE) {
      void notify.show(notices.passwordMismatch);
    } else if (first === "agreeTerms") {
      void notify.show(notices.termsRequired);
    }
  };

  const signUpWith = (provider: SocialProvider) =>
    void run(provider, SOCIAL_SIGN_UP_DELAY_MS, () => completeDemoAuth(notices.signUpDemo), prepareDemoAuth);

  return (
    <FormikProvider value={formik}>
      <FormIdContext.Provider value={FORM_ID}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Enter in a field is delegated here (see onKeyDown) */}
        <form
          id={FORM_ID}
          noValidate
          aria-label="Create your account"
          aria-busy={pending !== null}
          onSubmit={(event) => {
            event.preventDefault();
            void attempt();
          }}
          onKeyDown={(event: React.KeyboardEvent<HTMLFormElement>) => {
            // The submit button is disabled until the rules are met and the terms agreed, and
            // browsers then skip implicit submission. Enter in a field still makes an attempt,
            // so the user learns what is missing (e.g. the Terms Required notice).
            if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
            if (!(event.target instanceof HTMLInputElement)) return;
            event.preventDefault();
            void attempt();
          }}
        >
          <ControlsFieldset disabled={pending !== null} preload={validation.preload}>
            <SocialButtons verb="Sign up" pending={pending} onChoose={signUpWith} />
            <OrDivider>or sign up with email</OrDivider>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <TextField name="firstName" label="First name" autoComplete="given-name" />
              <TextField name="lastName" label="Last name" autoComplete="family-name" />
            </SimpleGrid>
            <TextField name="email" label="Work email" type="email" autoComplete="email" inputMode="email" spellCheck={false} />
            <TextField name="company" label="Company" autoComplete="organization" />
            <Box>
              <PasswordField
                name="password"
                label="Password"
                autoComplete="new-password"
                helper={<PasswordHelp />}
                describedBy={CHECKLIST_ID}
              />
              <Box mt="3">
                <PasswordChecklist id={CHECKLIST_ID} password={values.password} />
              </Box>
            </Box>
            <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
            <CheckboxField name="agreeTerms" label={<TermsLabel />} />
            <CheckboxField name="marketingEmails" label="Email me product news and growth tips. Unsubscribe any time." />
            <Box>
              <SubmitButton
                pending={pending !== null}
                label="Create Account"
                pendingLabel="Creating Account..."
                disabled={!ready}
              />
              {!ready && pending === null && (
                <Text mt="2" fontSize="sm" color="fg.muted" textAlign="center">
                  Meet the password requirements and agree to the Terms of Service to continue.
                </Text>
              )}
            </Box>
          </ControlsFieldset>
          <PendingStatus message={pending ? "Creating Account..." : null} />
        </form>
      </FormIdContext.Provider>
    </FormikProvider>
  );
}
