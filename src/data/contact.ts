/** Records shown on the contact page (contact details, quick answers, the sales and support response times). */
export interface ResponseTime {
  team: string;
  time: string;
  detail: string;
}

export const responseTimes: ResponseTime[] = [
  { team: "Sales", time: "within 4 hours", detail: "Pricing, plans and demos, on business days." },
  { team: "Support", time: "within 24 hours", detail: "Questions about your account and integrations." },
];

export interface QuickAnswer {
  question: string;
  answer: string;
  link?: { to: string; label: string };
}

export const quickAnswers: QuickAnswer[] = [
  {
    question: "Can I try Scalewise before I talk to sales?",
    answer: "Yes. The free trial runs for 3 days and needs no credit card, so you can explore every module first.",
    link: { to: "/signup/", label: "Start a free trial" },
  },
  {
    question: "How long does onboarding take?",
    answer: "Most teams are set up in 24-48 hours: we connect your ad accounts, CRM and email tools with you.",
  },
  {
    question: "Will it work with the tools we already use?",
    answer: "Scalewise connects to 50+ tools across ad platforms, CRMs, email, payments, design and social.",
    link: { to: "/features/", label: "See the features" },
  },
  {
    question: "Where do I find setup guides?",
    answer: "The help center walks through first steps, AI features and tutorials; developers start in the documentation.",
    link: { to: "/help-center/", label: "Visit the help center" },
  },
];
