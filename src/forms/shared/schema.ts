import { string } from "yup";

export const EMAIL_MAX_LENGTH = 254;

/** A mailbox with a dotted domain: `name@example.com`. Stricter than Yup's own email(), which accepts `a@b`. */
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/u;

/** Required email, trimmed before it is checked. */
export const emailField = () =>
  string()
    .trim()
    .required("Enter your email address.")
    .max(EMAIL_MAX_LENGTH, `Email must be ${EMAIL_MAX_LENGTH} characters or fewer.`)
    .email("Enter a valid email address, like name@company.com.")
    .matches(EMAIL_PATTERN, "Enter a valid email address, like name@company.com.");

/** Required free text, trimmed so that spaces alone do not count. */
export const requiredText = (label: string, max: number) =>
  string()
    .trim()
    .required(`Enter your ${label}.`)
    .max(max, `${capitalise(label)} must be ${max.toLocaleString("en-US")} characters or fewer.`);

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
