/** The product's nine advertised capabilities and the integrations grid of the Features page. */
export type CapabilityIcon =
  | "radar"
  | "document"
  | "megaphone"
  | "funnel"
  | "magnet"
  | "mail"
  | "sparkles"
  | "pulse"
  | "chat";

export interface Capability {
  title: string;
  summary: string;
  benefits: string[];
  icon: CapabilityIcon;
}

export const capabilities: Capability[] = [
  {
    title: "Competitor & Market Analysis",
    summary: "Know what your rivals charge, say and spend before you plan your next move.",
    benefits: [
      "Weekly reports on competitors' pricing and positioning",
      "Search and ad visibility compared side by side",
      "Market size and growth by segment and region",
    ],
    icon: "radar",
  },
  {
    title: "Organic Content Strategy",
    summary: "A content plan built from what your buyers search for, ask about and share.",
    benefits: [
      "Topic clusters ranked by demand and difficulty",
      "A monthly calendar for blog, social and video",
      "Briefs with keywords, questions and outlines",
    ],
    icon: "document",
  },
  {
    title: "Paid Ad Optimisation",
    summary: "Connect your ad platforms and let AI move budget to what converts.",
    benefits: [
      "One view of spend and results across ad platforms",
      "Budget and bid suggestions with the reason for each",
      "Alerts when cost per acquisition starts to climb",
    ],
    icon: "megaphone",
  },
  {
    title: "Full-Funnel Strategy Builder",
    summary: "Lay out every step from first touch to purchase and see where buyers leave.",
    benefits: [
      "Drag-and-drop stages with conversion targets",
      "Drop-off analysis at every step",
      "Suggested offers and messages for each stage",
    ],
    icon: "funnel",
  },
  {
    title: "Lead Generation & CRM",
    summary: "Capture leads everywhere, score them, and keep every conversation in one record.",
    benefits: [
      "Forms, pop-ups and chat that feed one contact list",
      "AI lead scores based on fit and intent",
      "Two-way sync with the CRM your sales team uses",
    ],
    icon: "magnet",
  },
  {
    title: "Email Marketing Automation",
    summary: "Sequences that react to what each contact reads, clicks and buys.",
    benefits: [
      "Visual journeys with branches and delays",
      "Subject lines and send times tested automatically",
      "Revenue reported per email and per sequence",
    ],
    icon: "mail",
  },
  {
    title: "AI Copy & Creative Studio",
    summary: "Draft on-brand headlines, posts, ads and images in minutes, not days.",
    benefits: [
      "Brand voice and style rules applied to every draft",
      "Ad variations sized for each platform",
      "Review and approval before anything is published",
    ],
    icon: "sparkles",
  },
  {
    title: "Social Listening & Sentiment",
    summary: "Hear what people say about you and your competitors as it happens.",
    benefits: [
      "Mentions tracked across social networks, forums and news",
      "Sentiment scored and trended over time",
      "Alerts for sudden spikes in attention",
    ],
    icon: "pulse",
  },
  {
    title: "AI Chatbot Builder",
    summary: "A website assistant that answers questions, qualifies visitors and books meetings.",
    benefits: [
      "Trained on your own pages and help articles",
      "Hands the conversation to a person when asked",
      "Booked meetings land in your calendar and CRM",
    ],
    icon: "chat",
  },
];

export interface IntegrationGroup {
  id: string;
  title: string;
  description: string;
  tools: string[];
}

export const integrationGroups: IntegrationGroup[] = [
  {
    id: "ad-platforms",
    title: "Ad Platforms",
    description: "Pull spend and results, push budgets and audiences.",
    tools: ["Google Ads", "Meta Ads", "LinkedIn Ads", "Microsoft Advertising", "TikTok Ads"],
  },
  {
    id: "crms",
    title: "CRMs",
    description: "Keep contacts, deals and activity in sync both ways.",
    tools: ["Salesforce", "HubSpot", "Zoho CRM", "Pipedrive"],
  },
  {
    id: "email-tools",
    title: "Email Tools",
    description: "Send from the service you already trust.",
    tools: ["Mailchimp", "SendGrid", "Brevo", "Amazon SES"],
  },
  {
    id: "payments",
    title: "Payments",
    description: "Tie revenue back to the campaign that earned it.",
    tools: ["Stripe", "Razorpay", "PayPal"],
  },
  {
    id: "design",
    title: "Design",
    description: "Bring brand assets into the creative studio.",
    tools: ["Figma", "Canva", "Adobe Express"],
  },
  {
    id: "social",
    title: "Social",
    description: "Publish, listen and reply from one place.",
    tools: ["Instagram", "Facebook", "LinkedIn", "X", "YouTube"],
  },
];
