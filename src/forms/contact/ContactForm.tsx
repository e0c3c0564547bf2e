import * as React from "react";
import { Formik, useFormikContext } from "formik";
import { SimpleGrid } from "@chakra-ui/react";
import { contactNotSent, notices } from "../../data/notices";
import { company } from "../../data/site";
import { notify } from "../../components/ui/notify";
import { TextField } from "../shared/fields";
import { SelectField, TextareaField } from "../shared/message-fields";
import { FormIdContext, fieldDomId } from "../shared/FormField";
import { ControlsFieldset, PendingStatus, SubmitButton } from "../shared/FormShell";
import { attemptSubmit } from "../shared/submit";
import { lazyValidation } from "../shared/lazyValidation";
import { MESSAGE_MAX_LENGTH, contactFieldOrder, emptyContact, type ContactValues } from "./contactFields";
import { contactSubjects, subjectFromSearch, type ContactSubject } from "./subjects";
import { NetlifyHiddenFields, honeypotValue, netlifyFormAttributes, sendSubmission, submissionBody } from "./netlify";

export const CONTACT_FORM_ID = "contact";
const validation = lazyValidation<ContactValues>(
  () => import(/* webpackChunkName: "schema-contact" */ "./contactSchema").then((module) => module.contactSchema),
  emptyContact,
);

export interface ContactFormProps {
  /** The page's `location.search`; `?subject=sales|demo` preselects the subject. */
  search?: string;
  /** Bumped by the Schedule Demo button: select "Schedule a Demo" and focus the form. */
  demoRequest?: number;
}

// One formatter for the page: Number#toLocaleString builds a new one on every call, a cost paid on each keystroke.
const countFormat = new Intl.NumberFormat("en-US");
const MAX_LENGTH_TEXT = countFormat.format(MESSAGE_MAX_LENGTH);

/** "120 / 5,000 characters": the only part of the form that follows every keystroke in the message. */
function MessageLength() {
  const { values } = useFormikContext<ContactValues>();
  return `${countFormat.format(Array.from(values.message).length)} / ${MAX_LENGTH_TEXT} characters`;
}

/**
 * The <form> element and what drives it: the subject preselected from the address or by the
 * Schedule Demo button, and the submit attempt. It re-renders with every change; its children,
 * made once by ContactForm, do not (each field follows its own state, see shared/fields.tsx).
 */
function ContactFormElement({ search, demoRequest, children }: Required<ContactFormProps> & { children: React.ReactNode }) {
  const formik = useFormikContext<ContactValues>();
  // netlify mode: one submit attempt at a time (a double click, Enter pressed twice).
  const attempting = React.useRef(false);
  const { setFieldValue } = formik;

  const selectSubject = React.useCallback(
    (subject: ContactSubject) => void setFieldValue("subject", subject),
    [setFieldValue],
  );

  // After mount (not during render), so the server HTML and the first client render agree.
  React.useEffect(() => {
    const subject = subjectFromSearch(search);
    if (subject) selectSubject(subject);
  }, [search, selectSubject]);

  React.useEffect(() => {
    if (demoRequest === 0) return;
    selectSubject("demo");
    document.getElementById(fieldDomId(CONTACT_FORM_ID, "subject"))?.focus();
  }, [demoRequest, selectSubject]);

  if (__CONTACT_FORM__ === "netlify") {
    return (
      <form
        id={CONTACT_FORM_ID}
        {...netlifyFormAttributes}
        noValidate
        aria-labelledby="contact-form-heading"
        aria-busy={formik.isSubmitting}
        onSubmit={(event) => {
          event.preventDefault();
          if (attempting.current) return;
          attempting.current = true;
          void attemptSubmit(formik, CONTACT_FORM_ID, contactFieldOrder).finally(() => {
            attempting.current = false;
          });
        }}
      >
        <NetlifyHiddenFields />
        <PendingStatus message={formik.isSubmitting ? "Sending your message..." : null} />
        {children}
      </form>
    );
  }

  return (
    <form
      id={CONTACT_FORM_ID}
      noValidate
      aria-labelledby="contact-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void attemptSubmit(formik, CONTACT_FORM_ID, contactFieldOrder);
      }}
    >
      {children}
    </form>
  );
}

/**
 * netlify mode: every control is disabled while the message is on its way (a second click sends
 * nothing), and the button reads "Sending...". `children` are made once by ContactForm, so a change
 * of state redraws the fieldset and the button, not the fields. Disabling the pressed button drops
 * its focus; once the answer is in, focus goes back to it, so a keyboard user can send again.
 */
function SendingFieldset({ children }: { children: React.ReactNode }) {
  const { isSubmitting } = useFormikContext<ContactValues>();
  const wasSubmitting = React.useRef(false);
  React.useEffect(() => {
    if (wasSubmitting.current && !isSubmitting && (document.activeElement === document.body || document.activeElement === null)) {
      document.querySelector<HTMLButtonElement>(`#${CONTACT_FORM_ID} button[type="submit"]`)?.focus();
    }
    wasSubmitting.current = isSubmitting;
  }, [isSubmitting]);
  return (
    <ControlsFieldset disabled={isSubmitting} preload={validation.preload}>
      {children}
      <SubmitButton pending={isSubmitting} label="Send Message" pendingLabel="Sending..." w={{ base: "full", md: "auto" }} alignSelf="flex-start" />
    </ControlsFieldset>
  );
}

/**
 * The contact form. Demo mode (the default): nothing is sent; a notice confirms and the form
 * empties. netlify mode (CONTACT_FORM=netlify): the message is posted to Netlify Forms; only a 2xx
 * answer confirms and empties the form, anything else says so and keeps every value.
 */
export function ContactForm({ search = "", demoRequest = 0 }: ContactFormProps) {
  const fields = (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField name="name" label="Full name" autoComplete="name" />
        <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" spellCheck={false} />
        <TextField name="company" label="Company" autoComplete="organization" optional />
        <TextField name="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" optional />
      </SimpleGrid>
      <SelectField name="subject" label="Subject" placeholder="Choose a subject" options={contactSubjects} />
      <TextareaField name="message" label="Message" rows={6} helper={<MessageLength />} />
    </>
  );

  return (
    <Formik<ContactValues>
      initialValues={emptyContact}
      validate={validation.validate}
      onSubmit={
        __CONTACT_FORM__ === "netlify"
          ? async (values, { resetForm }) => {
              const form = document.getElementById(CONTACT_FORM_ID) as HTMLFormElement | null;
              const delivered = await sendSubmission(submissionBody(values, honeypotValue(form)));
              if (!delivered) {
                void notify.show(contactNotSent(company.email));
                return;
              }
              void notify.show(notices.contactSent);
              resetForm({ values: emptyContact });
            }
          : (_values, { resetForm }) => {
              void notify.show(notices.contactSent);
              resetForm({ values: emptyContact });
            }
      }
    >
      <FormIdContext.Provider value={CONTACT_FORM_ID}>
        <ContactFormElement search={search} demoRequest={demoRequest}>
          {__CONTACT_FORM__ === "netlify" ? (
            <SendingFieldset>{fields}</SendingFieldset>
          ) : (
            <ControlsFieldset disabled={false} preload={validation.preload}>
              {fields}
              <SubmitButton pending={false} label="Send Message" pendingLabel="Sending..." w={{ base: "full", md: "auto" }} alignSelf="flex-start" />
            </ControlsFieldset>
          )}
        </ContactFormElement>
      </FormIdContext.Provider>
    </Formik>
  );
}
