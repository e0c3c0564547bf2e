import { object, string } from "yup";
import { emailField, requiredText } from "../shared/schema";
import { contactSubjectValues } from "./subjects";
import {
  COMPANY_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from "./contactFields";

const PHONE_CHARACTERS = /^\+?[0-9\s().-]+$/;

export const contactSchema = object({
  name: requiredText("name", NAME_MAX_LENGTH),
  email: emailField(),
  company: string()
    .trim()
    .max(COMPANY_MAX_LENGTH, `Company must be ${COMPANY_MAX_LENGTH} characters or fewer.`),
  phone: string()
    .trim()
    .max(PHONE_MAX_LENGTH, `Phone must be ${PHONE_MAX_LENGTH} characters or fewer.`)
    .matches(PHONE_CHARACTERS, {
      message: "Use digits, spaces and + ( ) - . only, like +91 80 4567 8900.",
      excludeEmptyString: true,
    })
    .test("digits", "Enter at least 7 digits.", (phone) => !phone || (phone.match(/[0-9]/g) ?? []).length >= 7),
  subject: string()
    .required("Choose a subject.")
    .oneOf(contactSubjectValues, "Choose a subject from the list."),
  message: string()
    .trim()
    .required("Write your message.")
    .min(MESSAGE_MIN_LENGTH, `Tell us a little more: at least ${MESSAGE_MIN_LENGTH} characters.`)
    .max(MESSAGE_MAX_LENGTH, `Message must be ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters or fewer.`),
});
