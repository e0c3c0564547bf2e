import { boolean, object, string } from "yup";
import { PASSWORD_MAX_LENGTH } from "../password-rules";
import { emailField } from "../shared/schema";

export const loginSchema = object({
  email: emailField(),
  // Never trimmed: spaces can be part of a password.
  password: string()
    .required("Enter your password.")
    .max(PASSWORD_MAX_LENGTH, `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer.`),
  rememberMe: boolean().required(),
});
