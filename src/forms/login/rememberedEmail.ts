/**
 * "Remember me": only the email address is kept, in localStorage, and only while the
 * box is checked. The password is never stored.
 */
export const REMEMBERED_EMAIL_KEY = "scalewise:remembered-email";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // Storage can be blocked (privacy settings); remember-me then does nothing.
  }
}

export function readRememberedEmail(): string | null {
  try {
    return storage()?.getItem(REMEMBERED_EMAIL_KEY) || null;
  } catch {
    return null;
  }
}

export function rememberEmail(email: string) {
  try {
    storage()?.setItem(REMEMBERED_EMAIL_KEY, email);
  } catch {
    // Quota or privacy mode: nothing to remember then.
  }
}

export function forgetRememberedEmail() {
  try {
    storage()?.removeItem(REMEMBERED_EMAIL_KEY);
  } catch {
    // Nothing stored.
  }
}
