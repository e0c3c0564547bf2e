import { queryTerms, searchPages } from "../../src/lib/site-search";

const pages = [
  { title: "Integrating with your CRM", summary: "Connect Salesforce or HubSpot.", path: "/help/article/crm-integration/", section: "Help article" },
  { title: "Webhooks", summary: "Subscribe to events and verify signatures.", path: "/docs/webhooks/", section: "Documentation" },
  { title: "Integrations", summary: "Connect ad platforms and CRMs.", path: "/docs/integrations/", section: "Documentation" },
];

describe("help search", () => {
  it("splits a query into lowercase words without accents or punctuation", () => {
    expect(queryTerms("  Café, CRM! ")).toEqual(["cafe", "crm"]);
  });
  it("finds pages containing every word, title matches first", () => {
    expect(searchPages(pages, "crm").map((p) => p.path)).toEqual(["/help/article/crm-integration/", "/docs/integrations/"]);
    expect(searchPages(pages, "connect hubspot").map((p) => p.path)).toEqual(["/help/article/crm-integration/"]);
    expect(searchPages(pages, "WEBHOOK").map((p) => p.path)).toEqual(["/docs/webhooks/"]);
    expect(searchPages(pages, "documentation sig").map((p) => p.path)).toEqual(["/docs/webhooks/"]);
  });
  it("finds nothing for an empty query or a word no page has", () => {
    expect(searchPages(pages, "   ")).toEqual([]);
    expect(searchPages(pages, "blockchain")).toEqual([]);
  });
});
