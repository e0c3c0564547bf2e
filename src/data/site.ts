/** Facts about the company shown across the site (tagline, claims, contact details and response times). */
export const company = {
  email: "hello@scalewise.example",
  salesEmail: "sales@scalewise.example",
  supportEmail: "support@scalewise.example",
  careersEmail: "careers@scalewise.example",
  phone: "+91 80 4567 8900",
  phoneHref: "tel:+918045678900",
  phoneHours: "Mon-Fri 9am-6pm IST",
  footerDescription:
    "Scalewise is an AI-powered growth enablement platform that helps businesses scale smarter and faster.",
  copyrightYear: 2025,
  notFoundCopyrightYear: 2024,
} as const;

export const claims = {
  trialDays: 3,
  integrations: "50+",
  uptime: "99.9%",
  support: "24/7",
  onboarding: "24-48 hours",
} as const;
