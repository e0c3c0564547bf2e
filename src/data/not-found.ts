// Kept apart from navigation.ts: the navbar and footer put that module in every page's
// first-load JavaScript, and these records are only needed by the 404 page.
import type { NavItem } from "./navigation";

/** The four suggestions on the 404 page: home, features, documentation, support. */
export interface Suggestion extends NavItem {
  description: string;
}

export const notFoundSuggestions: Suggestion[] = [
  { label: "Visit Homepage", to: "/", description: "Start again from the Scalewise home page." },
  { label: "Explore Features", to: "/features/", description: "See what the AI growth toolkit can do." },
  { label: "Browse Documentation", to: "/documentation/", description: "Guides, API reference and setup notes." },
  { label: "Get Support", to: "/contact/", description: "Tell us what you were looking for." },
];
