import { homeFeatures, homeServices, homeStats, provenResults, whyChoose } from "../../src/data/home";
import { capabilities, integrationGroups } from "../../src/data/features";
import { plans, pricingFaqs } from "../../src/data/plans";
import { values, team } from "../../src/data/about";
import { communityStats, discussions } from "../../src/data/community";

describe("home records", () => {
  it("has six features, three reasons, eight services and the four claims", () => {
    expect(homeFeatures).toHaveLength(6);
    expect(whyChoose.map((reason) => reason.title)).toEqual(["Unified Workflow", "Cost Efficient", "AI Intelligence"]);
    expect(homeServices).toHaveLength(8);
    expect(provenResults.length).toBeGreaterThan(0);
    expect(homeStats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      "50+ Integrations",
      "99.9% Uptime",
      "24/7 AI Support",
      "24-48 hours Onboarding",
    ]);
  });
});

describe("features records", () => {
  it("has the nine advertised capabilities, each with benefits", () => {
    expect(capabilities).toHaveLength(9);
    for (const capability of capabilities) expect(capability.benefits.length).toBeGreaterThanOrEqual(3);
    expect(new Set(capabilities.map((capability) => capability.icon)).size).toBe(9);
  });

  it("groups integrations by ad platforms, CRMs, email tools, payments, design and social", () => {
    expect(integrationGroups.map((group) => group.title)).toEqual(["Ad Platforms", "CRMs", "Email Tools", "Payments", "Design", "Social"]);
    for (const group of integrationGroups) expect(group.tools.length).toBeGreaterThan(0);
  });
});

describe("plans and their limits", () => {
  const byName = Object.fromEntries(plans.map((plan) => [plan.name, plan]));

  it("offers Starter, Professional (most popular) and Enterprise", () => {
    expect(plans.map((plan) => plan.name)).toEqual(["Starter", "Professional", "Enterprise"]);
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(["Professional"]);
    for (const plan of plans) expect(plan.limitations.length).toBeGreaterThan(0);
  });

  it("carries the limits of each plan", () => {
    expect(byName.Starter.features).toEqual(
      expect.arrayContaining(["10 competitor reports per month", "100 leads per month", "1,000 email contacts"]),
    );
    expect(byName.Professional.features).toEqual(
      expect.arrayContaining(["Unlimited competitor analysis", "1,000 leads per month", "10,000 contacts"]),
    );
    expect(byName.Enterprise.features).toEqual(expect.arrayContaining(["Unlimited leads", "Unlimited contacts"]));
  });

  it("sends Starter and Professional to sign-up and Enterprise to sales", () => {
    expect(plans.map((plan) => plan.cta.to)).toEqual(["/signup/", "/signup/", "/contact/?subject=sales"]);
  });

  it("shows no prices", () => {
    expect(JSON.stringify(plans)).not.toMatch(/[$€£₹]\s?\d|\d+\s?\/\s?mo/);
  });

  it("answers the four billing questions", () => {
    expect(pricingFaqs).toHaveLength(4);
    const text = pricingFaqs.map((faq) => `${faq.question} ${faq.answer}`).join(" ");
    expect(text).toMatch(/immediately/);
    expect(text).toMatch(/3-day free trial/);
    expect(text).toMatch(/credit card/);
    expect(text).toMatch(/end of the billing period/);
  });
});

describe("about and community records", () => {
  it("has four values and one team member", () => {
    expect(values).toHaveLength(4);
    expect(team).toHaveLength(1);
  });

  it("has the four community stats and three discussions", () => {
    expect(communityStats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      "5,000+ Active Members",
      "1,200+ Discussions",
      "50+ Events",
      "300+ Success Stories",
    ]);
    expect(discussions).toHaveLength(3);
    for (const discussion of discussions) {
      expect(discussion.category).toBeTruthy();
      expect(discussion.replies).toBeGreaterThan(0);
      expect(discussion.likes).toBeGreaterThan(0);
    }
  });
});
