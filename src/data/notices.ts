/**
 * The notice catalogue: the product's toast titles and messages. Every toast title and message the site shows
 * lives here, word for word.
 */
export interface Notice {
  type: "success" | "info" | "error";
  title: string;
  description: string;
}

/*
 * Each notice is its own export so a page bundles only the notices it shows
 * (webpack drops unused exports, but not unused keys of one object).
 */
export const passwordMismatch = {
  type: "error",
  title: "Password Mismatch",
  description: "Passwords do not match. Please try again.",
} as const satisfies Notice;

export const termsRequired = {
  type: "error",
  title: "Terms Required",
  description: "Please agree to the Terms of Service to continue.",
} as const satisfies Notice;

export const contactSent = {
  type: "success",
  title: "Message Sent!",
  description: "We'll get back to you within 4 hours.",
} as const satisfies Notice;

/**
 * Not in the product's catalogue (its contact form sends nothing): the contact form delivered by the host
 * (CONTACT_FORM=netlify) got no 2xx answer, or no answer. `email` is the address the contact page
 * shows (src/data/site.ts). Kept out of `notices` below, so the demo build's pages do not carry it.
 */
export const contactNotSent = (email: string) =>
  ({
    type: "error",
    title: "Message not sent",
    description: `We could not send your message; it is still in the form. Try again in a moment, or email us at ${email}.`,
  }) as const satisfies Notice;

export const signInDemo = {
  type: "info",
  title: "Demo Mode",
  description: "This is a demo version. Click the dashboard button to explore features.",
} as const satisfies Notice;

export const signUpDemo = {
  type: "info",
  title: "Demo Mode",
  description: "This is a demo version. You can explore the dashboard features.",
} as const satisfies Notice;

export const startTrial = {
  type: "info",
  title: "Redirecting to Sign Up",
  description: "Please create your free account to get started.",
} as const satisfies Notice;

export const salesContact = {
  type: "info",
  title: "Redirect to Contact Page",
  description: "Please fill required information for sales inquiry.",
} as const satisfies Notice;

export const demoContact = {
  type: "info",
  title: "Redirect to Contact Page",
  description: "Please fill required information to schedule your demo.",
} as const satisfies Notice;

export const communityComingSoon = {
  type: "info",
  title: "Community Coming Soon!",
  description: "A community experience is being worked on.",
} as const satisfies Notice;

export const docsScheduleDemo = {
  type: "info",
  title: "Redirecting to Schedule Demo",
  description: "Please fill out the required information to schedule your demo.",
} as const satisfies Notice;

/** Not in the product's catalogue: the forgot-password page says honestly that the demo sends no email. */
export const passwordResetDemo = {
  type: "info",
  title: "Demo Mode",
  description: "No email was sent: password reset is not available in the demo. Sign in with any email and password.",
} as const satisfies Notice;

/** The whole catalogue, keyed by name: `notify.show(notices.contactSent)`. */
export const notices = {
  passwordMismatch,
  termsRequired,
  contactSent,
  signInDemo,
  signUpDemo,
  startTrial,
  salesContact,
  demoContact,
  communityComingSoon,
  docsScheduleDemo,
  passwordResetDemo,
} as const satisfies Record<string, Notice>;
