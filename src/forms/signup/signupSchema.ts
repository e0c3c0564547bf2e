import { boolean, object, ref, string } from "yup";
import { PASSWORD_MAX_LENGTH, passwordRules } from "../password-rules";
import { emailField, requiredText } from "../shared/schema";
import { COMPANY_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MISMATCH_MESSAGE, TERMS_MESSAGE } from "./signupFields";

const passwordField = passwordRules.reduce(
  (field, rule) => field.test(rule.id, rule.message, (password) => rule.test(password ?? "")),
  // Never trimmed: spaces can be part of a password.
  string()
    .required("Create a password.")
    .max(PASSWORD_MAX_LENGTH, `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer.`),
);

export const signupSchema = object({
  firstName: requiredText("first name", NAME_MAX_LENGTH),
  lastName: requiredText("last name", NAME_MAX_LENGTH),
  email: emailField(),
  company: requiredText("company name", COMPANY_MAX_LENGTH),
  password: passwordField,
  confirmPassword: string()
    .required("Confirm your password.")
    .oneOf([ref("password")], PASSWORD_MISMATCH_MESSAGE),
  agreeTerms: boolean().oneOf([true], TERMS_MESSAGE).required(TERMS_MESSAGE),
  marketingEmails: boolean().required(),
});
