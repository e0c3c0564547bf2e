import { headingTexts } from "../../src/content/headings";
import { MIN_SIMILARITY, RELATED_POSTS, SAME_CATEGORY_BOOST, relatedPosts, subjectWords, type RelatablePost } from "../../src/content/related";
import { anchorHeadings } from "../../src/content/heading-anchors";
import { parseMarkdown } from "../../src/content/markdown";

// Related posts by what they say (src/content/related.ts), on posts written for each case. Posts
// are given newest first, as the build gives them.
const post = (id: string, category: string, title: string, excerpt = "", headings: string[] = []): RelatablePost => ({ id, category, title, excerpt, headings });

// A small blog: two posts about lead scoring in different categories, the rest about other things,
// several in the lead-scoring tutorial's own category.
const BLOG = [
  post("onboarding-emails", "Tutorial", "Write an onboarding email sequence", "Five emails that turn new sign-ups into active users.", ["The welcome email", "The first-week check-in", "When to stop"]),
  post("scoring-case-study", "Case Study", "How Ledgerline routed its leads by score", "A lead score sales agreed to, routing by score and a faster first reply brought response time down to 40 minutes.", ["A lead score that sales agreed to", "Routing by score and time of day", "What they would do differently"]),
  post("search-ads", "Tutorial", "Set up your first search ads campaign", "Keywords, a budget and the one report to read every week.", ["Pick ten keywords", "Set a daily budget", "Read the search terms report"]),
  post("scoring-tutorial", "Tutorial", "Set up lead scoring your sales team will trust", "Five signals, one spreadsheet and the score thresholds that decide which leads sales calls first.", ["Agree on what a good lead is", "Turn signals into points", "Set thresholds with sales"]),
  post("annual-plan", "Strategy", "A marketing plan for a team of three", "Pick one bottleneck per quarter and review the plan every two weeks.", ["Start from revenue", "One bottleneck per quarter"]),
  post("webinars", "Tutorial", "Run a webinar people stay for", "Format, length and the follow-up email that books demos.", ["Pick a format", "Keep it under forty minutes", "The follow-up"]),
];

// Posts about other things, which make the words of a case rarer in the blog, as in a real one.
const UNRELATED = [
  post("planning", "Strategy", "Quarterly planning", "A plan on one page."),
  post("attribution", "Analytics", "Reading attribution reports", "Models side by side."),
  post("webinar", "Tutorial", "Run a webinar people stay for", "Format, length and the follow-up."),
  post("bakery", "Case Study", "How a bakery doubled its newsletter", "Two emails a month and a referral prize."),
  post("assistants", "AI Trends", "Assistants in the buying journey", "Buyers research with chatbots now."),
];

describe("the words a post is related by", () => {
  it("are stemmed, lowercase, without stop words or bare numbers", () => {
    expect(subjectWords("How to Set Up Lead Scoring Your Sales Teams Will Trust")).toEqual(["set", "lead", "score", "sale", "team", "trust"]);
    expect(subjectWords("5 Shifts in AI Marketing for 2025: scored, scores, scoring")).toEqual(["shift", "ai", "market", "score", "score", "score"]);
    expect(subjectWords("Café résumé")).toEqual(["cafe", "resum"]);
  });
});

describe("a body's headings, as the content rules keep them for related posts (src/content/headings.ts)", () => {
  const BODY = [
    "Text before.",
    "## Step 1: Agree on **what** a `good` [lead](https://example.com/scoring) is {#agree}",
    "```sh\n# a comment in a code block, not a heading\n```",
    "Setext heading\n--------------",
    "    # indented code, not a heading",
    "> ### Quoted heading",
    "- #### Heading in a list",
    "Fish &amp; chips \\*escaped\\*\n===",
    "",
  ].join("\n\n");

  it("are the headings' texts as a reader sees them: no markup, no link address, no {#custom-id}, none from code", () => {
    expect(headingTexts(parseMarkdown(BODY))).toEqual(["Step 1: Agree on what a good lead is", "Setext heading", "Quoted heading", "Heading in a list", "Fish & chips *escaped*"]);
  });

  it("are the texts the page's own parser gives the headings it anchors", () => {
    const anchored = anchorHeadings(parseMarkdown(BODY)).map((heading) => heading.value);
    expect(headingTexts(parseMarkdown(BODY)).filter((text) => anchored.includes(text))).toEqual(anchored);
  });
});

describe("related posts (src/content/related.ts)", () => {
  it("ranks the other post about lead scoring first, though it is of another category and the post's own category has others", () => {
    const related = relatedPosts(BLOG);
    expect(related.get("scoring-tutorial")![0]).toBe("scoring-case-study");
    expect(related.get("scoring-case-study")![0]).toBe("scoring-tutorial");
  });

  it("reads the excerpt and the headings, not only the title", () => {
    // Titles that share no word; what the posts say in their excerpts and headings does.
    const posts = [
      post("a", "Strategy", "Winning back quiet customers", "Churn signals in product usage, and the email that brings customers back.", ["Reading churn signals", "The win-back email"]),
      post("b", "Analytics", "What the dashboard missed", "Usage drops were churn signals nobody watched.", ["Churn signals in usage data"]),
      post("c", "Strategy", "Pricing pages that convert", "Three layouts tested on real traffic.", ["Layouts", "Results"]),
    ];
    expect(relatedPosts(posts).get("a")).toEqual(["b"]);
    expect(relatedPosts(posts.map((each) => ({ ...each, excerpt: "", headings: [] }))).get("a")).toEqual([]);
  });

  it(`counts a post of the same category ${SAME_CATEGORY_BOOST} times as similar: first among equals, never by its category alone`, () => {
    const words = { title: "Lead scoring for agencies", excerpt: "Signals and thresholds for an agency's leads." };
    const posts = [
      // Newest first: the other-category post is newer, and says the same as the same-category one.
      post("other-category", "Analytics", words.title, words.excerpt),
      post("same-category", "Tutorial", words.title, words.excerpt),
      post("placed", "Tutorial", "Lead scoring for clinics", "Signals and thresholds for a clinic's leads."),
      post("same-category-unrelated", "Tutorial", "Pricing pages that convert", "Three layouts tested on real traffic."),
      ...UNRELATED,
    ];
    expect(relatedPosts(posts).get("placed")).toEqual(["same-category", "other-category"]);
    // Without the boost they tie exactly, and the newer wins.
    expect(relatedPosts(posts.map((each) => ({ ...each, category: "Tutorial" }))).get("placed")).toEqual(["other-category", "same-category"]);
  });

  it("ranks a post of another category that says clearly more above one of the same category", () => {
    // Similarities to "placed": about 0.4 and 0.75, so a boost of twice would turn the order round.
    const posts = [
      post("same-category", "Tutorial", "Lead scoring for agencies", "Signals and thresholds for an agency's leads."),
      post("other-category", "Analytics", "Lead scoring for clinics and hospitals", "Signals and thresholds for a clinic's leads."),
      post("placed", "Tutorial", "Lead scoring for clinics", "Signals and thresholds for a clinic's leads."),
      ...UNRELATED,
    ];
    expect(relatedPosts(posts).get("placed")).toEqual(["other-category", "same-category"]);
  });

  it("takes the newer post only on an exact tie: a more similar older post comes first", () => {
    const posts = [
      post("newer-twin", "Strategy", "Email cadence for online shops", "How often to write."),
      post("newer-weaker", "Strategy", "Email cadence", "Notes."),
      post("placed", "Strategy", "Email cadence for online shops that sell shoes", "How often to write."),
      post("older-twin", "Strategy", "Email cadence for online shops", "How often to write."),
      ...UNRELATED,
    ];
    expect(relatedPosts(posts).get("placed")).toEqual(["newer-twin", "older-twin", "newer-weaker"]);
    // The same posts dated the other way round: the twins swap, nothing else moves.
    const reversed = [posts[3], posts[2], posts[1], posts[0], ...UNRELATED];
    expect(relatedPosts(reversed).get("placed")).toEqual(["older-twin", "newer-twin", "newer-weaker"]);
  });

  it(`shows none when nothing fits: no shared word, or only words too common to reach a similarity of ${MIN_SIMILARITY}`, () => {
    const posts = [
      post("pricing", "Strategy", "Pricing pages that convert", "Three layouts tested on real traffic by our team.", ["Layouts", "Results", "What we would change"]),
      post("webinars", "Tutorial", "Run a webinar people stay for", "Format, length and the follow-up email our team sends.", ["Pick a format", "Keep it short", "The follow-up"]),
      post("attribution", "Analytics", "Reading attribution reports", "Last-click and first-touch models side by side.", ["Models", "Honest reports"]),
      post("hiring", "Strategy", "Hiring a first marketer", "What the first hire should own, and what our team keeps.", ["The role", "The interview"]),
    ];
    const related = relatedPosts(posts);
    // "team" is all that pricing, webinars and hiring share; attribution shares nothing.
    expect(related.get("pricing")).toEqual([]);
    expect(related.get("webinars")).toEqual([]);
    expect(related.get("attribution")).toEqual([]);
    expect(related.get("hiring")).toEqual([]);
  });

  it("never shows the post itself, nor a post with no words in common", () => {
    const related = relatedPosts([post("a", "Strategy", "Pricing pages"), post("b", "Analytics", "Webinar follow-up")]);
    expect(related.get("a")).toEqual([]);
    expect(related.get("b")).toEqual([]);
    expect(relatedPosts([post("only", "Strategy", "Pricing pages")]).get("only")).toEqual([]);
    expect(relatedPosts([]).size).toBe(0);
  });

  it("gives the same lists for the same posts, and changes none when only words that relate nothing change", () => {
    const first = relatedPosts(BLOG);
    expect(relatedPosts(BLOG.map((each) => ({ ...each, headings: [...each.headings] })))).toEqual(first);
    // Case, accents and stop words are not words that relate.
    const reworded = BLOG.map((each) => (each.id === "webinars" ? { ...each, title: "RUN A WEBINAR THAT PEOPLE STAY FOR" } : each));
    expect(relatedPosts(reworded)).toEqual(first);
  });

  it(`keeps at most ${RELATED_POSTS}, best first, at 3,000 posts too`, () => {
    const topics = ["lead scoring", "attribution models", "email cadence", "paid search", "content audits"];
    const audiences = ["agencies", "clinics", "startups", "online shops", "nonprofits", "solo founders", "schools"];
    const many = Array.from({ length: 3000 }, (_, i) =>
      post(`p${i}`, ["AI Trends", "Strategy", "Tutorial"][i % 3], `${topics[i % 5]} for ${audiences[i % 7]}`, `Notes on ${topics[(i * 3) % 5]}.`),
    );
    const related = relatedPosts(many);
    expect(Math.max(...[...related.values()].map((ids) => ids.length))).toBe(RELATED_POSTS);
    // p0: lead scoring for agencies (AI Trends). Same title and category every 105 posts; the same
    // title in other categories every 35 (p35, p70); the newest of each first.
    expect(related.get("p0")!.slice(0, 2)).toEqual(["p105", "p210"]);
  });
});
