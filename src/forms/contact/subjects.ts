/** Subjects of the contact form, value: label, in the product's order. */
export const contactSubjects = [
  { value: "general", label: "General Inquiry" },
  { value: "sales", label: "Sales & Pricing" },
  { value: "demo", label: "Schedule a Demo" },
  { value: "support", label: "Technical Support" },
  { value: "partnership", label: "Partnership" },
  { value: "press", label: "Press & Media" },
] as const;

export type ContactSubject = (typeof contactSubjects)[number]["value"];

export const contactSubjectValues: ContactSubject[] = contactSubjects.map((subject) => subject.value);

/** Only these may be preselected from the address (`/contact/?subject=sales`). */
const QUERY_SUBJECTS: readonly ContactSubject[] = ["sales", "demo"];

/** The subject asked for by a query string such as `?subject=demo`; anything else is ignored. */
export function subjectFromSearch(search: string | undefined): ContactSubject | null {
  const requested = new URLSearchParams(search ?? "").get("subject");
  return QUERY_SUBJECTS.find((subject) => subject === requested) ?? null;
}
