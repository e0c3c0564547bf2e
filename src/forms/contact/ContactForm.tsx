import * as React from "react";
import { FormikProvider, useFormik } from "formik";
import { SimpleGrid } from "@chakra-ui/react";
import { notices } from "../../data/notices";
import { notify } from "../../lib/notify";
import { SelectField, TextField, TextareaField } from "../shared/fields";
import { FormIdContext, fieldDomId } from "../shared/FormField";
import { ControlsFieldset, SubmitButton } from "../shared/FormShell";
import { attemptSubmit } from "../shared/submit";
import { lazyValidation } from "../shared/lazyValidation";
import { MESSAGE_MAX_LENGTH, contactFieldOrder, emptyContact, type ContactValues } from "./contactFields";
import { contactSubjects, subjectFromSearch, type ContactSubject } from "./subjects";

export const CONTACT_FORM_ID = "contact";
const validation = lazyValidation<ContactValues>(() => import("./contactSchema").then((module) => module.contactSchema));

export interface ContactFormProps {
  /** The page's `location.search`; `?subject=sales|demo` preselects the subject. */
  search?: string;
  /** Bumped by the Schedule Demo button: select "Schedule a Demo" and focus the form. */
  demoRequest?: number;
}

/** The contact form in demo mode: nothing is sent; a notice confirms and the form empties. */
export function ContactForm({ search = "", demoRequest = 0 }: ContactFormProps) {
  const formik = useFormik<ContactValues>({
    initialValues: emptyContact,
    validate: validation.validate,
    onSubmit: (_values, { resetForm }) => {
      void notify.show(notices.contactSent);
      resetForm({ values: emptyContact });
    },
  });
  const { setFieldValue, values } = formik;

  const selectSubject = React.useCallback(
    (subject: ContactSubject) => void setFieldValue("subject", subject),
    [setFieldValue],
  );

  React.useEffect(() => {
    void validation.preload();
  }, []);

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

  const messageLength = Array.from(values.message).length;

  return (
    <FormikProvider value={formik}>
      <FormIdContext.Provider value={CONTACT_FORM_ID}>
        <form
          id={CONTACT_FORM_ID}
          noValidate
          aria-labelledby="contact-form-heading"
          onSubmit={(event) => {
            event.preventDefault();
            void attemptSubmit(formik, CONTACT_FORM_ID, contactFieldOrder);
          }}
        >
          <ControlsFieldset disabled={false}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField name="name" label="Full name" autoComplete="name" />
              <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" spellCheck={false} />
              <TextField name="company" label="Company" autoComplete="organization" optional />
              <TextField name="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" optional />
            </SimpleGrid>
            <SelectField name="subject" label="Subject" placeholder="Choose a subject" options={contactSubjects} />
            <TextareaField
              name="message"
              label="Message"
              rows={6}
              helper={`${messageLength.toLocaleString("en-US")} / ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters`}
            />
            <SubmitButton pending={false} label="Send Message" pendingLabel="Sending..." w={{ base: "full", md: "auto" }} alignSelf="flex-start" />
          </ControlsFieldset>
        </form>
      </FormIdContext.Provider>
    </FormikProvider>
  );
}
