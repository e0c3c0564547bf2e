import { claims } from "./site";

/** The three plans of the Pricing page, with their limits. Prices are not shown. */
export interface Plan {
  name: string;
  description: string;
  /** Who the plan is for, in a few words. */
  audience: string;
  features: string[];
  limitations: string[];
  popular: boolean;
  cta: { label: string; to: string };
}

export const plans: Plan[] = [
  {
    name: "Starter",
    description: "The core toolkit for a small team getting its first campaigns right.",
    audience: "For startups and solo marketers",
    features: [
      "10 competitor reports per month",
      "100 leads per month",
      "1,000 email contacts",
      "Organic content planner",
      "Lead capture forms and basic scoring",
      "Email support",
    ],
    limitations: ["Paid-ad optimisation", "AI chatbot builder", "Social listening", "CRM integrations"],
    popular: false,
    cta: { label: "Start Free Trial", to: "/signup/" },
  },
  {
    name: "Professional",
    description: "Every growth tool, with the volume a busy marketing team needs.",
    audience: "For growing marketing teams",
    features: [
      "Unlimited competitor analysis",
      "1,000 leads per month",
      "10,000 contacts",
      "Paid-ad optimisation across platforms",
      "Email automation journeys",
      "AI copy and creative studio",
      "Social listening and sentiment",
      "CRM integrations",
      "Priority support",
    ],
    limitations: ["Custom AI models", "Dedicated account manager"],
    popular: true,
    cta: { label: "Start Free Trial", to: "/signup/" },
  },
  {
    name: "Enterprise",
    description: "Unlimited scale, custom models and a team that knows your account.",
    audience: "For large and regulated organisations",
    features: [
      "Unlimited leads",
      "Unlimited contacts",
      "Unlimited competitor analysis",
      "Custom AI models trained on your data",
      "AI chatbot builder",
      "Single sign-on and audit logs",
      "Dedicated account manager",
      `${claims.support} priority support`,
    ],
    limitations: ["Self-serve sign-up (set up with our team)"],
    popular: false,
    cta: { label: "Contact Sales", to: "/contact/?subject=sales" },
  },
];

export interface FaqItem {
  question: string;
  answer: string;
}

export const pricingFaqs: FaqItem[] = [
  {
    question: "Can I change plans anytime?",
    answer:
      "Yes. Move up or down a plan whenever you like from your account settings. The change takes effect immediately, and your new limits apply straight away.",
  },
  {
    question: "Is there a free trial?",
    answer: `Yes. Every plan starts with a ${claims.trialDays}-day free trial, and you do not need a credit card to begin. You choose whether to continue when the trial ends.`,
  },
  {
    question: "What payment methods do you accept?",
    answer:
      "We accept major credit and debit cards, UPI and bank transfer. Enterprise customers can also pay by invoice. Subscription fees are billed in advance.",
  },
  {
    question: "Can I cancel anytime?",
    answer:
      "Yes. Cancel from your account settings with no cancellation fee. You keep full access until the end of the billing period you have paid for.",
  },
];
