/** Values, messages and field order of the sign-up form (no Yup here: see signupSchema.ts). */
export const NAME_MAX_LENGTH = 50;
export const COMPANY_MAX_LENGTH = 120;
export const PASSWORD_MISMATCH_MESSAGE = "Passwords do not match.";
export const TERMS_MESSAGE = "Agree to the Terms of Service to continue.";

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  password: string;
  confirmPassword: string;
  agreeTerms: boolean;
  marketingEmails: boolean;
}

/** agreeTerms starts false, marketingEmails starts true. */
export const emptySignup: SignupValues = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  password: "",
  confirmPassword: "",
  agreeTerms: false,
  marketingEmails: true,
};

export const signupFieldOrder = [
  "firstName",
  "lastName",
  "email",
  "company",
  "password",
  "confirmPassword",
  "agreeTerms",
] as const;
