/** Values, limits and field order of the contact form (no Yup here: see contactSchema.ts). */
export const NAME_MAX_LENGTH = 100;
export const COMPANY_MAX_LENGTH = 120;
export const PHONE_MAX_LENGTH = 30;
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;

export interface ContactValues {
  name: string;
  email: string;
  company: string;
  phone: string;
  /** A subject value, or "" while none is chosen. */
  subject: string;
  message: string;
}

export const emptyContact: ContactValues = { name: "", email: "", company: "", phone: "", subject: "", message: "" };

/** Order of the fields on screen: a failed submit focuses the first invalid one. */
export const contactFieldOrder = ["name", "email", "company", "phone", "subject", "message"] as const;
