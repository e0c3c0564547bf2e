/**
 * The password rules of sign-up, defined once: the Yup schema, the live
 * checklist and the help text all read from here.
 */
export const PASSWORD_MIN_LENGTH = 9;
export const PASSWORD_MAX_LENGTH = 128;

/** The special characters a password may use to meet the "special character" rule. */
export const SPECIAL_CHARACTERS = "!@#$%^&*()-_=+[]{};:,.?/";

export type PasswordRuleId = "length" | "uppercase" | "lowercase" | "number" | "special";

export interface PasswordRule {
  id: PasswordRuleId;
  /** Checklist wording. */
  label: string;
  /** Wording of the validation error when the rule is not met. */
  message: string;
  /** Shown in the checklist. Lowercase is enforced but not listed, as in the product. */
  listed: boolean;
  test: (password: string) => boolean;
}

const characterCount = (password: string) => Array.from(password).length;

export const passwordRules: readonly PasswordRule[] = [
  {
    id: "length",
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
    listed: true,
    test: (password) => characterCount(password) >= PASSWORD_MIN_LENGTH,
  },
  {
    id: "uppercase",
    label: "One uppercase letter",
    message: "Add an uppercase letter.",
    listed: true,
    test: (password) => /\p{Lu}/u.test(password),
  },
  {
    id: "lowercase",
    label: "One lowercase letter",
    message: "Add a lowercase letter.",
    listed: false,
    test: (password) => /\p{Ll}/u.test(password),
  },
  {
    id: "number",
    label: "One number",
    message: "Add a number.",
    listed: true,
    test: (password) => /[0-9]/.test(password),
  },
  {
    id: "special",
    label: "One special character",
    message: `Add a special character (${SPECIAL_CHARACTERS.split("").join(" ")}).`,
    listed: true,
    test: (password) => Array.from(password).some((char) => SPECIAL_CHARACTERS.includes(char)),
  },
];

/** The four rules of the visible checklist. */
export const checklistRules = passwordRules.filter((rule) => rule.listed);

export function unmetPasswordRules(password: string): PasswordRule[] {
  return passwordRules.filter((rule) => !rule.test(password));
}

export function meetsPasswordRules(password: string): boolean {
  return unmetPasswordRules(password).length === 0;
}
