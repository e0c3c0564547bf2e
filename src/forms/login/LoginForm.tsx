import * as React from "react";
import { FormikProvider, useFormik } from "formik";
import { Box, Stack } from "@chakra-ui/react";
import { AppLink } from "../../components/AppLink";
import { notices } from "../../data/notices";
import { SIGN_IN_DELAY_MS, SOCIAL_SIGN_IN_DELAY_MS } from "../timings";
import { completeDemoAuth, prepareDemoAuth } from "../shared/completeDemoAuth";
import { CheckboxField, TextField } from "../shared/fields";
import { FormIdContext } from "../shared/FormField";
import { ControlsFieldset, OrDivider, PendingStatus, SubmitButton } from "../shared/FormShell";
import { PasswordField } from "../shared/PasswordField";
import { SocialButtons, type SocialProvider } from "../shared/SocialButtons";
import { attemptSubmit } from "../shared/submit";
import { useDemoSubmission } from "../shared/useDemoSubmission";
import { lazyValidation } from "../shared/lazyValidation";
import { emptyLogin, loginFieldOrder, type LoginValues } from "./loginFields";
import { forgetRememberedEmail, readRememberedEmail, rememberEmail } from "./rememberedEmail";

const FORM_ID = "login";
const validation = lazyValidation<LoginValues>(
  () => import(/* webpackChunkName: "schema-login" */ "./loginSchema").then((module) => module.loginSchema),
  emptyLogin,
);

/** Sign-in in demo mode: any valid email and password "sign in" after 1.5 s. */
export function LoginForm() {
  const { pending, run } = useDemoSubmission<"email" | SocialProvider>();
  const formik = useFormik<LoginValues>({
    initialValues: emptyLogin,
    validate: validation.validate,
    onSubmit: async (values) => {
      if (values.rememberMe) rememberEmail(values.email.trim());
      else forgetRememberedEmail();
      await run("email", SIGN_IN_DELAY_MS, () => completeDemoAuth(notices.signInDemo), prepareDemoAuth);
    },
  });
  const { setValues } = formik;

  React.useEffect(() => {
    const email = readRememberedEmail();
    if (email) void setValues({ ...emptyLogin, email, rememberMe: true }, false);
  }, [setValues]);

  const signInWith = (provider: SocialProvider) =>
    void run(provider, SOCIAL_SIGN_IN_DELAY_MS, () => completeDemoAuth(notices.signInDemo), prepareDemoAuth);

  return (
    <FormikProvider value={formik}>
      <FormIdContext.Provider value={FORM_ID}>
        <form
          id={FORM_ID}
          noValidate
          aria-label="Sign in"
          aria-busy={pending !== null}
          onSubmit={(event) => {
            event.preventDefault();
            void attemptSubmit(formik, FORM_ID, loginFieldOrder);
          }}
        >
          <ControlsFieldset disabled={pending !== null} preload={validation.preload}>
            <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" spellCheck={false} />
            <PasswordField name="password" label="Password" autoComplete="current-password" />
            <Stack direction="row" justify="space-between" align="flex-start" gap="4" wrap="wrap">
              <CheckboxField
                name="rememberMe"
                label="Remember me"
                onCheckedChange={(checked) => {
                  if (!checked) forgetRememberedEmail();
                }}
              />
              <AppLink to="/forgot-password/" fontSize="sm" color="brand.fg" fontWeight="medium">
                Forgot password?
              </AppLink>
            </Stack>
            <SubmitButton pending={pending !== null} label="Sign In" pendingLabel="Signing In..." />
            <OrDivider>or continue with</OrDivider>
            <Box>
              <SocialButtons verb="Sign in" pending={pending} onChoose={signInWith} />
            </Box>
          </ControlsFieldset>
          <PendingStatus message={pending ? "Signing In..." : null} />
        </form>
      </FormIdContext.Provider>
    </FormikProvider>
  );
}
