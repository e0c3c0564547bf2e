/**
 * The ten modules of the Scalewise dashboard. The status page lists them as services
 * (all Under Development, 0%), and the demo dashboard shows them in its sidebar.
 */
export interface DashboardModule {
  /** URL-safe id, used for the dashboard route `/dashboard/{slug}/`. */
  slug: string;
  name: string;
  description: string;
}

export const dashboardModules: DashboardModule[] = [
  {
    slug: "lead-generation",
    name: "Lead Generation",
    description: "Capture leads from forms, ads and chat, then score each one by its fit and intent.",
  },
  {
    slug: "ai-chatbot",
    name: "AI Chatbot",
    description: "Build a chatbot that answers product questions and books meetings around the clock.",
  },
  {
    slug: "email-marketing",
    name: "Email Marketing",
    description: "Write, schedule and automate email sequences that react to what each contact does.",
  },
  {
    slug: "social-listening",
    name: "Social Listening",
    description: "Follow mentions of your brand and competitors and see the sentiment behind them.",
  },
  {
    slug: "competitor-analysis",
    name: "Competitor Analysis",
    description: "Track competitors' pricing, content, ads and search positions in one report.",
  },
  {
    slug: "content-studio",
    name: "Content Studio",
    description: "Draft on-brand copy and creative for ads, posts and landing pages with AI.",
  },
  {
    slug: "funnel-builder",
    name: "Funnel Builder",
    description: "Map every stage from first touch to purchase and find where buyers drop off.",
  },
  {
    slug: "automation",
    name: "Automation",
    description: "Connect triggers and actions across your tools so routine work runs by itself.",
  },
  {
    slug: "analytics-reports",
    name: "Analytics & Reports",
    description: "See spend, pipeline and revenue by channel in dashboards you can share.",
  },
  {
    slug: "crm-integrations",
    name: "CRM Integrations",
    description: "Sync contacts, deals and activity both ways with the CRM your team already uses.",
  },
];
