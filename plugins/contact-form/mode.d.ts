export type ContactFormMode = "demo" | "netlify";
export const CONTACT_FORM_MODES: ContactFormMode[];
export const THANKS_PAGE: string;
export function readContactFormMode(environment?: NodeJS.ProcessEnv): { ok: true; mode: ContactFormMode } | { ok: false; message: string };
