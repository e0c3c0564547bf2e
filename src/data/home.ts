import { claims } from "./site";

/** Records of the home page sections (hero to closing call to action). Icons are chosen by the page. */
export interface HomeCard {
  title: string;
  description: string;
}

/** The six feature cards, in the order of their icons on the page. */
export const homeFeatures: HomeCard[] = [
  {
    title: "Competitor & Market Analysis",
    description: "See rivals' pricing, ads, content and search positions side by side, refreshed every week.",
  },
  {
    title: "Organic Content Strategy",
    description: "Get a month of topics and posts planned from what your buyers search for and share.",
  },
  {
    title: "Paid Ad Optimisation",
    description: "Connect your ad accounts and move budget toward the campaigns that bring in customers.",
  },
  {
    title: "Full-Funnel Strategy Builder",
    description: "Map every step from first visit to purchase and see where buyers drop off.",
  },
  {
    title: "Lead Generation & CRM",
    description: "Capture leads, score them by fit and intent, and hand the best ones to sales.",
  },
  {
    title: "Email Marketing Automation",
    description: "Send sequences that react to what each contact opens, clicks and buys.",
  },
];

export const whyChoose: HomeCard[] = [
  {
    title: "Unified Workflow",
    description:
      "Research, content, ads, leads and email share one workspace and one contact record, so nothing is copied between tools.",
  },
  {
    title: "Cost Efficient",
    description:
      "One subscription replaces a stack of single-purpose tools, and one bill is easier to forecast than six.",
  },
  {
    title: "AI Intelligence",
    description:
      "Models trained on marketing data suggest the next move and explain why, so your team decides with evidence.",
  },
];

export const strengths: string[] = [
  "Plans built from your own market data, not templates",
  "Every recommendation shows the numbers behind it",
  "Works with the ad, CRM and email tools you already pay for",
  "Set up by a real onboarding specialist, not a video course",
];

export interface Figure {
  value: string;
  label: string;
}

export const provenResults: Figure[] = [
  { value: "9", label: "AI growth tools in one workspace" },
  { value: "1", label: "contact record shared by every tool" },
  { value: `${claims.trialDays} days`, label: "free trial, no credit card" },
];

export const homeServices: HomeCard[] = [
  { title: "Market Research", description: "Size your market and find the segments worth winning first." },
  { title: "Content Planning", description: "A calendar of topics ranked by demand and difficulty." },
  { title: "Ad Management", description: "Budget pacing and bid suggestions across ad platforms." },
  { title: "Funnel Design", description: "Landing pages and steps laid out for each offer." },
  { title: "Lead Scoring", description: "A score on every lead, so sales calls the right people." },
  { title: "Email Campaigns", description: "Nurture sequences written, scheduled and measured." },
  { title: "Copy & Creative", description: "On-brand headlines, posts and visuals drafted in minutes." },
  { title: "Chatbot Setup", description: "A website assistant that answers questions and books calls." },
];

export const homeStats: Figure[] = [
  { value: claims.integrations, label: "Integrations" },
  { value: claims.uptime, label: "Uptime" },
  { value: claims.support, label: "AI Support" },
  { value: claims.onboarding, label: "Onboarding" },
];
