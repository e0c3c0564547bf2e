/**
 * Simulated delays of the demo-mode forms. Nothing is sent anywhere:
 * the submitting state simply lasts this long before the notice and the redirect.
 */
export const SIGN_IN_DELAY_MS = 1500;
export const SOCIAL_SIGN_IN_DELAY_MS = 1500;
export const EMAIL_SIGN_UP_DELAY_MS = 2000;
export const SOCIAL_SIGN_UP_DELAY_MS = 1500;

/**
 * How long the contact form waits for the host's answer (CONTACT_FORM=netlify, docs/contact-form.md)
 * before it gives up, says the message was not sent and hands the form back. Netlify Forms answers
 * in well under a second; a request still open after this will not be answered.
 */
export const CONTACT_SEND_TIMEOUT_MS = 15_000;

/** Where sign-in and sign-up land once the simulated request is done. */
export const AFTER_AUTH_PATH = "/dashboard/";
