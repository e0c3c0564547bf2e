// @ts-check
// What CONTACT_FORM asks of the contact form: unset, "" or "demo", nothing is sent (the default);
// "netlify", Netlify Forms detects and delivers it (docs/contact-form.md).

/** @typedef {"demo" | "netlify"} ContactFormMode */

/** @type {ContactFormMode[]} */
const CONTACT_FORM_MODES = ["demo", "netlify"];

/** The route the form's no-JavaScript post lands on; built only in netlify mode. */
const THANKS_PAGE = "/contact/thanks/";

/** The mode, or a message naming the variable, the value and the values allowed. @param {NodeJS.ProcessEnv} [environment] @returns {{ ok: true; mode: ContactFormMode } | { ok: false; message: string }} */
function readContactFormMode(environment = process.env) {
  const raw = environment.CONTACT_FORM;
  const value = (raw ?? "").trim();
  if (value === "") return { ok: true, mode: "demo" };
  if (CONTACT_FORM_MODES.includes(/** @type {ContactFormMode} */ (value))) return { ok: true, mode: /** @type {ContactFormMode} */ (value) };
  return {
    ok: false,
    message: `CONTACT_FORM ${JSON.stringify(raw)} is not one of ${CONTACT_FORM_MODES.join(", ")} (leave it unset for demo, the default; see docs/contact-form.md)`,
  };
}

module.exports = { THANKS_PAGE, readContactFormMode };
