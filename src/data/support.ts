import type { DocBadge } from "../content/vocabulary";
import type { Crumb } from "../lib/breadcrumbs";

/** Colour of each documentation badge (Chakra palettes; the badge recipe picks accessible shades). */
export const docBadgePalette: Record<DocBadge, string> = {
  Beginner: "green",
  Developer: "blue",
  Advanced: "purple",
  Integration: "orange",
  Security: "red",
};

/** The documentation hub's quickstart card (it links to /docs/getting-started). */
export const apiQuickstart = {
  title: "API Quickstart",
  description:
    "Create an API key, send your first authenticated request and read a lead back, in about five minutes with curl or any HTTP client.",
  to: "/docs/getting-started/",
  cta: "Start the quickstart",
  steps: ["Create an API key in Settings → API", "Call GET /v1/leads with your key", "Subscribe to a webhook for new leads"],
} as const;

/** Labels of the help center's search results, by where the page lives. */
export const searchSectionLabel = {
  helpCategory: "Help category",
  helpArticle: "Help article",
  docs: "Documentation",
} as const;

/** The two sections of Markdown support pages: their hub, their site search section, the way back. */
export const supportSections = {
  help: { name: "Help Center", search: "Help", hub: "/help-center/", back: { to: "/help-center/", label: "Back to Help Center" } },
  docs: { name: "Documentation", search: "Docs", hub: "/documentation/", back: { to: "/documentation/", label: "Back to Documentation" } },
} as const;

/** A help or docs page's section (help when the collection is neither). */
export const supportSection = (collection: string) => supportSections[collection === "docs" ? "docs" : "help"];

/** The help center box's label for a help or docs page (its `kind` filter in the search index). */
export function supportSearchKind(collection: string, kind: string | null | undefined): string {
  if (collection === "docs") return searchSectionLabel.docs;
  return kind === "article" ? searchSectionLabel.helpArticle : searchSectionLabel.helpCategory;
}

/** Home, then the page's hub (the help center or the documentation): where a help or docs page sits. */
export function supportTrail(collection: string): Crumb[] {
  const section = supportSection(collection);
  return [
    { name: "Home", path: "/" },
    { name: section.name, path: section.hub },
  ];
}
