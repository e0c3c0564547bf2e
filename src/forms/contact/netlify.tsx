import { Box } from "@chakra-ui/react";
import { CONTACT_SEND_TIMEOUT_MS } from "../timings";
import { contactFieldOrder, type ContactValues } from "./contactFields";

/*
 * The contact form delivered by Netlify Forms (CONTACT_FORM=netlify, docs/contact-form.md).
 * Netlify finds the form in the built HTML when it deploys (the attributes below), and accepts a
 * POST of its fields, url-encoded, to any path of the site. ContactForm.tsx uses this module only
 * inside `__CONTACT_FORM__ === "netlify"` branches, so the demo build does not bundle it.
 */

/** The form's name at Netlify (its submissions list and notifications go by it). */
export const NETLIFY_FORM_NAME = "contact";
/** The hidden field a person never sees: a submission that fills it is dropped by the host. */
export const HONEYPOT_FIELD = "bot-field";
/** Where the form posts without JavaScript (the page is built in netlify mode only). */
export const THANKS_PATH = "/contact/thanks/";
/** Where the script posts: the site's own origin, as Netlify's docs do. */
export const SUBMIT_PATH = "/";

/** The <form> attributes Netlify's deploy looks for, and the native post's method and target. */
export const netlifyFormAttributes = {
  name: NETLIFY_FORM_NAME,
  method: "POST",
  action: THANKS_PATH,
  "data-netlify": "true",
  "netlify-honeypot": HONEYPOT_FIELD,
} as const;

/** The url-encoded body of a submission: the form's name, the honeypot, then every field as typed (the subject by its value). */
export function submissionBody(values: ContactValues, honeypot: string): string {
  const body = new URLSearchParams({ "form-name": NETLIFY_FORM_NAME, [HONEYPOT_FIELD]: honeypot });
  for (const name of contactFieldOrder) body.append(name, values[name]);
  return body.toString();
}

/**
 * POSTs one submission; true only for a 2xx answer (false for any other answer, no answer, or no
 * answer within `timeoutMs`: the request is then aborted, so the form never waits forever).
 */
export async function sendSubmission(body: string, send: typeof fetch = fetch, timeoutMs = CONTACT_SEND_TIMEOUT_MS): Promise<boolean> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<false>((done) => {
    timer = setTimeout(() => {
      controller.abort();
      done(false);
    }, timeoutMs);
  });
  const answered = send(SUBMIT_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
    signal: controller.signal,
  }).then(
    (response) => response.ok,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** The honeypot's current value in `form` ("" when the field is absent). */
export function honeypotValue(form: HTMLFormElement | null): string {
  const field = form?.elements.namedItem(HONEYPOT_FIELD);
  return field instanceof HTMLInputElement ? field.value : "";
}

/**
 * The hidden `form-name` field (Netlify routes a post by it) and the honeypot: off screen, hidden
 * from assistive technology, out of the tab order, and not autofilled. People never fill it; a
 * script that fills every field does.
 */
export function NetlifyHiddenFields() {
  return (
    <>
      <input type="hidden" name="form-name" value={NETLIFY_FORM_NAME} />
      <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </Box>
    </>
  );
}
