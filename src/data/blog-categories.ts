import type { BlogCategory } from "../content/vocabulary";

/** What a category's own list page says about it (`/blog/category/<slug>/`): its lead and its search-result description. */
export interface BlogCategoryPage {
  /** The line under the page's heading. */
  lead: string;
  /** The page's meta description (search results, link previews). */
  description: string;
}

export const blogCategoryPages: Record<BlogCategory, BlogCategoryPage> = {
  "AI Trends": {
    lead: "What is changing in AI marketing, what it means for a growth team this year, and what can safely wait.",
    description: "AI marketing trends for growth teams: what is changing, what it means for your plan and what can wait, from the Scalewise blog.",
  },
  Strategy: {
    lead: "Planning the whole funnel, choosing where to spend and deciding what a small team should do first.",
    description: "Growth strategy for small marketing teams: funnel plans, priorities and budgets, from the Scalewise blog.",
  },
  "Case Study": {
    lead: "How real teams changed the way they market and sell, with the numbers before and after.",
    description: "Case studies from marketing and sales teams: what they changed and what it did to their numbers, from the Scalewise blog.",
  },
  Tutorial: {
    lead: "Step-by-step guides to scoring leads, building sequences and setting up the reports you need.",
    description: "Step-by-step marketing tutorials: lead scoring, email sequences, reports and more, from the Scalewise blog.",
  },
  Analytics: {
    lead: "Reading attribution, dashboards and tests without fooling yourself, and turning numbers into decisions.",
    description: "Marketing analytics advice: attribution, dashboards and tests you can trust, from the Scalewise blog.",
  },
};
