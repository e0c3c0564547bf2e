/**
 * Expected values copied from the product's specification (the status page's ten dashboard
 * services), kept apart from src/data on purpose: tests compare the
 * site's records against the spec, not against themselves.
 */
export const SPEC_DASHBOARD_MODULES = [
  "Lead Generation",
  "AI Chatbot",
  "Email Marketing",
  "Social Listening",
  "Competitor Analysis",
  "Content Studio",
  "Funnel Builder",
  "Automation",
  "Analytics & Reports",
  "CRM Integrations",
];
