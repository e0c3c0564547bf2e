/**
 * Simulated delays of the demo-mode forms (SPEC §4, §9). Nothing is sent anywhere:
 * the submitting state simply lasts this long before the notice and the redirect.
 */
export const SIGN_IN_DELAY_MS = 1500;
export const SOCIAL_SIGN_IN_DELAY_MS = 1500;
export const EMAIL_SIGN_UP_DELAY_MS = 2000;
export const SOCIAL_SIGN_UP_DELAY_MS = 1500;

/** Where sign-in and sign-up land once the simulated request is done. */
export const AFTER_AUTH_PATH = "/dashboard/";
