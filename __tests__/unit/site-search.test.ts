import { queryTerms, titleMatchesFirst } from "../../src/lib/site-search";

const pages = [
  { title: "Integrations", url: "/docs/integrations/" },
  { title: "Integrating with your CRM", url: "/help/article/crm-integration/" },
  { title: "API Documentation", url: "/help/api-docs/" },
  { title: "Webhooks", url: "/docs/webhooks/" },
];

describe("help search order", () => {
  it("splits a query into lowercase words without accents or punctuation", () => {
    expect(queryTerms("  Café, CRM! ")).toEqual(["cafe", "crm"]);
  });
  it("puts pages whose title holds more of the words (as word prefixes) first, keeping the index's order otherwise", () => {
    expect(titleMatchesFirst(pages, "crm").map((p) => p.url)).toEqual([
      "/help/article/crm-integration/",
      "/docs/integrations/",
      "/help/api-docs/",
      "/docs/webhooks/",
    ]);
    expect(titleMatchesFirst(pages, "WEBHOOK").map((p) => p.url)[0]).toBe("/docs/webhooks/");
    expect(titleMatchesFirst(pages, "integr crm").map((p) => p.url).slice(0, 2)).toEqual(["/help/article/crm-integration/", "/docs/integrations/"]);
  });
  it("keeps the index's order for an empty query", () => {
    expect(titleMatchesFirst(pages, "   ")).toEqual(pages);
  });
});
