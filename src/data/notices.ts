/**
 * The notice catalogue (SPEC §8). Every toast title and message the site shows
 * lives here, word for word.
 */
export interface Notice {
  type: "success" | "info" | "error";
  title: string;
  description: string;
}

export const notices = {
  passwordMismatch: {
    type: "error",
    title: "Password Mismatch",
    description: "Passwords do not match. Please try again.",
  },
  termsRequired: {
    type: "error",
    title: "Terms Required",
    description: "Please agree to the Terms of Service to continue.",
  },
  contactSent: {
    type: "success",
    title: "Message Sent!",
    description: "We'll get back to you within 4 hours.",
  },
  signInDemo: {
    type: "info",
    title: "Demo Mode",
    description: "This is a demo version. Click the dashboard button to explore features.",
  },
  signUpDemo: {
    type: "info",
    title: "Demo Mode",
    description: "This is a demo version. You can explore the dashboard features.",
  },
  startTrial: {
    type: "info",
    title: "Redirecting to Sign Up",
    description: "Please create your free account to get started.",
  },
  salesContact: {
    type: "info",
    title: "Redirect to Contact Page",
    description: "Please fill required information for sales inquiry.",
  },
  demoContact: {
    type: "info",
    title: "Redirect to Contact Page",
    description: "Please fill required information to schedule your demo.",
  },
  communityComingSoon: {
    type: "info",
    title: "Community Coming Soon!",
    description: "A community experience is being worked on.",
  },
  docsScheduleDemo: {
    type: "info",
    title: "Redirecting to Schedule Demo",
    description: "Please fill out the required information to schedule your demo.",
  },
  /** Not in SPEC §8: the forgot-password page (issue 5) says honestly that the demo sends no email. */
  passwordResetDemo: {
    type: "info",
    title: "Demo Mode",
    description: "No email was sent: password reset is not available in the demo. Sign in with any email and password.",
  },
} as const satisfies Record<string, Notice>;

export type NoticeKey = keyof typeof notices;
