import { notices } from "../../src/data/notices";

// The product's notice catalogue, word for word.
const catalogue: Array<[keyof typeof notices, string, string]> = [
  ["passwordMismatch", "Password Mismatch", "Passwords do not match. Please try again."],
  ["termsRequired", "Terms Required", "Please agree to the Terms of Service to continue."],
  ["contactSent", "Message Sent!", "We'll get back to you within 4 hours."],
  ["signInDemo", "Demo Mode", "This is a demo version. Click the dashboard button to explore features."],
  ["signUpDemo", "Demo Mode", "This is a demo version. You can explore the dashboard features."],
  ["startTrial", "Redirecting to Sign Up", "Please create your free account to get started."],
  ["salesContact", "Redirect to Contact Page", "Please fill required information for sales inquiry."],
  ["demoContact", "Redirect to Contact Page", "Please fill required information to schedule your demo."],
  ["communityComingSoon", "Community Coming Soon!", "A community experience is being worked on."],
];

describe("notice catalogue", () => {
  it.each(catalogue)("%s reads exactly as the spec", (key, title, description) => {
    expect(notices[key].title).toBe(title);
    expect(notices[key].description).toBe(description);
  });

  it("uses the destructive look for the two sign-up errors", () => {
    expect(notices.passwordMismatch.type).toBe("error");
    expect(notices.termsRequired.type).toBe("error");
  });

  it("asks the user to fill out the required information on docs Schedule Demo", () => {
    expect(notices.docsScheduleDemo.title).toBe("Redirecting to Schedule Demo");
    expect(notices.docsScheduleDemo.description).toMatch(/fill out the required information/);
  });
});
